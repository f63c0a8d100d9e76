// The domains of the application, listed once: app.ts serves their handlers, runtime.ts runs their jobs and
// subscribers. A new domain joins here.
import { agreementsDomain } from './agreements/domain.js';
import { analyticsDomain } from './analytics/domain.js';
import { auditDomain } from './audit/domain.js';
import { batchesDomain } from './batches/domain.js';
import { commentsDomain } from './comments/domain.js';
import { discoveryDomain } from './discovery/domain.js';
import { documentsDomain } from './documents/domain.js';
import { envelopesDomain } from './envelopes/domain.js';
import type { Domain } from './domain.js';
import { foldersDomain } from './folders/domain.js';
import { healthDomain } from './health/domain.js';
import { linksDomain } from './links/domain.js';
import { questionsDomain } from './questions/domain.js';
import { readerDomain } from './reader/domain.js';
import { requestsDomain } from './requests/domain.js';
import { roomsDomain } from './rooms/domain.js';
import { templatesDomain } from './templates/domain.js';
import { visitsDomain } from './visits/domain.js';
import { webhooksDomain } from './webhooks/domain.js';
import { streamDomain } from './stream/domain.js';
import { workspaceDomain } from './workspace/domain.js';
import { filesDomain } from './files/domain.js';

export const domains: readonly Domain[] = [
  discoveryDomain,
  healthDomain,
  workspaceDomain,
  auditDomain,
  webhooksDomain,
  streamDomain,
  documentsDomain,
  templatesDomain,
  foldersDomain,
  commentsDomain,
  envelopesDomain,
  batchesDomain,
  linksDomain,
  roomsDomain,
  agreementsDomain,
  requestsDomain,
  visitsDomain,
  analyticsDomain,
  questionsDomain,
  readerDomain,
  filesDomain,
];
