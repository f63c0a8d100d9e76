// PATCH /workspace/sender: the name envelopes sent from now on (and file-request emails) carry; null goes back to
// the workspace's name. Envelopes already sent keep theirs: it is part of what their signers were shown.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Services } from '../../services.js';
import { senderOf, type Sender } from '../guards.js';
import { setSenderName } from '../repository.js';

export async function updateSender(s: Services, ctx: ActionContext, input: { name: string | null }): Promise<Sender> {
  const name = input.name === null ? null : input.name.trim();
  // A name goes into mail headers and sentences: one line, something to read.
  if (name !== null && (name.length === 0 || name.length > 100 || /[\r\n\u0000-\u001f]/.test(name)))
    throw errors.validation([{ field: 'body.name', message: 'must be 1-100 characters on one line' }]);
  await setSenderName(s.db.kysely, ctx.workspaceId, name);
  return senderOf(s.db.kysely, ctx.workspaceId);
}
