import { Flags } from '@oclif/core';
import type { GetTemplateResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { templateId } from '../../shared/templates/args.js';
import { templateRows } from '../../shared/templates/format.js';

export default class TemplatesGet extends BaseCommand<typeof TemplatesGet, GetTemplateResponse> {
  static override summary = 'Show a template, or its body';
  static override description =
    `Calls GET /templates/{id}: name, description, kind, recipient slots and use count. --content prints the body instead, the document tree fixed when the template was saved, as JSON (include=content); a pdf or file template keeps a stored file and has none.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> templates get tpl_7x3m9k2q4z',
    '<%= config.bin %> templates get tpl_7x3m9k2q4z --content > nda-template.json',
  ];
  static override args = { id: templateId };

  static override flags = {
    content: Flags.boolean({ description: 'Print the body (document JSON) rather than the fields.' }),
  };

  public async run(): Promise<GetTemplateResponse> {
    const { id } = this.args;
    return this.fetch(id, (client) =>
      client.templates.retrieve(id, this.flags.content ? { include: 'content' } : undefined),
    );
  }

  protected override async render({ data: t }: GetTemplateResponse): Promise<void> {
    await this.showOrContent(
      this.flags.content,
      templateRows(t),
      t.content,
      `${this.args.id} is a ${t.kind} template: it keeps a stored file and has no body to print.`,
    );
  }
}
