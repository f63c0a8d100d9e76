import { Flags } from '@oclif/core';
import type { FileRoomDocumentResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { roomDocumentColumns, roomId } from '../../../shared/rooms/format.js';
import { table } from '../../../shared/table.js';

export default class RoomsDocumentsAdd extends BaseCommand<typeof RoomsDocumentsAdd, FileRoomDocumentResponse> {
  static override summary = 'File a document in a room';
  static override description =
    'Calls POST /rooms/{id}/documents: at the top level, or in --folder. Filing one already there moves it. Refused while frozen. With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> rooms documents add room_4n8c2v6b1z --document doc_3k9d2m1x8q --folder rfl_2m6x9c4v8b',
  ];
  static override args = { id: roomId };
  static override flags = {
    document: Flags.string({ required: true, description: 'The document (doc_…).' }),
    folder: Flags.string({ description: 'A folder of the room (rfl_…); the top level otherwise.' }),
  };

  public async run(): Promise<FileRoomDocumentResponse> {
    return this.request('Filing the document…', (client) =>
      client.rooms.documents.file(this.args.id, {
        documentId: this.flags.document,
        folderId: this.flags.folder ?? null,
      }),
    );
  }

  protected override async render({ data }: FileRoomDocumentResponse): Promise<void> {
    this.out(`Filed ${this.flags.document} in ${this.args.id}.\n${await table(roomDocumentColumns, data)}\n`);
  }
}
