// Checks a stream's request, finds where it starts (after Last-Event-ID's event, else after the newest event
// committed so far) and claims its place among the key's streams over every instance (hub.ts). Writing the stream
// is the handler's (it owns the connection), and so is giving the place back if it does not open it.
import type { ApiKeyRecord } from '../../auth/keys.js';
import { settleChain } from '../../events/chain.js';
import type { ActionContext } from '../../platform/context.js';
import { ApiError, errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { hubOf, MAX_PER_KEY, RETRY_AFTER_S, type StreamSpec } from '../hub.js';
import { parseEventFilter } from '../patterns.js';

export async function openStream(
  s: Services,
  ctx: ActionContext,
  input: { key: ApiKeyRecord; events?: string; lastEventId?: string },
): Promise<StreamSpec> {
  const filter = parseEventFilter(input.events);
  // PostgreSQL: every entry committed so far gets its place first, so "after it" is exact.
  await settleChain(s.db.kysely, ctx.workspaceId);
  let cursor: number;
  if (input.lastEventId !== undefined) {
    const seq = await s.feed.seqOf(ctx.workspaceId, input.lastEventId);
    if (seq === null)
      throw errors.validation([{ field: 'header.last-event-id', message: 'names no event of this workspace' }]);
    cursor = seq;
  } else {
    cursor = await s.feed.head(ctx.workspaceId);
  }
  // Last, once the request is known good: nothing to give back on a 400.
  const id = await hubOf(s).claim(input.key.id);
  if (id === null) throw tooManyStreams();
  return {
    id,
    workspaceId: ctx.workspaceId,
    key: {
      key_id: input.key.id,
      key_scopes: JSON.stringify(input.key.scopes),
      key_revoked_at: null,
      key_expires_at: input.key.expiresAt?.toISOString() ?? null,
    },
    filter,
    cursor,
  };
}

/** 429 with retry-after: the key has MAX_PER_KEY streams open, over every instance. */
function tooManyStreams(): ApiError {
  return new ApiError(
    'rate_limited',
    `at most ${MAX_PER_KEY} event streams may be open at once per key; close one, or retry in ${RETRY_AFTER_S} seconds`,
    { limit: MAX_PER_KEY },
    { 'retry-after': String(RETRY_AFTER_S) },
  );
}
