// Scheduled work of file requests: one recurring reminder sweep, once across instances through the job table.
import type { Services } from '../services.js';
import { sendDueReminders } from './actions/send-reminders.js';

export const REMIND_JOB = 'requests.remind';

/** The requests' scheduled work, declared in their domain (domains.ts). */
export const requestJobs = [
  {
    kind: REMIND_JOB,
    recurring: { key: REMIND_JOB },
    run: async (s: Services) => {
      await sendDueReminders(s);
    },
  },
];
