// The requests domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { requestHandlers } from './handlers.js';
import { requestJobs } from './jobs.js';

export const requestsDomain: Domain = {
  name: 'requests',
  handlers: requestHandlers,
  jobs: requestJobs,
};
