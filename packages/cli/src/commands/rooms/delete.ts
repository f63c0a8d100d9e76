import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../base/delete-command.js';
import { roomId } from '../../shared/rooms/format.js';

export default class RoomsDelete extends DeleteCommand<typeof RoomsDelete> {
  static override summary = 'Move a data room to the trash';
  static override description =
    `Calls DELETE /rooms/{id}: every link into it stops answering at once; the documents filed in it stay in the workspace.

Asks for confirmation when standard input is a terminal; without one, pass --yes. With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> rooms delete room_4n8c2v6b1z --yes'];
  static override args = { id: roomId };

  protected question(): string {
    return `Delete room ${this.args.id}? Its links stop answering at once.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.rooms.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted room ${this.args.id}.`;
  }
}
