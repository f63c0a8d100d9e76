import type { ListRoomFoldersResponse, RoomFolder } from '@dossier/sdk';
import { ListCommand } from '../../../base/list-command.js';
import { roomFolderColumns, roomId } from '../../../shared/rooms/format.js';

export default class RoomsFoldersList extends ListCommand<
  typeof RoomsFoldersList,
  RoomFolder,
  ListRoomFoldersResponse
> {
  static override summary = 'List a room’s folders';
  static override description =
    'Calls GET /rooms/{id}/folders: every folder in display order. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms folders list room_4n8c2v6b1z'];
  static override args = { id: roomId };

  protected readonly noun = 'room folders';
  protected readonly columns = roomFolderColumns;

  protected empty(): string {
    return `No folders in ${this.args.id}. Add one with "dossier rooms folders create ${this.args.id} --name NAME".`;
  }

  public async run(): Promise<ListRoomFoldersResponse> {
    return this.fetch('room folders', (client) => client.rooms.folders.list(this.args.id));
  }
}
