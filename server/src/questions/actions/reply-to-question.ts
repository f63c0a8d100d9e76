// POST /questions/{id}/reply: the owner answers; the reply is kept, then mailed to the asker when they gave an
// address. `delivered` is the mail's outcome, recorded on the message.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { questionErrors } from '../errors.js';
import { loadThread } from '../index.js';
import { mailReplyToAsker } from '../notify.js';
import type { ThreadParts } from '../present.js';
import * as repo from '../repository.js';
import type { QuestionMessagesTable } from '../tables.js';
import { threadSubject } from '../subject.js';

export async function replyToQuestion(
  s: Services,
  ctx: ActionContext,
  { id, reply: input }: { id: string; reply: { body: string } },
): Promise<ThreadParts & { delivered: boolean }> {
  const body = input.body.trim();
  if (!body) throw questionErrors.blankBody();
  const message: QuestionMessagesTable = {
    id: newId('msg'),
    thread_id: id,
    author: 'owner',
    body,
    delivered: 0,
    created_at: monotonicIso(),
  };
  const thread = await s.events.transaction(ctx, async (tx) => {
    await loadThread(s, ctx.workspaceId, id, tx.trx);
    const bumped = await repo.bumpThread(tx.trx, id, 'owner', message.created_at);
    if (!bumped) throw questionErrors.threadFull();
    await repo.insertMessage(tx.trx, message);
    await tx.emit({
      type: 'question.replied',
      description: `Replied to ${bumped.asked_by_email ?? 'an anonymous reader'}'s question about "${bumped.about}"`,
      ...threadSubject(bumped),
      metadata: { threadId: bumped.id, messageId: message.id },
    });
    return bumped;
  });
  const messages = (await repo.messagesOf(s.db.kysely, [thread.id])).get(thread.id)!;
  const question = messages[0]?.body ?? '';
  const slug = await repo.liveLinkSlug(s.db.kysely, thread.link_id);
  const delivered = await mailReplyToAsker(s, thread, question, body, slug ? `${s.config.linkOrigin}/v/${slug}` : null);
  if (delivered) {
    await repo.setDelivered(s.db.kysely, message.id, true);
    for (const m of messages) if (m.id === message.id) m.delivered = 1;
  }
  return { thread, messages, delivered };
}
