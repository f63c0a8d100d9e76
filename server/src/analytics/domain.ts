// The analytics domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { analyticsHandlers } from './handlers.js';
import { foldSectionLog } from './rollup.js';

export const FOLD_JOB = 'analytics.fold';

export const analyticsDomain: Domain = {
  name: 'analytics',
  handlers: analyticsHandlers,
  // Reads are exact whatever the lag (they merge the log not folded yet); folding keeps that log short.
  jobs: [
    {
      kind: FOLD_JOB,
      recurring: { key: FOLD_JOB, everyMs: 5_000 },
      run: async (s) => void (await foldSectionLog(s.db.kysely)),
    },
  ],
};
