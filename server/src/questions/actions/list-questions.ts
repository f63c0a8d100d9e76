// GET /questions and GET /questions/{id}: the owner reads the workspace's threads with every message.
import type { ActionContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { loadThread } from '../index.js';
import type { ThreadParts } from '../present.js';
import * as repo from '../repository.js';

export interface QuestionFilter {
  awaiting?: boolean;
  documentId?: string;
  dataRoomId?: string;
  shareLinkId?: string;
  email?: string;
}

export async function listQuestions(s: Services, ctx: ActionContext, f: QuestionFilter): Promise<ThreadParts[]> {
  const threads = await repo.listThreads(s.db.kysely, {
    ...f,
    email: f.email?.toLowerCase(),
    workspaceId: ctx.workspaceId,
  });
  const messages = await repo.messagesOf(
    s.db.kysely,
    threads.map((t) => t.id),
  );
  return threads.map((thread) => ({ thread, messages: messages.get(thread.id)! }));
}

export async function getQuestion(s: Services, ctx: ActionContext, id: string): Promise<ThreadParts> {
  const thread = await loadThread(s, ctx.workspaceId, id);
  return { thread, messages: (await repo.messagesOf(s.db.kysely, [thread.id])).get(thread.id)! };
}
