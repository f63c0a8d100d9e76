// The reader features (the assistant and the reaction bar) as the application assembles them (domains.ts).
import type { Domain } from '../domain.js';
import { readerHandlers } from './handlers.js';

export const readerDomain: Domain = {
  name: 'reader',
  handlers: readerHandlers,
};
