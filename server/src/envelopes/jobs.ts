// Scheduled work of envelopes: one recurring sweep (once across instances, through the job table) that expires
// envelopes past expiresAt and sends the automatic reminders that are due. Each envelope is claimed with a
// conditional UPDATE, so even two sweeps at once act on it once.
import { systemContext } from '../platform/context.js';
import type { Services } from '../services.js';
import { expireEnvelope } from './actions/expire-envelope.js';
import { sendReminders } from './actions/remind-envelope.js';
import { nextReminderAt } from './routing.js';
import * as repo from './repository.js';

export const SWEEP_JOB = 'envelopes.sweep';
const BATCH = 100;

/** The envelopes' scheduled work, in the shape domains declare their `jobs` in (JobSpec of jobs/queue.ts). */
export const envelopeJobs = [
  {
    kind: SWEEP_JOB,
    recurring: { key: SWEEP_JOB },
    run: async (s: Services) => {
      await sweepEnvelopes(s);
    },
  },
];

export async function sweepEnvelopes(s: Services, now = new Date()): Promise<{ expired: number; reminded: number }> {
  const iso = now.toISOString();
  const q = s.db.kysely;
  let expired = 0;
  let reminded = 0;
  const due = await repo.dueToExpire(q, iso, BATCH);
  for (const e of due) if (await expireEnvelope(s, systemContext(e.workspace_id), e.id)) expired++;

  const reminders = await repo.dueForReminder(q, iso, BATCH);
  for (const e of reminders) {
    // Claim this reminder: only the sweep that moves next_reminder_at from the value it read sends it.
    if (!(await repo.claimReminder(q, e, nextReminderAt(e, iso)))) continue;
    if (await sendReminders(s, systemContext(e.workspace_id), e)) reminded++;
  }
  return { expired, reminded };
}
