import type { ListVisitorsResponse, Visitor } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { visitFilterFields, visitFilterFlags, visitFilterQuery } from '../../shared/analytics/args.js';
import { visitorColumns } from '../../shared/analytics/format.js';
import type { Column } from '../../shared/table.js';

export default class VisitorsList extends ListCommand<typeof VisitorsList, Visitor> {
  static override summary = 'List the addresses that read your links';
  static override description =
    `Calls GET /visitors: each address over its counted visits (address captured, every gate cleared), most recently seen first, one page unless --all. The filters narrow the visits counted.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> visitors list',
    '<%= config.bin %> visitors list --room room_3x7k1m9q2d --since 2026-11-01',
  ];
  static override apiFields = visitFilterFields;
  static override flags = {
    ...visitFilterFlags({ link: 'Only visits through this link.', email: 'Only this address (any case).' }),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'visitors';
  protected readonly columns: Column<Visitor>[] = visitorColumns;

  protected empty(): string {
    return 'No visitors match (only visits that captured an address and cleared the gates count).';
  }

  public async run(): Promise<ListVisitorsResponse> {
    const { flags } = this;
    const filters = visitFilterQuery(flags);
    const client = await this.client();
    return this.listAll(client.visitors.list(defined({ ...this.page(), ...filters })));
  }
}
