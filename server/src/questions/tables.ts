// Viewer questions: threads opened by readers of share links, and their messages.
export interface QuestionThreadsTable {
  id: string;
  workspace_id: string;
  visit_id: string;
  link_id: string;
  /** The link's name when the question was asked (the thread outlives the link). */
  link_name: string;
  document_id: string | null;
  data_room_id: string | null;
  /** The document title or room name the question is about, as it was then. */
  about: string;
  asked_by_email: string | null;
  /** asked_by_email lower-cased (the `email` filter). */
  email_key: string | null;
  /** 1 while the reader spoke last. */
  awaiting_owner: number;
  message_count: number;
  created_at: string;
  last_message_at: string;
}

export type MessageAuthor = 'viewer' | 'owner';

export interface QuestionMessagesTable {
  id: string;
  thread_id: string;
  author: MessageAuthor;
  body: string;
  /** 1 or 0: an owner reply whose mail the transport accepted; always 1 for the reader's messages. */
  delivered: number;
  created_at: string;
}

export interface QuestionTables {
  question_threads: QuestionThreadsTable;
  question_messages: QuestionMessagesTable;
}
