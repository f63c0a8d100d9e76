// What a viewer group is given, checked against the room: members normalised (lowercased, duplicates kept once,
// order kept), folders that are this room's and documents filed in it (422 naming each one that is not).
import type { Trx } from '../events/record.js';
import { errors, type FieldError } from '../platform/errors.js';
import * as repo from './repository.js';

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
    const known = new Set(await repo.foldersAmong(trx, roomId, folders));
    folderIds!.forEach((id, i) => {
      if (!known.has(id)) fields.push({ field: `body.folderIds[${i}]`, message: 'is not a folder of this room' });
    });
  }
  if (documents?.length) {
    const known = new Set(await repo.filedAmong(trx, roomId, documents));
    documentIds!.forEach((id, i) => {
      if (!known.has(id))
        fields.push({ field: `body.documentIds[${i}]`, message: 'is not a document filed in this room' });
    });
  }
  if (fields.length) throw errors.unprocessableFields('', fields);
  return { folderIds: folders, documentIds: documents };
}
