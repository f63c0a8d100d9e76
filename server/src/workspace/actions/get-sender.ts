// GET /workspace/sender: who the workspace's signing requests and file-request emails say they come from.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { senderOf, type Sender } from '../index.js';

export async function getSender(s: Services, ctx: ActionContext): Promise<Sender> {
  return senderOf(s.db.kysely, ctx.workspaceId);
}
