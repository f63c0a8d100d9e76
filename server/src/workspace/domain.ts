// The workspace's own settings as the application assembles it (domains.ts): its sender name and the origins
// allowed to frame its pages.
import type { Domain } from '../domain.js';
import { workspaceHandlers } from './handlers.js';

export const workspaceDomain: Domain = { name: 'workspace', handlers: workspaceHandlers };
