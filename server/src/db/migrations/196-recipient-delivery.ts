import type { Kysely } from 'kysely';

// How a recipient gets their signing link: 'email' (the signing email and reminders), or 'embedded' (the
// integrator's app shows the page; no signing email or reminder). Set on the document recipient, carried into
// the envelope recipient at send.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['document_recipients', 'envelope_recipients'])
    await db.schema
      .alterTable(table)
      .addColumn('delivery', 'text', (c) => c.notNull().defaultTo('email'))
      .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['document_recipients', 'envelope_recipients'])
    await db.schema.alterTable(table).dropColumn('delivery').execute();
}
