// POST /batches/{id}/void: stops the batch if it is still sending, then the single void for every envelope of it
// that has not ended.
import { voidEnvelope } from '../../envelopes/actions/void-envelope.js';
import type { ActionContext } from '../../platform/context.js';
import type { Batch } from '../../generated/api/types.gen.js';
import { ApiError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadBatch, presentBatch } from '../index.js';
import * as repo from '../repository.js';
import { stopBatch } from './cancel-batch.js';

export async function voidBatch(
  s: Services,
  ctx: ActionContext,
  input: { id: string; reason: string },
): Promise<{ batch: Batch; voided: number; skipped: number }> {
  const b = await loadBatch(s, ctx.workspaceId, input.id);
  await stopBatch(s, ctx, { id: b.id, reason: 'requested' });
  let voided = 0;
  let skipped = 0;
  for (const envelopeId of await repo.envelopeIdsOf(s.db.kysely, b.id)) {
    try {
      await voidEnvelope(s, ctx, { id: envelopeId, reason: input.reason });
      voided++;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) skipped++;
      else throw err;
    }
  }
  return { batch: await presentBatch(s, await loadBatch(s, ctx.workspaceId, input.id)), voided, skipped };
}
