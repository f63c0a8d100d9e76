// What a link's settings name must exist in this workspace: the pinned version (of this document; never on a
// room link), the agreement (in the library), the group (of this room, not deleted). Each a 422 naming the field.
import type { Trx } from '../events/record.js';
import { errors } from '../platform/errors.js';
import * as repo from './repository.js';
import type { ShareLinksTable } from './tables.js';

const refuse = (field: string, message: string) =>
  errors.unprocessable(`${field} ${message}`, { fields: [{ field, message }] });

export async function checkReferences(
  trx: Trx,
  workspaceId: string,
  next: ShareLinksTable,
  sent: { pinnedVersionId?: unknown; agreementId?: unknown },
): Promise<void> {
  if (next.pinned_version_id !== null && sent.pinnedVersionId !== undefined) {
    if (!next.document_id)
      throw refuse('body.pinnedVersionId', 'cannot be set on a room link (rooms always serve their live documents)');
    if (!(await repo.versionOf(trx, workspaceId, next.document_id, next.pinned_version_id)))
      throw refuse('body.pinnedVersionId', "is not one of this link's document versions");
  }
  if (next.agreement_id !== null && sent.agreementId !== undefined) {
    if (!(await repo.agreementOf(trx, workspaceId, next.agreement_id)))
      throw refuse('body.agreementId', "is not in this workspace's agreements library");
  }
}

export async function checkGroup(trx: Trx, roomId: string, groupId: string): Promise<void> {
  if (!(await repo.groupOf(trx, roomId, groupId))) throw refuse('body.groupId', 'is not a viewer group of this room');
}

export async function groupExists(trx: Trx, groupId: string): Promise<boolean> {
  return repo.groupExists(trx, groupId);
}

export { refuse as refuseField };
