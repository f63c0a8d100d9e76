// The health probes as the application assembles them (domains.ts): GET /healthz and GET /readyz.
import type { Domain } from '../domain.js';
import { healthHandlers } from './handlers.js';

export const healthDomain: Domain = { name: 'health', handlers: (s) => healthHandlers(s) };
