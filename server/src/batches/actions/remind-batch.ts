// POST /batches/{id}/remind: the single remind for every envelope of the batch still out; the others are skipped.
import { remindEnvelope } from '../../envelopes/actions/remind-envelope.js';
import type { ActionContext } from '../../platform/context.js';
import type { Batch } from '../../generated/api/types.gen.js';
import { ApiError } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { loadBatch, presentBatch } from '../index.js';
import * as repo from '../repository.js';

export async function remindBatch(
  s: Services,
  ctx: ActionContext,
  { id }: { id: string },
): Promise<{ batch: Batch; reminded: number; skipped: number }> {
  const b = await loadBatch(s, ctx.workspaceId, id);
  let reminded = 0;
  let skipped = 0;
  for (const envelopeId of await repo.envelopeIdsOf(s.db.kysely, b.id)) {
    try {
      await remindEnvelope(s, ctx, envelopeId);
      reminded++;
    } catch (err) {
      // 409: ended, or waiting on nobody; anything else is a real failure and stops the call.
      if (err instanceof ApiError && err.status === 409) skipped++;
      else throw err;
    }
  }
  return { batch: await presentBatch(s, b), reminded, skipped };
}
