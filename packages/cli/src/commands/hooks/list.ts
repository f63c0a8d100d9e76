import type { Hook, ListHooksResponse } from '@dossier/sdk';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import { hookEvents } from '../../shared/hooks/format.js';
import type { Column } from '../../shared/table.js';

export default class HooksList extends ListCommand<typeof HooksList, Hook, ListHooksResponse> {
  static override summary = 'List the webhook endpoints of the workspace';
  static override description =
    `Calls GET /hooks: every endpoint, newest first (including those added in the app), as a table of id, url, subscribed events ("all" when subscribed to every event), active, failure count and the HTTP status of the last attempt.

With --json, prints the API response as is: { "data": [ …endpoints… ], "events": [ …the event catalogue, with descriptions… ] }.`;

  static override examples = ['<%= config.bin %> hooks list', '<%= config.bin %> hooks list --json'];

  protected readonly noun = 'webhook endpoints';
  protected readonly columns: Column<Hook>[] = [
    { header: 'ID', get: (h) => h.id },
    { header: 'URL', get: (h) => h.url, wrap: true },
    { header: 'Events', get: (h) => hookEvents(h.events, '\n'), wrap: true },
    { header: 'Active', get: (h) => cell(h.active) },
    { header: 'Failures', get: (h) => cell(h.failureCount), drop: 1 },
    { header: 'Last status', get: (h) => cell(h.lastStatus), drop: 1 },
  ];

  protected empty(): string {
    return 'No webhook endpoints. Subscribe one with "dossier hooks create --url https://…".';
  }

  public async run(): Promise<ListHooksResponse> {
    return this.fetch('webhook endpoints', (client) => client.hooks.list());
  }
}
