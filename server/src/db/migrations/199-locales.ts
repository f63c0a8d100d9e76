import type { Kysely } from 'kysely';

// The language of a recipient's, an assignee's or a link's pages and emails (a tag of the Locale list; null follows
// the workspace's), and the workspace's own (null: English). A consent records the language
// its disclosure was shown in.
const TABLES = [
  'document_recipients',
  'envelope_recipients',
  'file_request_assignees',
  'share_links',
  'workspaces',
  'envelope_consents',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('locale').execute();
}
