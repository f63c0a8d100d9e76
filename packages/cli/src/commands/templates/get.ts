import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { templateRows } from '../../format.js';
import { keyValueTable } from '../../table.js';

export default class TemplatesGet extends BaseCommand<typeof TemplatesGet> {
  static override summary = 'Show a template, or its body';
  static override description = `Calls GET /templates/{id}: name, description, kind, recipient slots and use count. --content prints the body instead, the document tree fixed when the template was saved, as JSON (include=content); a pdf or file template keeps a stored file and has none.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> templates get tpl_7x3m9k2q4z', '<%= config.bin %> templates get tpl_7x3m9k2q4z --content > nda-template.json'];

  static override args = {
    id: Args.string({ required: true, description: 'template id (tpl_…)' }),
  };

  static override flags = {
    content: Flags.boolean({ description: 'Print the body (document JSON) rather than the fields.' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { id } = this.args;
    const content = this.flags.content;
    const res = await this.spin(`Fetching ${id}…`, async () => (await this.client()).templates.retrieve(id, content ? { include: 'content' } : undefined));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (!content) {
      this.out(await keyValueTable(templateRows(res.data)));
      return;
    }
    if (res.data.content == null) {
      this.note(`${id} is a ${res.data.kind} template: it keeps a stored file and has no body to print.`);
      return;
    }
    this.printJson(res.data.content);
  }
}
