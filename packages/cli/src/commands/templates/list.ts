import type { ListTemplatesResponse, Template } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import type { Column } from '../../shared/table.js';
import { slotLine } from '../../shared/templates/format.js';

export default class TemplatesList extends ListCommand<typeof TemplatesList, Template> {
  static override summary = 'List templates';
  static override description =
    `Calls GET /templates: templates most recently changed first, with their recipient slots and how many documents were made from each; one page (--limit, default 50) unless --all follows nextCursor through every page.

With --json, prints the API response as is; with --all, one { "data": [ …every template… ], "nextCursor": null }.`;

  static override examples = ['<%= config.bin %> templates list', '<%= config.bin %> templates list --all --json'];
  static override flags = ListCommand.pageFlags();

  protected readonly noun = 'templates';
  protected readonly columns: Column<Template>[] = [
    { header: 'ID', get: (t) => t.id },
    { header: 'Name', get: (t) => t.name, wrap: true },
    { header: 'Kind', get: (t) => t.kind, drop: 1 },
    { header: 'Pages', get: (t) => cell(t.pageCount), drop: 1 },
    { header: 'Recipient slots', get: (t) => t.recipients.map(slotLine).join('\n') || '—', wrap: true, drop: 2 },
    { header: 'Uses', get: (t) => cell(t.useCount), drop: 1 },
    { header: 'Updated', get: (t) => t.updatedAt, drop: 2 },
  ];

  protected empty(): string {
    return 'No templates. Save a document as one with "dossier templates create --document ID".';
  }

  public async run(): Promise<ListTemplatesResponse> {
    const client = await this.client();
    return this.listAll(client.templates.list(defined(this.page())));
  }
}
