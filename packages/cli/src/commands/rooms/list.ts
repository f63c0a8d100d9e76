import type { ListRoomsResponse, Room } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { roomState } from '../../shared/rooms/format.js';
import type { Column } from '../../shared/table.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class RoomsList extends ListCommand<typeof RoomsList, Room> {
  static override summary = 'List data rooms';
  static override description =
    `Calls GET /rooms: newest first, one page (--limit, default 50) unless --all. --no-archived lists the rooms in use, --archived only archived ones; omitted lists both.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> rooms list',
    '<%= config.bin %> rooms list --no-archived --all --json',
  ];
  static override flags = {
    archived: onOff('--archived: only archived rooms; --no-archived: only rooms in use.'),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'rooms';
  protected readonly columns: Column<Room>[] = [
    { header: 'ID', get: (r) => r.id },
    { header: 'Name', get: (r) => r.name, wrap: true },
    { header: 'State', get: roomState },
    { header: 'Created', get: (r) => r.createdAt, drop: 1 },
  ];

  protected empty(): string {
    return 'No data rooms. Create one with "dossier rooms create --name NAME".';
  }

  public async run(): Promise<ListRoomsResponse> {
    const client = await this.client();
    return this.listAll(client.rooms.list(defined({ ...this.page(), archived: bool(this.flags.archived) })));
  }
}
