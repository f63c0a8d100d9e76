import { Flags } from '@oclif/core';
import type { UpdateRoomResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { roomId, roomRows } from '../../shared/rooms/format.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class RoomsUpdate extends BaseCommand<typeof RoomsUpdate, UpdateRoomResponse> {
  static override summary = 'Rename, freeze or archive a data room';
  static override description =
    `Calls PATCH /rooms/{id}. A frozen room keeps serving its links but its folders and documents cannot change; an archived room answers every link with a closed page. Accepted while frozen.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> rooms update room_4n8c2v6b1z --frozen',
    '<%= config.bin %> rooms update room_4n8c2v6b1z --name "Series A (closed)" --archived',
  ];
  static override args = { id: roomId };
  static override flags = {
    name: Flags.string({ description: 'New name (1-200).' }),
    description: Flags.string({ description: 'New description; "" removes it.' }),
    frozen: onOff('Freeze or unfreeze the contents.'),
    archived: onOff('Archive (links answer closed) or restore.'),
  };

  public async run(): Promise<UpdateRoomResponse> {
    const { flags } = this;
    const body = defined({
      name: flags.name,
      description: flags.description === '' ? null : flags.description,
      frozen: bool(flags.frozen),
      archived: bool(flags.archived),
    });
    return this.sendChanges(body, 'Pass at least one of --name, --description, --frozen or --archived.', (client) =>
      client.rooms.update(this.args.id, body),
    );
  }

  protected override async render({ data }: UpdateRoomResponse): Promise<void> {
    await this.show(`Updated room ${data.id}.`, roomRows(data));
  }
}
