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

describe('migrate', () => {
  it('applies a migration that sorts before ones already applied (a domain range filled in later)', async () => {
    const names = Object.keys(migrations).sort();
    expect(names.length).toBeGreaterThan(3);
    // Filled in after later ones were applied, as if it shipped in a later release (it depends on none of them).
    const late = '021-visit-attempts';
    expect(names.indexOf(late)).toBeLessThan(names.length - 1);
    const sqlite = new SQLite(path.join(dir, 'late.db'));
    const db: Db = { kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite', sqlite, close: async () => {} };
    try {
      const first = Object.fromEntries(Object.entries(migrations).filter(([name]) => name !== late));
      await migrate(db, first);
      await migrate(db, migrations);
      const applied = (await db.kysely.selectFrom('dossier_migrations' as never).select('name' as never).execute()) as { name: string }[];
      expect(applied.map((r) => r.name).sort()).toEqual(names);
    } finally {
      await db.kysely.destroy();
    }
  });
});
