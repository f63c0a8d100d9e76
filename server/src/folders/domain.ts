// The folders domain as the application assembles it (domains.ts): the /folders operations.
import type { Domain } from '../domain.js';
import { folderHandlers } from './handlers.js';

export const foldersDomain: Domain = { name: 'folders', handlers: folderHandlers };
