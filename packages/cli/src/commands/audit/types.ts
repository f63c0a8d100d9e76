import { BaseCommand } from '../../base-command.js';
import { table } from '../../table.js';

export default class AuditTypes extends BaseCommand<typeof AuditTypes> {
  static override summary = 'List the audit families and event types';
  static override description =
    'Calls GET /audit/types: every event type the audit trail records, with its family; the values "dossier audit list --type" and "--family" accept. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> audit types', '<%= config.bin %> audit types --json'];

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin('Fetching audit types…', async () => (await this.client()).audit.types());
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const labels = new Map(res.data.families.map((f) => [f.id, f.label]));
    this.out(
      await table(
        [
          { header: 'Type', get: (t) => t.type },
          { header: 'Family', get: (t) => (labels.has(t.family) ? `${t.family} (${labels.get(t.family)})` : t.family), wrap: true },
        ],
        res.data.types,
      ),
    );
  }
}
