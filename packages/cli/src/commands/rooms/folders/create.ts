import { Flags } from '@oclif/core';
import type { CreateRoomFolderResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { roomId } from '../../../shared/rooms/format.js';

export default class RoomsFoldersCreate extends BaseCommand<typeof RoomsFoldersCreate, CreateRoomFolderResponse> {
  static override summary = 'Add a folder to a room';
  static override description =
    'Calls POST /rooms/{id}/folders: placed after the existing folders. Refused while the room is frozen (exit 5). With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms folders create room_4n8c2v6b1z --name Financials'];
  static override args = { id: roomId };
  static override flags = { name: Flags.string({ required: true, description: 'Name (1-200).' }) };

  public async run(): Promise<CreateRoomFolderResponse> {
    return this.request('Adding the folder…', (client) =>
      client.rooms.folders.create(this.args.id, { name: this.flags.name }),
    );
  }

  protected override render({ data }: CreateRoomFolderResponse): void {
    this.out(`Created folder ${data.id} "${data.name}" at position ${data.position}.\n`);
  }
}
