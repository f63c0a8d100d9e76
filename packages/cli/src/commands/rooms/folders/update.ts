import { Flags } from '@oclif/core';
import type { UpdateRoomFolderResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../../base/command.js';
import { roomFolderId, roomId } from '../../../shared/rooms/format.js';

export default class RoomsFoldersUpdate extends BaseCommand<typeof RoomsFoldersUpdate, UpdateRoomFolderResponse> {
  static override summary = 'Rename or reorder a room folder';
  static override description =
    'Calls PATCH /rooms/{id}/folders/{folderId}. Refused while the room is frozen. With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> rooms folders update room_4n8c2v6b1z rfl_2m6x9c4v8b --name Legal --position 0',
  ];
  static override args = {
    id: roomId,
    folderId: roomFolderId,
  };
  static override flags = {
    name: Flags.string({ description: 'New name (1-200).' }),
    position: Flags.integer({ min: 0, max: 10_000, description: 'Sort key, 0-10000.' }),
  };

  public async run(): Promise<UpdateRoomFolderResponse> {
    const body = defined({ name: this.flags.name, position: this.flags.position });
    return this.sendChanges(
      body,
      'Pass --name or --position.',
      (client) => client.rooms.folders.update(this.args.id, this.args.folderId, body),
      `Updating ${this.args.folderId}…`,
    );
  }

  protected override render({ data }: UpdateRoomFolderResponse): void {
    this.out(`Updated folder ${data.id} "${data.name}" (position ${data.position}).\n`);
  }
}
