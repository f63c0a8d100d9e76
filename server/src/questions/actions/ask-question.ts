// The reader's side of viewer questions (POST/GET /public/visits/{visitId}/questions…): open a thread, write
// back in one, read them. The caller has already checked the visit (opened, link still answering) and resolved
// what the question is about; the owner is mailed after each message is kept.
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { questionErrors } from '../errors.js';
import { mailOwnerOnQuestion } from '../notify.js';
import type { ThreadParts } from '../present.js';
import * as repo from '../repository.js';
import type { QuestionMessagesTable, QuestionThreadsTable } from '../tables.js';
import { threadSubject } from '../subject.js';

/** The visit asking, as far as its threads need it. */
export interface AskingVisit {
  id: string;
  workspaceId: string;
  /** The address the link captured, or null. */
  email: string | null;
  linkId: string;
  linkName: string;
}

/** What the question is about: a document (with its title), or a room as a whole (documentId null). */
export interface QuestionTarget {
  documentId: string | null;
  dataRoomId: string | null;
  about: string;
}

function cleanBody(body: string): string {
  const trimmed = body.trim();
  if (!trimmed) throw questionErrors.blankBody();
  return trimmed;
}

function viewerMessage(threadId: string, body: string): QuestionMessagesTable {
  return { id: newId('msg'), thread_id: threadId, author: 'viewer', body, delivered: 1, created_at: monotonicIso() };
}

export async function askQuestion(
  s: Services,
  ctx: ActionContext,
  { visit, target, body: asked }: { visit: AskingVisit; target: QuestionTarget; body: string },
): Promise<ThreadParts> {
  const body = cleanBody(asked);
  const id = newId('thr');
  const message = viewerMessage(id, body);
  const thread: QuestionThreadsTable = {
    id,
    workspace_id: visit.workspaceId,
    visit_id: visit.id,
    link_id: visit.linkId,
    link_name: visit.linkName,
    document_id: target.documentId,
    data_room_id: target.dataRoomId,
    about: target.about,
    asked_by_email: visit.email,
    email_key: visit.email?.toLowerCase() ?? null,
    awaiting_owner: 1,
    message_count: 1,
    created_at: message.created_at,
    last_message_at: message.created_at,
  };
  await s.events.transaction(ctx, async (tx) => {
    if ((await repo.countVisitThreads(tx.trx, visit.id)) >= repo.THREADS_PER_VISIT)
      throw questionErrors.tooManyThreads();
    await repo.insertThread(tx.trx, thread);
    await repo.insertMessage(tx.trx, message);
    await tx.emit({
      type: 'question.asked',
      description: `${ctx.actor.name} asked about "${thread.about}"`,
      ...threadSubject(thread),
      metadata: { threadId: id, messageId: message.id, followUp: false },
    });
  });
  await mailOwnerOnQuestion(s, thread, body, false);
  return { thread, messages: [message] };
}

export async function writeBack(
  s: Services,
  ctx: ActionContext,
  { visitId, threadId, message: input }: { visitId: string; threadId: string; message: { body: string } },
): Promise<ThreadParts> {
  const body = cleanBody(input.body);
  const message = viewerMessage(threadId, body);
  const thread = await s.events.transaction(ctx, async (tx) => {
    if (!(await repo.findVisitThread(tx.trx, visitId, threadId))) throw questionErrors.visitThreadNotFound();
    const bumped = await repo.bumpThread(tx.trx, threadId, 'viewer', message.created_at);
    if (!bumped) throw questionErrors.threadFull();
    await repo.insertMessage(tx.trx, message);
    await tx.emit({
      type: 'question.asked',
      description: `${ctx.actor.name} wrote back about "${bumped.about}"`,
      ...threadSubject(bumped),
      metadata: { threadId, messageId: message.id, followUp: true },
    });
    return bumped;
  });
  await mailOwnerOnQuestion(s, thread, body, true);
  return { thread, messages: (await repo.messagesOf(s.db.kysely, [threadId])).get(threadId)! };
}

export async function listVisitQuestions(s: Services, visitId: string): Promise<ThreadParts[]> {
  const threads = await repo.listVisitThreads(s.db.kysely, visitId);
  const messages = await repo.messagesOf(
    s.db.kysely,
    threads.map((t) => t.id),
  );
  return threads.map((thread) => ({ thread, messages: messages.get(thread.id)! }));
}
