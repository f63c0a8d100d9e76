import { Flags } from '@oclif/core';
import type { UpdateRoomGroupResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../../base/command.js';
import { groupId, groupRows, roomId } from '../../../shared/rooms/format.js';

export default class RoomsGroupsUpdate extends BaseCommand<typeof RoomsGroupsUpdate, UpdateRoomGroupResponse> {
  static override summary = 'Change a viewer group';
  static override description =
    'Calls PATCH /rooms/{id}/groups/{groupId}: each list flag given replaces the current list. Takes effect on every visit at once. With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> rooms groups update room_4n8c2v6b1z grp_6v2m9k4x1c --member dana@acme.example --member @acme.example',
  ];
  static override args = {
    id: roomId,
    groupId,
  };
  static override flags = {
    name: Flags.string({ description: 'New name (1-120).' }),
    member: Flags.string({
      multiple: true,
      description: 'An address or @domain admitted (repeatable; replaces the list).',
    }),
    folder: Flags.string({
      multiple: true,
      description: 'A room folder the group may read (repeatable; replaces the list).',
    }),
    document: Flags.string({
      multiple: true,
      description: 'A filed document the group may read (repeatable; replaces the list).',
    }),
  };

  public async run(): Promise<UpdateRoomGroupResponse> {
    const { flags } = this;
    const body = defined({
      name: flags.name,
      members: flags.member,
      folderIds: flags.folder,
      documentIds: flags.document,
    });
    return this.sendChanges(
      body,
      'Pass at least one of --name, --member, --folder or --document.',
      (client) => client.rooms.groups.update(this.args.id, this.args.groupId, body),
      `Updating ${this.args.groupId}…`,
    );
  }

  protected override async render({ data }: UpdateRoomGroupResponse): Promise<void> {
    await this.show(`Updated viewer group ${data.id}.`, groupRows(data));
  }
}
