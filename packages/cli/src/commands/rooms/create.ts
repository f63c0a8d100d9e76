import { Flags } from '@oclif/core';
import type { CreateRoomResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { roomRows } from '../../shared/rooms/format.js';

export default class RoomsCreate extends BaseCommand<typeof RoomsCreate, CreateRoomResponse> {
  static override summary = 'Create a data room';
  static override description =
    'Calls POST /rooms: an empty room. File documents with "dossier rooms documents add", publish it with "dossier links create --room ID". With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> rooms create --name "Series A" --description "Due diligence"'];
  static override flags = {
    name: Flags.string({ required: true, description: 'Name (1-200).' }),
    description: Flags.string({ description: 'Description (up to 2,000).' }),
  };

  public async run(): Promise<CreateRoomResponse> {
    return this.request('Creating the room…', (client) =>
      client.rooms.create(defined({ name: this.flags.name, description: this.flags.description })),
    );
  }

  protected override async render({ data }: CreateRoomResponse): Promise<void> {
    await this.show(`Created room ${data.id}.`, roomRows(data));
  }
}
