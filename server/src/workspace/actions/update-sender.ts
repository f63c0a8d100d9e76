// PATCH /workspace/sender: the name envelopes sent from now on (and file-request emails) carry; null goes back to
// the workspace's name; and the workspace's language. Envelopes already sent keep theirs: it is part of what their signers were shown.
import type { ActionContext } from '../../platform/context.js';
import { errors } from '../../platform/errors.js';
import type { Locale } from '../../platform/i18n/locales.js';
import type { Services } from '../../services.js';
import { senderOf, type Sender } from '../index.js';
import { setSender } from '../repository.js';

export async function updateSender(
  s: Services,
  ctx: ActionContext,
  input: { name?: string | null; locale?: Locale },
): Promise<Sender> {
  if (input.name === undefined && input.locale === undefined)
    throw errors.validation([{ field: 'body', message: 'must set name or locale' }]);
  const name = input.name == null ? input.name : input.name.trim();
  // A name goes into mail headers and sentences: one line, something to read.
  if (typeof name === 'string' && (name.length === 0 || name.length > 100 || /[\r\n\u0000-\u001f]/.test(name)))
    throw errors.validation([{ field: 'body.name', message: 'must be 1-100 characters on one line' }]);
  await setSender(s.db.kysely, ctx.workspaceId, { name, locale: input.locale });
  if (input.locale !== undefined) s.facts.forget(); // this instance's next page speaks the new language at once
  return senderOf(s.db.kysely, ctx.workspaceId);
}
