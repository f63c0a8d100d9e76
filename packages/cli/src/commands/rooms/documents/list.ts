import type { ListRoomDocumentsResponse, RoomDocument } from '@dossier/sdk';
import { ListCommand } from '../../../base/list-command.js';
import { roomDocumentColumns, roomId } from '../../../shared/rooms/format.js';

export default class RoomsDocumentsList extends ListCommand<
  typeof RoomsDocumentsList,
  RoomDocument,
  ListRoomDocumentsResponse
> {
  static override summary = 'List the documents filed in a room';
  static override description =
    'Calls GET /rooms/{id}/documents: top level first, then folder by folder. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms documents list room_4n8c2v6b1z'];
  static override args = { id: roomId };

  protected readonly noun = 'room documents';
  protected readonly columns = roomDocumentColumns;

  protected empty(): string {
    return `No documents in ${this.args.id}. File one with "dossier rooms documents add ${this.args.id} --document ID".`;
  }

  public async run(): Promise<ListRoomDocumentsResponse> {
    return this.fetch('room documents', (client) => client.rooms.documents.list(this.args.id));
  }
}
