import { BaseCommand } from '../../base-command.js';
import { cell, hookEvents } from '../../format.js';
import { listTable } from '../../table.js';

export default class HooksList extends BaseCommand<typeof HooksList> {
  static override summary = 'List the webhook endpoints of the workspace';
  static override description = `Calls GET /hooks: every endpoint, newest first (including those added in the app), as a table of id, url, subscribed events ("all" when subscribed to every event), active, failure count and the HTTP status of the last attempt.

With --json, prints the API response as is: { "data": [ …endpoints… ], "events": [ …the event catalogue, with descriptions… ] }.`;

  static override examples = ['<%= config.bin %> hooks list', '<%= config.bin %> hooks list --json'];

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin('Fetching webhook endpoints…', () => this.client().hooks.list());
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (res.data.length === 0) {
      this.note('No webhook endpoints. Subscribe one with "dossier hooks create --url https://…".');
      return;
    }
    this.out(
      await listTable(
        ['ID', 'URL', 'Events', 'Active', 'Failures', 'Last status'],
        res.data.map((h) => [h.id, h.url, hookEvents(h.events, '\n'), cell(h.active), cell(h.failureCount), cell(h.lastStatus)]),
      ),
    );
  }
}
