import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../../base/delete-command.js';
import { groupId, roomId } from '../../../shared/rooms/format.js';

export default class RoomsGroupsDelete extends DeleteCommand<typeof RoomsGroupsDelete> {
  static override summary = 'Delete a viewer group';
  static override description =
    'Calls DELETE /rooms/{id}/groups/{groupId}: its links are switched off for good (their visits kept). Pass --yes without a terminal.';
  static override examples = ['<%= config.bin %> rooms groups delete room_4n8c2v6b1z grp_6v2m9k4x1c --yes'];
  static override args = {
    id: roomId,
    groupId,
  };

  protected override target(): string {
    return this.args.groupId;
  }

  protected question(): string {
    return `Delete viewer group ${this.args.groupId}? Its links are switched off for good.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.rooms.groups.delete(this.args.id, this.args.groupId);
  }

  protected done(): string {
    return `Deleted viewer group ${this.args.groupId}.`;
  }
}
