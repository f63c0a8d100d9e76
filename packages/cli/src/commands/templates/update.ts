import { Flags } from '@oclif/core';
import type { UpdateTemplateResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { templateId } from '../../shared/templates/args.js';
import { templateRows } from '../../shared/templates/format.js';

export default class TemplatesUpdate extends BaseCommand<typeof TemplatesUpdate, UpdateTemplateResponse> {
  static override summary = 'Rename or redescribe a template';
  static override description =
    `Calls PATCH /templates/{id} with what the flags change (at least one): the name, or the description (--description "" or --no-description clears it). The body and recipient slots are fixed when the template is saved and cannot change here: save the document again as a new template instead.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> templates update tpl_7x3m9k2q4z --name "Mutual NDA (vendors)"',
    '<%= config.bin %> templates update tpl_7x3m9k2q4z --no-description',
  ];

  static override args = { id: templateId };

  static override flags = {
    name: Flags.string({ description: 'New name (1-200 characters, not only spaces).' }),
    description: Flags.string({
      description: 'New description (up to 2000 characters; "" clears it).',
      exclusive: ['no-description'],
    }),
    'no-description': Flags.boolean({ description: 'Clear the description.', exclusive: ['description'] }),
  };

  public async run(): Promise<UpdateTemplateResponse> {
    const { flags } = this;
    // --description "" clears it, as --no-description does.
    const body = defined({
      name: flags.name,
      description: flags['no-description'] || flags.description === '' ? null : flags.description,
    });
    return this.sendChanges(body, 'Pass at least one of --name, --description or --no-description.', (client) =>
      client.templates.update(this.args.id, body),
    );
  }

  protected override async render({ data: t }: UpdateTemplateResponse): Promise<void> {
    await this.show(`Updated template ${t.id}.`, templateRows(t));
  }
}
