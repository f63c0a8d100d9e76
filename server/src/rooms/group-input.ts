// What a viewer group is given, checked against the room: members normalised (lowercased, duplicates kept once,
// order kept), folders that are this room's and documents filed in it (422 naming each one that is not).
import type { Trx } from '../events/record.js';
import { errors, type FieldError } from '../platform/errors.js';

export const MAX_GROUPS_PER_ROOM = 100;

export function normaliseMembers(members: string[]): string[] {
  return [...new Set(members.map((m) => m.trim().toLowerCase()))];
}

export async function checkGrants(
  trx: Trx,
  roomId: string,
  folderIds: string[] | undefined,
  documentIds: string[] | undefined,
): Promise<{ folderIds?: string[]; documentIds?: string[] }> {
  const fields: FieldError[] = [];
  const folders = folderIds ? [...new Set(folderIds)] : undefined;
  const documents = documentIds ? [...new Set(documentIds)] : undefined;
  if (folders?.length) {
    const known = new Set(
      (
        await trx
          .selectFrom('room_folders')
          .select('id')
          .where('room_id', '=', roomId)
          .where('id', 'in', folders)
          .execute()
      ).map((r) => r.id),
    );
    folderIds!.forEach((id, i) => {
      if (!known.has(id)) fields.push({ field: `body.folderIds[${i}]`, message: 'is not a folder of this room' });
    });
  }
  if (documents?.length) {
    const known = new Set(
      (
        await trx
          .selectFrom('room_documents as rd')
          .innerJoin('documents as d', 'd.id', 'rd.document_id')
          .select('rd.document_id')
          .where('rd.room_id', '=', roomId)
          .where('d.deleted_at', 'is', null)
          .where('rd.document_id', 'in', documents)
          .execute()
      ).map((r) => r.document_id),
    );
    documentIds!.forEach((id, i) => {
      if (!known.has(id))
        fields.push({ field: `body.documentIds[${i}]`, message: 'is not a document filed in this room' });
    });
  }
  if (fields.length) throw errors.unprocessableFields('', fields);
  return { folderIds: folders, documentIds: documents };
}
