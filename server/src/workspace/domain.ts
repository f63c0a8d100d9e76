// The workspace's own settings as the application assembles it (domains.ts): its sender name.
import type { Domain } from '../domain.js';
import { workspaceHandlers } from './handlers.js';

export const workspaceDomain: Domain = { name: 'workspace', handlers: workspaceHandlers };
