import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

// The key signing tokens are derived with (envelopes/tokens.ts): one per installation, shared by every instance
// on the database, so a signing link can be shown again under include=signingUrls while only its hash is stored.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('settings')
    .values({ name: 'signing_link_secret', value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('settings').where('name', '=', 'signing_link_secret').execute();
}
