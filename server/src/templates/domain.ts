// The templates domain as the application assembles it (domains.ts): the /templates operations.
import type { Domain } from '../domain.js';
import { templateHandlers } from './handlers.js';

export const templatesDomain: Domain = { name: 'templates', handlers: templateHandlers };
