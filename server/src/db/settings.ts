// The `settings` table: installation-wide values every instance shares (secrets made at the first start, the
// generated sealing identity), one row per name.
import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

type Q = Kysely<Database>;

/** The setting's value, or undefined when it was never stored. */
export async function findSetting(q: Q, name: string): Promise<string | undefined> {
  return (await q.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirst())?.value;
}

/** The setting's value; throws when it is missing (a setting a migration stores). */
export async function readSetting(q: Q, name: string): Promise<string> {
  return (await q.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirstOrThrow()).value;
}

/** Stores the value unless the setting exists (two instances starting at once keep the first). */
export async function insertSettingOnce(q: Q, name: string, value: string): Promise<void> {
  await q
    .insertInto('settings')
    .values({ name, value })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
