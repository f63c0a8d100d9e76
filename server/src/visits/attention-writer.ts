// One attention writer per database handle (so per instance): its heartbeats go through the instance's one group
// commit (db/group-commit.ts) as a lane of their own (attention.ts). The engine picks the lane; both answer the
// same interface and the same tests.
import type { Db } from '../db/connect.js';
import { groupCommitOf } from '../db/group-commit.js';
import { Attention, type AttentionWriter } from './attention.js';
import { PgAttentionLane } from './attention-pg.js';
import { SqliteAttentionLane } from './attention-sqlite.js';

const writers = new WeakMap<Pick<Db, 'kysely' | 'sqlite'>, AttentionWriter>();

export function attentionWriter(db: Pick<Db, 'kysely' | 'sqlite'>): AttentionWriter {
  let w = writers.get(db);
  if (!w) {
    const lane = db.sqlite ? new SqliteAttentionLane(db.sqlite) : new PgAttentionLane();
    w = new Attention(db.kysely, groupCommitOf(db), lane);
    writers.set(db, w);
  }
  return w;
}
