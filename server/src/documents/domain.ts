// The documents domain as the application assembles it (domains.ts): the /documents operations.
import type { Domain } from '../domain.js';
import { documentHandlers } from './handlers.js';

export const documentsDomain: Domain = { name: 'documents', handlers: documentHandlers };
