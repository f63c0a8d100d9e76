import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../../base/delete-command.js';
import { roomDocumentId, roomId } from '../../../shared/rooms/format.js';

export default class RoomsDocumentsRemove extends DeleteCommand<typeof RoomsDocumentsRemove> {
  static override summary = 'Take a document out of a room';
  static override description =
    'Calls DELETE /rooms/{id}/documents/{documentId}: the document stays in the workspace, untouched; links into the room stop showing it. Refused while frozen. Pass --yes without a terminal.';
  static override examples = ['<%= config.bin %> rooms documents remove room_4n8c2v6b1z doc_3k9d2m1x8q --yes'];
  static override args = {
    id: roomId,
    documentId: roomDocumentId,
  };

  protected override target(): string {
    return this.args.documentId;
  }

  protected question(): string {
    return `Take ${this.args.documentId} out of room ${this.args.id}? The document itself stays.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.rooms.documents.remove(this.args.id, this.args.documentId);
  }

  protected done(): string {
    return `Took ${this.args.documentId} out of room ${this.args.id}.`;
  }
}
