import type { Agreement, ListAgreementsResponse } from '@dossier/sdk';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import type { Column } from '../../shared/table.js';

export default class AgreementsList extends ListCommand<typeof AgreementsList, Agreement, ListAgreementsResponse> {
  static override summary = 'List the agreements library';
  static override description =
    'Calls GET /agreements: every agreement, most recently edited first, with how many links use it and how many visitors accepted it. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> agreements list', '<%= config.bin %> agreements list --json'];

  protected readonly noun = 'agreements';
  protected readonly columns: Column<Agreement>[] = [
    { header: 'ID', get: (a) => a.id },
    { header: 'Name', get: (a) => a.name, wrap: true },
    { header: 'Name asked', get: (a) => cell(a.requireName), drop: 1 },
    { header: 'Links', get: (a) => cell(a.linkCount) },
    { header: 'Accepted', get: (a) => cell(a.acceptedCount) },
    { header: 'Updated', get: (a) => a.updatedAt, drop: 2 },
  ];

  protected empty(): string {
    return 'No agreements. Add one with "dossier agreements create --name NDA --body-file terms.txt".';
  }

  public async run(): Promise<ListAgreementsResponse> {
    return this.fetch('agreements', (client) => client.agreements.list());
  }
}
