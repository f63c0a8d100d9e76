import type { Kysely } from 'kysely';

// A plan without ceilings, the default for every new workspace of a self-hosted install (DOSSIER_DEFAULT_PLAN):
// an operator's own server does not refuse its owner's 26th document. The workspace an earlier first start made
// (`default`, put on `free` then) moves to it too; other workspaces keep the plan they were given.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('plans')
    .values({ name: 'self-hosted', max_documents: null, max_rooms: null, max_links: null, max_monthly_sends: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  await db
    .updateTable('workspaces')
    .set({ plan: 'self-hosted' })
    .where('slug', '=', 'default')
    .where('plan', '=', 'free')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('workspaces').set({ plan: 'free' }).where('plan', '=', 'self-hosted').execute();
  await db.deleteFrom('plans').where('name', '=', 'self-hosted').execute();
}
