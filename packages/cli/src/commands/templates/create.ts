import { Flags } from '@oclif/core';
import type { CreateTemplateResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { templateRows } from '../../shared/templates/format.js';

export default class TemplatesCreate extends BaseCommand<typeof TemplatesCreate, CreateTemplateResponse> {
  static override summary = 'Save a document as a template';
  static override description =
    `Calls POST /templates: the document's body (or stored file), its recipient slots (names, roles, routing orders; addresses and access codes are stripped) and the fields bound to them are copied into a new template. Later edits to the document do not reach it. --name defaults to the document's title followed by " template".

A document that does not exist or is in the trash exits with 4. With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> templates create --document doc_9f3k2m8q1z',
    '<%= config.bin %> templates create --document doc_9f3k2m8q1z --name "Mutual NDA template" --description "Counterparty signs first"',
  ];

  static override flags = {
    document: Flags.string({ required: true, description: 'The live document to save as a template (id).' }),
    name: Flags.string({ description: 'Name (1-200 characters); default: the document\'s title + " template".' }),
    description: Flags.string({ description: 'Description (up to 2000 characters).' }),
  };

  public async run(): Promise<CreateTemplateResponse> {
    const { flags } = this;
    const body = defined({ documentId: flags.document, name: flags.name, description: flags.description || undefined });
    return this.request(`Saving ${flags.document} as a template…`, (client) => client.templates.create(body));
  }

  protected override async render({ data: t }: CreateTemplateResponse): Promise<void> {
    await this.show(`Created template ${t.id} from ${this.flags.document}.`, templateRows(t));
  }
}
