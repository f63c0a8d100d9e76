// The comments domain as the application assembles it (domains.ts): the /documents/{id}/comments operations.
import type { Domain } from '../domain.js';
import { commentHandlers } from './handlers.js';

export const commentsDomain: Domain = { name: 'comments', handlers: commentHandlers };
