// The agreements domain as the application assembles it (domains.ts).
import type { Domain } from '../domain.js';
import { agreementHandlers } from './handlers.js';

export const agreementsDomain: Domain = {
  name: 'agreements',
  handlers: agreementHandlers,
};
