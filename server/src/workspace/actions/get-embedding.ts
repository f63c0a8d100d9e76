// GET /workspace/embedding: the origins allowed to frame the workspace's signing page and viewer.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { embedOriginsOf } from '../index.js';

export async function getEmbedding(s: Services, ctx: ActionContext): Promise<{ allowedOrigins: string[] }> {
  return { allowedOrigins: await embedOriginsOf(s.db.kysely, ctx.workspaceId) };
}
