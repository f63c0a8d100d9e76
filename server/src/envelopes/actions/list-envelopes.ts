// GET /envelopes: newest first by sentAt, keyset-paginated, each with its recipients (never signing links).
import type { Envelope } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import type { Page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { toEnvelope } from '../present.js';
import * as repo from '../repository.js';
import type { EnvelopeStatus } from '../tables.js';

const LIST = 'envelopes';

export async function listEnvelopes(
  s: Services,
  ctx: ActionContext,
  input: { status?: EnvelopeStatus; limit?: number; cursor?: string },
): Promise<Page<Envelope>> {
  const limit = input.limit ?? 50;
  // A cursor is good for the status it was issued under only.
  const list = s.cursors.list(LIST + (input.status ? `:${input.status}` : ''), ctx.workspaceId);
  const rows = await repo.listEnvelopes(s.db.kysely, {
    workspaceId: ctx.workspaceId,
    status: input.status,
    limit,
    after: list.after(input.cursor),
  });
  const served = list.page(rows, limit, (e) => [e.sent_at, e.id]);
  const recipients = await repo.findRecipientsOf(
    s.db.kysely,
    served.items.map((e) => e.id),
  );
  return { items: served.items.map((e) => toEnvelope(e, recipients.get(e.id)!)), nextCursor: served.nextCursor };
}
