// Bulk sends (an extension of the API): one envelope per row of a CSV, made from a template and sent by a job.
import type { Domain } from '../domain.js';
import { batchHandlers } from './handlers.js';
import { batchJobs } from './jobs.js';

export const batchesDomain: Domain = { name: 'batches', handlers: batchHandlers, jobs: batchJobs };
