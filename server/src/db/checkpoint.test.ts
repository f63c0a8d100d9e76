// SQLite: a serving process's WAL is copied into the database file by the worker thread, not by the connection
// that commits (checkpoint.ts): the file grows while the main connection's own checkpoint bound is far away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/helpers.js';
import { openDatabase, sqliteFile } from './connect.js';

// It opens an SQLite file of its own, so it runs on the PostgreSQL pass too (nothing may be skipped in CI).
describe('the background checkpoint (SQLite)', () => {
  it('copies committed pages into the database file from its worker, and closes with the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-checkpoint-'));
    const db = await openDatabase({ dataDir, backgroundCheckpoint: true });
    try {
      expect(db.sqlite!.pragma('wal_autocheckpoint', { simple: true })).toBe(20_000);
      const before = fs.statSync(sqliteFile(dataDir)).size;
      await sql`create table filler (b blob)`.execute(db.kysely);
      const insert = db.sqlite!.prepare('insert into filler (b) values (randomblob(4000))');
      db.sqlite!.transaction(() => {
        for (let i = 0; i < 500; i++) insert.run();
      })();
      // ~2 MB committed to the WAL; far under the main connection's bound, so only the worker copies it.
      await waitFor(
        () => fs.statSync(sqliteFile(dataDir)).size > before + 1_500_000,
        20_000,
        'the worker to checkpoint',
      );
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
