// The job table shared by several runners (as by several instances): each job runs once, a dead runner's
// lease runs out and another takes over, recurring work runs once per interval across all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, waitFor } from '../../test/helpers.js';
import { openDatabase, type Db } from '../db/connect.js';
import { enqueueJob, finishJob, JobRunner, type Job } from './queue.js';

let db: Db;
let db2: Db;
const runners: JobRunner[] = [];

beforeAll(async () => {
  const t = await openTestDb();
  db = t.db;
  // A second connection pool (PostgreSQL) or connection (SQLite file): a second instance.
  db2 = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: t.dataDir, poolSize: 4 });
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  await db2.close();
  await db.close();
});

function runner(on: Db, opts: Partial<{ tickMs: number; leaseMs: number }> = {}) {
  const r = new JobRunner(on, { tickMs: opts.tickMs ?? 20, leaseMs: opts.leaseMs ?? 10_000, batch: 8 });
  runners.push(r);
  return r;
}

describe('JobRunner', () => {
  it('two runners on one database run each of 200 jobs exactly once', async () => {
    const kind = `count-${Date.now()}`;
    const ran = new Map<string, string[]>();
    const a = runner(db);
    const b = runner(db2);
    for (const r of [a, b]) {
      r.register(kind, async (job: Job) => {
        ran.set(job.ref_id!, [...(ran.get(job.ref_id!) ?? []), r.instanceId]);
        await new Promise((res) => setTimeout(res, Math.random() * 5));
        await finishJob((r === a ? db : db2).kysely, job);
      });
    }
    for (let i = 0; i < 200; i++) await enqueueJob(db.kysely, { kind, refId: `r${i}` });
    await a.start();
    await b.start();
    await waitFor(() => ran.size === 200, 20_000, '200 jobs');
    await new Promise((r) => setTimeout(r, 100));
    expect([...ran.values()].every((by) => by.length === 1)).toBe(true);
    const left = await db.kysely.selectFrom('jobs').select('id').where('kind', '=', kind).execute();
    expect(left).toEqual([]);
    // Both took part (the work is shared, not serialised through one instance).
    const by = new Set([...ran.values()].map((v) => v[0]));
    expect(by.size).toBe(2);
    await a.stop();
    await b.stop();
  });

  it('a job that runs longer than the lease keeps it while its runner lives: no other runner runs it again', async () => {
    const kind = `slow-${Date.now()}`;
    const runs: string[] = [];
    const a = runner(db, { leaseMs: 300 });
    const b = runner(db2, { leaseMs: 300 });
    for (const r of [a, b]) {
      r.register(kind, async (job: Job) => {
        runs.push(r.instanceId);
        await new Promise((res) => setTimeout(res, 1500)); // five leases long
        await finishJob((r === a ? db : db2).kysely, job);
      });
    }
    await enqueueJob(db.kysely, { kind, refId: 'slow' });
    await a.start();
    await waitFor(() => runs.length === 1, 20_000, 'the job to start');
    await b.start();
    await waitFor(
      async () => (await db.kysely.selectFrom('jobs').select('id').where('kind', '=', kind).execute()).length === 0,
      20_000,
      'the job to finish',
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(runs).toEqual([a.instanceId]);
    await a.stop();
    await b.stop();
  });

  it('a job leased by a runner that died becomes due when the lease ends, and the late finisher loses', async () => {
    const kind = `lease-${Date.now()}`;
    await enqueueJob(db.kysely, { kind, refId: 'x' });
    const dead = runner(db, { leaseMs: 300 });
    dead.register(kind, async () => {}); // a runner claims only the kinds it can run
    const claimed = (await dead.claim(10)).filter((j) => j.kind === kind);
    expect(claimed).toHaveLength(1); // claimed, then the runner "dies" without finishing
    const alive = runner(db2, { leaseMs: 10_000 });
    alive.register(kind, async () => {});
    expect((await alive.claim(10)).filter((j) => j.kind === kind)).toEqual([]); // still leased
    await new Promise((r) => setTimeout(r, 350));
    const retaken = (await alive.claim(10)).filter((j) => j.kind === kind);
    expect(retaken).toHaveLength(1);
    expect(retaken[0].locked_by).toBe(alive.instanceId);
    await expect(finishJob(db.kysely, claimed[0])).rejects.toThrow(/lease/);
    await finishJob(db2.kysely, retaken[0]);
  });

  it('recurring work runs once per interval across two runners', async () => {
    const kind = `tick-${Date.now()}`;
    const runs: number[] = [];
    const a = runner(db, { tickMs: 20 });
    const b = runner(db2, { tickMs: 20 });
    for (const r of [a, b]) r.recurring(`${kind}-key`, kind, async () => void runs.push(Date.now()), 200);
    await a.start();
    await b.start();
    // Five runs, however long a busy machine takes to get there; then a little more time for a stray sixth.
    await waitFor(() => runs.length >= 5, 30_000, 'five runs');
    await new Promise((r) => setTimeout(r, 100));
    await a.stop();
    await b.stop();
    // Never closer than the interval allows (two independent schedules would run twice per 200 ms).
    for (let i = 1; i < runs.length; i++) expect(runs[i] - runs[i - 1]).toBeGreaterThanOrEqual(150);
    const rows = await db.kysely.selectFrom('jobs').select('id').where('recurring_key', '=', `${kind}-key`).execute();
    expect(rows).toHaveLength(1);
  });

  it('a failing handler is retried later, not lost', async () => {
    const kind = `flaky-${Date.now()}`;
    let calls = 0;
    const r = runner(db, { tickMs: 20 });
    r.register(kind, async (job) => {
      calls++;
      if (calls < 3) throw new Error('transient');
      await finishJob(db.kysely, job);
    });
    await enqueueJob(db.kysely, { kind });
    await r.start();
    await waitFor(() => calls >= 3, 5_000, 'third attempt');
    await waitFor(
      async () => (await db.kysely.selectFrom('jobs').select('id').where('kind', '=', kind).execute()).length === 0,
    );
    await r.stop();
  });
});

describe('JobRunner claims', () => {
  it('only the kinds it can run, leaving others to the instances that can', async () => {
    const db = (await openTestDb()).db;
    try {
      const known = `known-${Date.now()}`;
      const unknown = `unknown-${Date.now()}`;
      await enqueueJob(db.kysely, { kind: known, refId: 'a' });
      await enqueueJob(db.kysely, { kind: unknown, refId: 'b' });
      const r = new JobRunner(db, { tickMs: 20, leaseMs: 10_000 });
      r.register(known, async () => {});
      const claimed = (await r.claim(100)).filter((j) => j.kind === known || j.kind === unknown);
      expect(claimed.map((j) => j.kind)).toEqual([known]);
      const left = await db.kysely
        .selectFrom('jobs')
        .select(['kind', 'locked_by'])
        .where('kind', '=', unknown)
        .execute();
      expect(left).toEqual([{ kind: unknown, locked_by: null }]);
      expect(await new JobRunner(db, { tickMs: 20, leaseMs: 10_000 }).claim(10)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
