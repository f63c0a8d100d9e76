// The viewer's public operations as the application assembles them (domains.ts).
import type { Domain } from '../domain.js';
import { attentionHandlers } from './attention-handlers.js';
import { visitHandlers } from './handlers.js';

export const visitsDomain: Domain = {
  name: 'visits',
  handlers: (s) => ({ ...visitHandlers(s), ...attentionHandlers(s) }),
};
