// The analytics domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { analyticsHandlers } from './handlers.js';

export const analyticsDomain: Domain = {
  name: 'analytics',
  handlers: analyticsHandlers,
};
