// Migrations are numbered per domain range, so a release may bring one that sorts before others already applied:
// it runs, and the database ends up with every migration, as a fresh one would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, type Db } from './connect.js';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-migrate-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** An empty SQLite file of this folder, opened without migrating (each test migrates it as it needs). */
function freshSqlite(name: string): Db {
  const sqlite = new SQLite(path.join(dir, name));
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
    engine: 'sqlite',
    sqlite,
    close: async () => {},
  };
}

describe('migrate', () => {
  it('applies a migration that sorts before ones already applied (a domain range filled in later)', async () => {
    const names = Object.keys(migrations).sort();
    expect(names.length).toBeGreaterThan(3);
    // Filled in after later ones were applied, as if it shipped in a later release (it depends on none of them).
    const late = '021-visit-attempts';
    expect(names.indexOf(late)).toBeLessThan(names.length - 1);
    const db = freshSqlite('late.db');
    try {
      const first = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== late));
      await migrate(db, first);
      await migrate(db, migrations);
      const applied = (await db.kysely
        .selectFrom('dossier_migrations' as never)
        .select('name' as never)
        .execute()) as { name: string }[];
      expect(applied.map((r) => r.name).sort()).toEqual(names);
    } finally {
      await db.kysely.destroy();
    }
  });

  it('081 re-slugs file requests (100 random bits), keeps the old slug for assignees, shuts the open page of requests for named people', async () => {
    const db = freshSqlite('slugs.db');
    try {
      await migrate(db, Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '081')));
      // Rows as the earlier release wrote them (no action of this release can write the old form).
      const q = db.kysely as unknown as Kysely<any>;
      const now = new Date().toISOString();
      await q
        .insertInto('workspaces')
        .values({ id: 'ws_1', slug: 'acme', name: 'Acme', email: null, plan: 'free', created_at: now })
        .execute();
      const request = (id: string, slug: string) => ({
        id,
        workspace_id: 'ws_1',
        slug,
        title: 'Q3 financials',
        require_email: 1,
        notify_on_upload: 1,
        active: 1,
        created_at: now,
        updated_at: now,
      });
      await q
        .insertInto('file_requests')
        .values([
          request('req_named', 'q3-financials-a655'),
          request('req_open', 'q3-financials-9d6c'),
          request('req_gone', 'q3-financials-5281'),
        ])
        .execute();
      const assignee = (id: string, requestId: string, removed: string | null) => ({
        id,
        request_id: requestId,
        workspace_id: 'ws_1',
        email: `${id}@example.test`,
        email_key: `${id}@example.test`,
        token_hash: id,
        delivery: 'sent',
        reminder_count: 0,
        removed_at: removed,
        created_at: now,
      });
      await q
        .insertInto('file_request_assignees')
        .values([assignee('asg_1', 'req_named', null), assignee('asg_2', 'req_gone', now)])
        .execute();
      await migrate(db, migrations);
      const rows = await q
        .selectFrom('file_requests')
        .select(['id', 'slug', 'legacy_slug', 'open_page'])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.id, r.legacy_slug, r.open_page])).toEqual([
        ['req_gone', 'q3-financials-5281', 1], // its only assignee was removed: nobody is named any more
        ['req_named', 'q3-financials-a655', 0],
        ['req_open', 'q3-financials-9d6c', 1],
      ]);
      for (const r of rows) expect(r.slug).toMatch(/^q3-financials-[a-z2-7]{20}$/);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(3);
    } finally {
      await db.kysely.destroy();
    }
  });
});
