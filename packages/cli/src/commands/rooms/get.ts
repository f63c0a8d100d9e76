import type { GetRoomResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { roomDocumentColumns, roomFolderColumns, roomId, roomRows } from '../../shared/rooms/format.js';
import { table } from '../../shared/table.js';

export default class RoomsGet extends BaseCommand<typeof RoomsGet, GetRoomResponse> {
  static override summary = 'Show a data room with its folders and documents';
  static override description = 'Calls GET /rooms/{id}. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms get room_4n8c2v6b1z'];
  static override args = { id: roomId };

  public async run(): Promise<GetRoomResponse> {
    return this.fetch(this.args.id, (client) => client.rooms.retrieve(this.args.id));
  }

  protected override async render({ data }: GetRoomResponse): Promise<void> {
    await this.show(undefined, roomRows(data));
    if (data.folders.length) this.out(`\nFolders\n${await table(roomFolderColumns, data.folders)}\n`);
    if (data.documents.length) this.out(`\nDocuments\n${await table(roomDocumentColumns, data.documents)}\n`);
  }
}
