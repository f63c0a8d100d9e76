// The audit domain as the application assembles it (domains.ts): GET /audit and /audit/types. The trail itself is
// written by the events backbone.
import type { Domain } from '../domain.js';
import { auditHandlers } from './handlers.js';

export const auditDomain: Domain = { name: 'audit', handlers: auditHandlers };
