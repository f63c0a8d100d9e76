import { Flags } from '@oclif/core';
import type { ListTemplatesData, ListTemplatesResponse, Template } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { cell, slotLine } from '../../format.js';
import { table } from '../../table.js';

export default class TemplatesList extends BaseCommand<typeof TemplatesList> {
  static override summary = 'List templates';
  static override description = `Calls GET /templates: templates most recently changed first, with their recipient slots and how many documents were made from each; one page (--limit, default 50) unless --all follows nextCursor through every page.

With --json, prints the API response as is; with --all, one { "data": [ …every template… ], "nextCursor": null }.`;

  static override examples = ['<%= config.bin %> templates list', '<%= config.bin %> templates list --all --json'];

  static override flags = {
    limit: Flags.integer({ min: 1, max: 100, description: 'Page size, 1-100 (server default 50).' }),
    cursor: Flags.string({ description: 'Start at this cursor (the nextCursor of an earlier page).' }),
    all: Flags.boolean({ description: 'Follow nextCursor and list every page.' }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const query: NonNullable<ListTemplatesData['query']> = {};
    if (flags.limit !== undefined) query.limit = flags.limit;
    if (flags.cursor !== undefined) query.cursor = flags.cursor;
    this.requireKey();
    const list = (await this.client()).templates.list(query);
    let result: ListTemplatesResponse;
    if (flags.all) {
      result = await this.spin('Fetching templates…', async (spinner) => {
        const data: Template[] = [];
        let page = 0;
        for await (const p of list.pages()) {
          data.push(...p.data);
          spinner.text = `Fetching templates (page ${++page}, ${data.length} so far)…`;
        }
        return { data, nextCursor: null };
      });
    } else {
      result = await this.spin('Fetching templates…', async () => list);
    }
    if (this.jsonOutput) {
      this.printJson(result);
      return;
    }
    if (result.data.length === 0) {
      this.note('No templates. Save a document as one with "dossier templates create --document ID".');
    } else {
      this.out(
        await table(
          [
            { header: 'ID', get: (t) => t.id },
            { header: 'Name', get: (t) => t.name, wrap: true },
            { header: 'Kind', get: (t) => t.kind, drop: 1 },
            { header: 'Pages', get: (t) => cell(t.pageCount), drop: 1 },
            { header: 'Recipient slots', get: (t) => t.recipients.map(slotLine).join('\n') || '—', wrap: true, drop: 2 },
            { header: 'Uses', get: (t) => cell(t.useCount), drop: 1 },
            { header: 'Updated', get: (t) => t.updatedAt, drop: 2 },
          ],
          result.data,
        ),
      );
    }
    if (result.nextCursor) this.note(`More templates: pass --all, or --cursor ${result.nextCursor} for the next page.`);
  }
}
