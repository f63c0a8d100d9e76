// What a reader's question is about: the document they name (one this visit may read, else 422 naming
// body.documentId), else the link's document, else (on a room link) the room as a whole.
import type { Services } from '../services.js';
import { readableIn } from '../reader/index.js';
import type { OpenedVisit } from '../visits/index.js';
import type { AskingVisit, QuestionTarget } from './actions/ask-question.js';

export async function questionTarget(
  s: Services,
  v: OpenedVisit,
  documentId: string | undefined,
): Promise<QuestionTarget> {
  const id = documentId ?? v.link.document_id;
  if (id)
    return {
      documentId: id,
      dataRoomId: v.link.data_room_id,
      about: (await readableIn(s.db.kysely, v.link, id)).title,
    };
  return { documentId: null, dataRoomId: v.link.data_room_id, about: v.link.room_name ?? 'Data room' };
}

export function askingVisit(v: OpenedVisit): AskingVisit {
  return {
    id: v.visit.id,
    workspaceId: v.link.workspace_id,
    email: v.visit.viewer_email,
    linkId: v.link.id,
    linkName: v.link.name,
  };
}
