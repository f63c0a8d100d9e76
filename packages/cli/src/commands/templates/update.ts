import { Args, Flags } from '@oclif/core';
import type { TemplateUpdate } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { templateRows } from '../../format.js';
import { keyValueTable } from '../../table.js';

export default class TemplatesUpdate extends BaseCommand<typeof TemplatesUpdate> {
  static override summary = 'Rename or redescribe a template';
  static override description = `Calls PATCH /templates/{id} with what the flags change (at least one): the name, or the description (--description "" or --no-description clears it). The body and recipient slots are fixed when the template is saved and cannot change here: save the document again as a new template instead.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> templates update tpl_7x3m9k2q4z --name "Mutual NDA (vendors)"',
    '<%= config.bin %> templates update tpl_7x3m9k2q4z --no-description',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'template id (tpl_…)' }),
  };

  static override flags = {
    name: Flags.string({ description: 'New name (1-200 characters, not only spaces).' }),
    description: Flags.string({ description: 'New description (up to 2000 characters; "" clears it).', exclusive: ['no-description'] }),
    'no-description': Flags.boolean({ description: 'Clear the description.', exclusive: ['description'] }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const body: TemplateUpdate = {};
    if (flags.name !== undefined) body.name = flags.name;
    if (flags.description !== undefined) body.description = flags.description === '' ? null : flags.description;
    if (flags['no-description']) body.description = null;
    if (Object.keys(body).length === 0) {
      throw new UsageError('nothing to change', 'Pass at least one of --name, --description or --no-description.');
    }
    this.requireKey();
    const res = await this.spin(`Updating ${this.args.id}…`, async () => (await this.client()).templates.update(this.args.id, body));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    this.out(`Updated template ${res.data.id}.`);
    this.out(await keyValueTable(templateRows(res.data)));
  }
}
