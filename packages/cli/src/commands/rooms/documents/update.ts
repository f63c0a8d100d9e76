import { Flags } from '@oclif/core';
import type { UpdateRoomDocumentResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../../base/command.js';
import { roomDocumentColumns, roomDocumentId, roomId } from '../../../shared/rooms/format.js';
import { table } from '../../../shared/table.js';

export default class RoomsDocumentsUpdate extends BaseCommand<typeof RoomsDocumentsUpdate, UpdateRoomDocumentResponse> {
  static override summary = 'Move a filed document within a room';
  static override description =
    'Calls PATCH /rooms/{id}/documents/{documentId}: another folder ("top" for the top level) and/or a position. Refused while frozen. With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> rooms documents update room_4n8c2v6b1z doc_3k9d2m1x8q --folder top --position 0',
  ];
  static override args = {
    id: roomId,
    documentId: roomDocumentId,
  };
  static override flags = {
    folder: Flags.string({ description: 'A folder of the room (rfl_…), or "top".' }),
    position: Flags.integer({ min: 0, max: 10_000, description: 'Sort key, 0-10000.' }),
  };

  public async run(): Promise<UpdateRoomDocumentResponse> {
    const { flags } = this;
    const body = defined({
      folderId: flags.folder === undefined ? undefined : flags.folder === 'top' ? null : flags.folder,
      position: flags.position,
    });
    return this.sendChanges(
      body,
      'Pass --folder or --position.',
      (client) => client.rooms.documents.update(this.args.id, this.args.documentId, body),
      `Moving ${this.args.documentId}…`,
    );
  }

  protected override async render({ data }: UpdateRoomDocumentResponse): Promise<void> {
    this.out(`Moved ${this.args.documentId}.\n${await table(roomDocumentColumns, data)}\n`);
  }
}
