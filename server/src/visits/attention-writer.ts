// One attention writer per database handle (so per instance): its group commit batches every heartbeat this
// process receives (attention.ts). The engine picks the writer; both answer the same interface and the same tests.
import type { Db } from '../db/connect.js';
import type { AttentionWriter } from './attention.js';
import { PgAttentionWriter } from './attention-pg.js';
import { SqliteAttentionWriter } from './attention-sqlite.js';

const writers = new WeakMap<Pick<Db, 'kysely' | 'sqlite'>, AttentionWriter>();

export function attentionWriter(db: Pick<Db, 'kysely' | 'sqlite'>): AttentionWriter {
  let w = writers.get(db);
  if (!w) {
    w = db.sqlite ? new SqliteAttentionWriter(db.sqlite) : new PgAttentionWriter(db.kysely);
    writers.set(db, w);
  }
  return w;
}
