// The links domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { linkHandlers } from './handlers.js';

export const linksDomain: Domain = {
  name: 'links',
  handlers: linkHandlers,
};
