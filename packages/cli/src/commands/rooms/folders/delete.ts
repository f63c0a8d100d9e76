import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../../base/delete-command.js';
import { roomFolderId, roomId } from '../../../shared/rooms/format.js';

export default class RoomsFoldersDelete extends DeleteCommand<typeof RoomsFoldersDelete> {
  static override summary = 'Delete a room folder';
  static override description =
    'Calls DELETE /rooms/{id}/folders/{folderId}: its documents return to the top level of the room. Refused while frozen. Pass --yes without a terminal.';
  static override examples = ['<%= config.bin %> rooms folders delete room_4n8c2v6b1z rfl_2m6x9c4v8b --yes'];
  static override args = {
    id: roomId,
    folderId: roomFolderId,
  };

  protected override target(): string {
    return this.args.folderId;
  }

  protected question(): string {
    return `Delete folder ${this.args.folderId}? Its documents move to the top level of the room.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.rooms.folders.delete(this.args.id, this.args.folderId);
  }

  protected done(): string {
    return `Deleted folder ${this.args.folderId}.`;
  }
}
