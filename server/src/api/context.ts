// The action context of a keyed API call: the workspace, the key that made it, the caller's address and agent.
import { keyContext, originOf, type ActionContext } from '../platform/context.js';
import type { KeyedRequest } from './handlers.js';

export function apiContext(req: KeyedRequest): ActionContext {
  const key = req.auth;
  return keyContext(key.workspace.id, key, key.workspace.email, originOf(req));
}
