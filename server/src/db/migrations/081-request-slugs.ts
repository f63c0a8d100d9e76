import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

// File requests' upload pages stop being guessable (issue 20): every slug gets 100 random bits (the new form
// requests/slug.ts makes), the old slug is kept only so assignees' links already mailed keep working with their
// token (never on its own), and the open page becomes a switch: off for a request made for named people, on for
// one without (the rule POST /requests states for new requests).
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

function suffix(): string {
  const bytes = randomBytes(20);
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return out;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('file_requests')
    .addColumn('open_page', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('file_requests').addColumn('legacy_slug', 'text').execute();
  await db.schema.createIndex('file_requests_legacy_slug').on('file_requests').column('legacy_slug').unique().execute();
  await sql`update file_requests set open_page = 0 where exists (select 1 from file_request_assignees a where a.request_id = file_requests.id and a.removed_at is null)`.execute(
    db,
  );
  const rows = await db.selectFrom('file_requests').select(['id', 'slug']).execute();
  for (const r of rows as { id: string; slug: string }[]) {
    // The readable part stays (the old 4-character suffix goes); the new suffix carries the randomness.
    const base =
      r.slug
        .replace(/-[0-9a-f]{4}$/, '')
        .slice(0, 40)
        .replace(/-+$/, '') || 'request';
    await db
      .updateTable('file_requests')
      .set({ legacy_slug: r.slug, slug: `${base}-${suffix()}` })
      .where('id', '=', r.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update file_requests set slug = legacy_slug where legacy_slug is not null`.execute(db);
  await db.schema.dropIndex('file_requests_legacy_slug').execute();
  await db.schema.alterTable('file_requests').dropColumn('legacy_slug').execute();
  await db.schema.alterTable('file_requests').dropColumn('open_page').execute();
}
