import type { GetRoomGroupResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { groupId, groupRows, roomId } from '../../../shared/rooms/format.js';

export default class RoomsGroupsGet extends BaseCommand<typeof RoomsGroupsGet, GetRoomGroupResponse> {
  static override summary = 'Show a viewer group';
  static override description = 'Calls GET /rooms/{id}/groups/{groupId}. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms groups get room_4n8c2v6b1z grp_6v2m9k4x1c'];
  static override args = {
    id: roomId,
    groupId,
  };

  public async run(): Promise<GetRoomGroupResponse> {
    return this.fetch(this.args.groupId, (client) => client.rooms.groups.retrieve(this.args.id, this.args.groupId));
  }

  protected override async render({ data }: GetRoomGroupResponse): Promise<void> {
    await this.show(undefined, groupRows(data));
  }
}
