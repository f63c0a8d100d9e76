import { BaseCommand } from '../../base-command.js';
import { cell, hookEvents } from '../../format.js';
import { table } from '../../table.js';

export default class HooksList extends BaseCommand<typeof HooksList> {
  static override summary = 'List the webhook endpoints of the workspace';
  static override description = `Calls GET /hooks: every endpoint, newest first (including those added in the app), as a table of id, url, subscribed events ("all" when subscribed to every event), active, failure count and the HTTP status of the last attempt.

With --json, prints the API response as is: { "data": [ …endpoints… ], "events": [ …the event catalogue, with descriptions… ] }.`;

  static override examples = ['<%= config.bin %> hooks list', '<%= config.bin %> hooks list --json'];

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin('Fetching webhook endpoints…', async () => (await this.client()).hooks.list());
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (res.data.length === 0) {
      this.note('No webhook endpoints. Subscribe one with "dossier hooks create --url https://…".');
      return;
    }
    this.out(
      await table(
        [
          { header: 'ID', get: (h) => h.id },
          { header: 'URL', get: (h) => h.url, wrap: true },
          { header: 'Events', get: (h) => hookEvents(h.events, '\n'), wrap: true },
          { header: 'Active', get: (h) => cell(h.active) },
          { header: 'Failures', get: (h) => cell(h.failureCount), drop: 1 },
          { header: 'Last status', get: (h) => cell(h.lastStatus), drop: 1 },
        ],
        res.data,
      ),
    );
  }
}
