// Threads as the owner reads them (Thread) and as the reader who asked sees them (VisitorThread).
import type { Thread, VisitorThread } from '../generated/api/types.gen.js';
import type { QuestionMessagesTable, QuestionThreadsTable } from './tables.js';

export interface ThreadParts {
  thread: QuestionThreadsTable;
  messages: QuestionMessagesTable[];
}

export function toThread({ thread: t, messages }: ThreadParts): Thread {
  return {
    id: t.id,
    documentId: t.document_id,
    dataRoomId: t.data_room_id,
    shareLinkId: t.link_id,
    linkName: t.link_name,
    about: t.about,
    askedByEmail: t.asked_by_email,
    awaitingOwner: t.awaiting_owner === 1,
    createdAt: t.created_at,
    lastMessageAt: t.last_message_at,
    messages: messages.map((m) => ({
      id: m.id,
      author: m.author,
      body: m.body,
      createdAt: m.created_at,
      delivered: m.author === 'viewer' || m.delivered === 1,
    })),
  };
}

export function toVisitorThread({ thread: t, messages }: ThreadParts): VisitorThread {
  return {
    id: t.id,
    documentId: t.document_id,
    about: t.about,
    awaitingReply: t.awaiting_owner === 1,
    createdAt: t.created_at,
    lastMessageAt: t.last_message_at,
    messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: m.created_at })),
  };
}
