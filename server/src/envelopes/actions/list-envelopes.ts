// GET /envelopes: newest first by sentAt, keyset-paginated, each with its recipients (never signing links).
import type { Envelope } from '../../generated/api/types.gen.js';
import type { ActionContext } from '../../platform/context.js';
import { page } from '../../platform/pagination.js';
import type { Services } from '../../services.js';
import { toEnvelope } from '../present.js';
import * as repo from '../repository.js';
import type { EnvelopeStatus } from '../tables.js';

const LIST = 'envelopes';

export async function listEnvelopes(s: Services, ctx: ActionContext, input: { status?: EnvelopeStatus; limit?: number; cursor?: string }): Promise<{ data: Envelope[]; nextCursor: string | null }> {
  const limit = input.limit ?? 50;
  const after = s.cursors.decode(input.cursor, LIST + (input.status ? `:${input.status}` : ''), ctx.workspaceId);
  const rows = await repo.listEnvelopes(s.db.kysely, { workspaceId: ctx.workspaceId, status: input.status, limit, after: after ? [String(after[0]), String(after[1])] : undefined });
  const served = page(rows, limit, (e) => [e.sent_at, e.id]);
  const recipients = await repo.findRecipientsOf(s.db.kysely, served.rows.map((e) => e.id));
  return {
    data: served.rows.map((e) => toEnvelope(e, recipients.get(e.id)!)),
    nextCursor: served.after ? s.cursors.encode(LIST + (input.status ? `:${input.status}` : ''), ctx.workspaceId, served.after) : null,
  };
}
