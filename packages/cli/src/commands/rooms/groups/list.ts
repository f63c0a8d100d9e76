import type { ListRoomGroupsResponse, ViewerGroup } from '@dossier/sdk';
import { ListCommand } from '../../../base/list-command.js';
import { groupColumns, roomId } from '../../../shared/rooms/format.js';

export default class RoomsGroupsList extends ListCommand<typeof RoomsGroupsList, ViewerGroup, ListRoomGroupsResponse> {
  static override summary = 'List a room’s viewer groups';
  static override description =
    'Calls GET /rooms/{id}/groups: every viewer group, oldest first. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms groups list room_4n8c2v6b1z'];
  static override args = { id: roomId };

  protected readonly noun = 'viewer groups';
  protected readonly columns = groupColumns;

  protected empty(): string {
    return `No viewer groups in ${this.args.id}. Create one with "dossier rooms groups create ${this.args.id} --name NAME --member ADDRESS".`;
  }

  public async run(): Promise<ListRoomGroupsResponse> {
    return this.fetch('viewer groups', (client) => client.rooms.groups.list(this.args.id));
  }
}
