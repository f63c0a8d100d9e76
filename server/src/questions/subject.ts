// How a thread is named in the audit trail: by the link it came through, with its document.
import type { QuestionThreadsTable } from './tables.js';

export function threadSubject(t: QuestionThreadsTable): {
  subject: { kind: 'link'; id: string; title: string };
  shareLinkId: string;
  documentId: string | null;
} {
  return {
    subject: { kind: 'link' as const, id: t.link_id, title: t.link_name },
    shareLinkId: t.link_id,
    documentId: t.document_id,
  };
}
