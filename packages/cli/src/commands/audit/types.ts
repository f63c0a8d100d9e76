import type { ListAuditTypesResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { table } from '../../shared/table.js';

export default class AuditTypes extends BaseCommand<typeof AuditTypes, ListAuditTypesResponse> {
  static override summary = 'List the audit families and event types';
  static override description =
    'Calls GET /audit/types: every event type the audit trail records, with its family; the values "dossier audit list --type" and "--family" accept. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> audit types', '<%= config.bin %> audit types --json'];

  public async run(): Promise<ListAuditTypesResponse> {
    return this.fetch('audit types', (client) => client.audit.types());
  }

  protected override async render({ data }: ListAuditTypesResponse): Promise<void> {
    const labels = new Map<string, string>(data.families.map((f) => [f.id, f.label]));
    const family = (id: string) => (labels.has(id) ? `${id} (${labels.get(id)})` : id);
    this.out(
      await table(
        [
          { header: 'Type', get: (t) => t.type },
          { header: 'Family', get: (t) => family(t.family), wrap: true },
        ],
        data.types,
      ),
    );
  }
}
