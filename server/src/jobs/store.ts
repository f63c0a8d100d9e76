// The jobs table's statements. When a job is due, who holds it and what a lost lease means is queue.ts's; here a
// leased job is written only while its lease is still this runner's (locked_by), so a job is never completed twice.
import type { Kysely } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import type { JobsTable } from './tables.js';

type Q = Kysely<Database>;

export const jobRows = {
  async insert(q: Q, rows: JobsTable[]): Promise<void> {
    await q.insertInto('jobs').values(rows).execute();
  },

  /** A recurring job's one row (nothing when its key has one already). */
  async insertRecurring(q: Q, row: JobsTable): Promise<void> {
    await q
      .insertInto('jobs')
      .values(row)
      .onConflict((oc) => oc.column('recurring_key').doNothing())
      .execute();
  },

  /** Deletes the job while its lease is still `job.locked_by`'s. Whether it did. */
  async deleteLeased(q: Q, job: Pick<JobsTable, 'id' | 'locked_by'>): Promise<boolean> {
    const res = await q
      .deleteFrom('jobs')
      .where('id', '=', job.id)
      .where('locked_by', '=', job.locked_by)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  },

  /** Releases the job to run at `runAt` after `attempts`, while its lease is still `job.locked_by`'s. Whether it did. */
  async releaseLeased(
    q: Q,
    job: Pick<JobsTable, 'id' | 'locked_by'>,
    { runAt, attempts }: { runAt: string; attempts: number },
  ): Promise<boolean> {
    const res = await q
      .updateTable('jobs')
      .set({ run_at: runAt, attempts, locked_by: null, locked_until: null })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.locked_by)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  },

  /**
   * Leases up to `limit` jobs of `kinds` due at `now` (unleased, or their lease run out), oldest due first; on
   * PostgreSQL skipping those another instance is claiming.
   */
  claimDue(
    q: Q,
    { now, kinds, limit, by, until }: { now: string; kinds: string[]; limit: number; by: string; until: string },
  ): Promise<JobsTable[]> {
    let due = q
      .selectFrom('jobs')
      .select('id')
      .where('run_at', '<=', now)
      .where('kind', 'in', kinds)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
      .orderBy('run_at')
      .limit(limit);
    if (isPostgres(q)) due = due.forUpdate().skipLocked();
    return q
      .updateTable('jobs')
      .set({ locked_by: by, locked_until: until })
      .where('id', 'in', due)
      .returningAll()
      .execute();
  },

  /** Moves the job's lease to `until`, while it is still `job.locked_by`'s. */
  async renewLease(q: Q, job: Pick<JobsTable, 'id' | 'locked_by'>, until: string): Promise<void> {
    await q
      .updateTable('jobs')
      .set({ locked_until: until })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.locked_by)
      .execute();
  },
};
