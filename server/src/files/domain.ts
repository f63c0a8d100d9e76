// File storage as the application assembles it (domains.ts): no operations of its own, one scheduled job that
// removes blobs a failed or killed write left behind (maintenance.ts), once across instances.
import type { Domain } from '../domain.js';
import { sweepOrphanBlobs } from './maintenance.js';

export const SWEEP_JOB = 'files.sweep';

export const filesDomain: Domain = {
  name: 'files',
  handlers: () => ({}),
  jobs: [
    {
      kind: SWEEP_JOB,
      recurring: { key: SWEEP_JOB, everyMs: 15 * 60_000 },
      run: async (s) => void (await sweepOrphanBlobs(s.db.kysely, s.blobs)),
    },
  ],
};
