// Envelopes: the sender's operations, the public signing operations, the evidence reads and the public verify of
// an executed PDF; the sweep (expiry, automatic reminders) and the completion and executed-copy mail jobs.
import type { Domain } from '../domain.js';
import { completionJobs } from './completion.js';
import { evidenceHandlers } from './evidence-handlers.js';
import { envelopeHandlers } from './handlers.js';
import { envelopeJobs } from './jobs.js';
import { signingHandlers } from './signing-handlers.js';
import { verifyHandlers } from './verify-handlers.js';

export const envelopesDomain: Domain = {
  name: 'envelopes',
  handlers: (s) => ({ ...envelopeHandlers(s), ...signingHandlers(s), ...evidenceHandlers(s), ...verifyHandlers(s) }),
  jobs: [...envelopeJobs, ...completionJobs],
};
