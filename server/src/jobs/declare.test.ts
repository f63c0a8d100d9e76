// Jobs declared by the domains: registered from their lists with the services they run with; a kind declared
// twice is refused at start-up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import type { Db } from '../db/connect.js';
import { jobs } from '../runtime.js';
import { enqueueJob, finishJob, JobRunner, type JobSpec } from './queue.js';

let db: Db;
beforeAll(async () => {
  ({ db } = await openTestDb());
});
afterAll(() => db.close());

describe('declared jobs', () => {
  it('run with the services they were declared with', async () => {
    const runner = new JobRunner(db, { tickMs: 20, leaseMs: 10_000 });
    const kind = `declared-${Date.now()}`;
    const ran: string[] = [];
    const specs: JobSpec<{ name: string }>[] = [
      { kind, run: async (s, job) => (ran.push(`${s.name} ${job.ref_id}`), finishJob(db.kysely, job)) },
    ];
    runner.declare(specs, { name: 'services' });
    await enqueueJob(db.kysely, { kind, refId: 'r1' });
    await runner.drain();
    expect(ran).toEqual(['services r1']);
  });

  it('refuses a kind declared twice, and the runtime list declares each kind once', () => {
    const runner = new JobRunner(db, { tickMs: 20, leaseMs: 10_000 });
    const spec: JobSpec<null> = { kind: 'twice', run: async () => {} };
    expect(() => runner.declare([spec, spec], null)).toThrow('job kind twice is declared twice');
    const kinds = jobs.map((j) => j.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds).toContain('webhook.deliver');
  });
});
