import { Flags } from '@oclif/core';
import type { ListViewsResponse, View } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { visitFilterFields, visitFilterFlags, visitFilterQuery } from '../../shared/analytics/args.js';
import { viewColumns } from '../../shared/analytics/format.js';
import type { Column } from '../../shared/table.js';

export default class ViewsList extends ListCommand<typeof ViewsList, View> {
  static override summary = 'List visits to your share links';
  static override description =
    `Calls GET /views: visits newest first, one page (--limit, default 50) unless --all follows nextCursor through every page. A visit counts once every gate was cleared; --include-unopened also lists those still at the gates.

--since takes an ISO 8601 date or time (a date alone is the start of that day, UTC). With --json, prints the API response as is; with --all, one { "data": [ …every visit… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> views list',
    '<%= config.bin %> views list --document doc_3k9d2m1x8q --since 2026-11-01',
    '<%= config.bin %> views list --email dana@acme.example --all --json',
  ];
  static override apiFields = visitFilterFields;
  static override flags = {
    ...visitFilterFlags({
      link: 'Only visits through this link (also after it was deleted).',
      email: 'Only visits from this address (any case).',
    }),
    'include-unopened': Flags.boolean({ description: 'Also list visits that never cleared the gates.' }),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'visits';
  protected readonly columns: Column<View>[] = viewColumns;

  protected empty(): string {
    return 'No visits match.';
  }

  public async run(): Promise<ListViewsResponse> {
    const { flags } = this;
    const filters = visitFilterQuery(flags);
    const client = await this.client();
    const query = defined({
      ...this.page(),
      ...filters,
      includeUnopened: flags['include-unopened'] ? true : undefined,
    });
    return this.listAll(client.views.list(query));
  }
}
