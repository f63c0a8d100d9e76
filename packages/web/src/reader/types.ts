// The wire shapes of the reader features' public operations, from the types generated from the spec (type-only).
import type { CallOptions } from '../api.js';

export type {
  AssistantAnswer,
  AssistantPassage,
  FeedbackReaction,
  ViewerDocument,
  VisitContent,
  VisitFeedback,
  VisitorThread,
  VisitorThreadMessage,
} from '@dossier/sdk/types';

/** What the viewer page lends the reader features. */
export interface ReaderHost {
  /** A visit operation (`rest` after /public/visits/{visitId}), with the visit's token. */
  call<T>(rest: string, opts?: CallOptions): Promise<T>;
  /** The page's handling of the errors every call shares (410, 401, gates_pending); true when it took the error. */
  failed(e: unknown): boolean;
  /** Opens one of the room's documents (a passage of another document was chosen). */
  openDocument(documentId: string): Promise<void>;
}
