import { Flags } from '@oclif/core';
import type { CreateRoomGroupResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../../base/command.js';
import { groupRows, roomId } from '../../../shared/rooms/format.js';

export default class RoomsGroupsCreate extends BaseCommand<typeof RoomsGroupsCreate, CreateRoomGroupResponse> {
  static override summary = 'Create a viewer group in a room';
  static override description =
    `Calls POST /rooms/{id}/groups: who may read (--member, an address or an @domain, repeatable) and what (--folder, --document). Publish it with "dossier links create --room ID --group GROUP".

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> rooms groups create room_4n8c2v6b1z --name Acme --member @acme.example --folder rfl_2m6x9c4v8b',
  ];
  static override args = { id: roomId };
  static override flags = {
    name: Flags.string({ required: true, description: 'Name (1-120).' }),
    member: Flags.string({ multiple: true, description: 'An address or @domain admitted (repeatable).' }),
    folder: Flags.string({ multiple: true, description: 'A room folder the group may read (repeatable).' }),
    document: Flags.string({ multiple: true, description: 'A filed document the group may read (repeatable).' }),
  };

  public async run(): Promise<CreateRoomGroupResponse> {
    const { flags } = this;
    return this.request('Creating the group…', (client) =>
      client.rooms.groups.create(
        this.args.id,
        defined({ name: flags.name, members: flags.member, folderIds: flags.folder, documentIds: flags.document }),
      ),
    );
  }

  protected override async render({ data }: CreateRoomGroupResponse): Promise<void> {
    await this.show(`Created viewer group ${data.id}.`, groupRows(data));
  }
}
