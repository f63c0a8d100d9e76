// The one list of columns holding blob ids (files/references.ts) is complete: every column of the migrated schema
// whose name says it holds a blob (`blob` in it), outside the blob store's own tables, is in it, and nothing else
// is. A new table or column holding a blob id fails here until it is declared (and so kept by the sweep, checked
// by `admin blobs verify` and reported by `admin blobs migrate`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import type { Db } from '../db/connect.js';
import { BLOB_REFERENCES } from './references.js';

let db: Db;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const opened = await openTestDb();
  db = opened.db;
  close = () => db.close();
});
afterAll(() => close?.());

describe('columns holding blob ids', () => {
  it('are exactly BLOB_REFERENCES, found by name in the migrated schema', async () => {
    const tables = await db.kysely.introspection.getTables();
    const found = tables
      .filter((t) => !['blobs', 'blob_chunks'].includes(t.name) && !t.isView)
      .flatMap((t) => t.columns.filter((c) => /blob/i.test(c.name)).map((c) => `${t.name}.${c.name}`))
      .sort();
    expect(found.length).toBeGreaterThan(0);
    expect(found).toEqual(BLOB_REFERENCES.map((r) => `${r.table}.${r.column}`).sort());
  });
});
