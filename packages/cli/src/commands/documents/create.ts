import { Flags } from '@oclif/core';
import type { CreateDocumentResponse, DocumentCreate } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { bodyFlags, readBody, warningLines } from '../../shared/documents/body.js';
import { documentRows } from '../../shared/documents/format.js';
import { recipient } from '../../shared/validate.js';

export default class DocumentsCreate extends BaseCommand<typeof DocumentsCreate, CreateDocumentResponse> {
  static override summary = 'Create a document from Markdown, HTML, document JSON or a template';
  static override apiFields = { content: 'doc-json' };
  static override description =
    `Calls POST /documents. Give exactly one body source: --markdown FILE, --html FILE, --doc-json FILE (the "type": "doc" tree) or --template ID; "-" reads the file from standard input. --title is required, except with --template, where it defaults to the template's name.

--recipient "Name <email>" adds a recipient to the signing list (repeatable, in order), optionally followed by :signer or :viewer and a routing order: "Dana Whitfield <dana@globex.example>:viewer:2". With --template, recipients fill the template's slots in order (an omitted role or order keeps the slot's).

Conversion losses (for example a dropped image) are printed as warnings on stderr. With --json, prints the API response ({ "data", "warnings" }) as is.`;

  static override examples = [
    '<%= config.bin %> documents create --title "Mutual NDA" --markdown nda.md',
    '<%= config.bin %> documents create --title "Offer letter" --html offer.html --folder fld_2k8m4q9z1x',
    'pandoc -t markdown brief.docx | <%= config.bin %> documents create --title Brief --markdown -',
    '<%= config.bin %> documents create --template tpl_7x3m9k2q4z --recipient "Dana Whitfield <dana@globex.example>" --recipient "Lee Park <lee@acme.example>:viewer"',
  ];

  static override flags = {
    title: Flags.string({ description: 'Title (1-200 characters). Required unless --template is given.' }),
    ...bodyFlags('Make the body from', ['template']),
    template: Flags.string({
      description: 'Make the document from this template (id): its body and recipient slots.',
      exclusive: ['markdown', 'html', 'doc-json'],
    }),
    folder: Flags.string({ description: 'File the document in this folder (id); the top level otherwise.' }),
    recipient: Flags.string({
      multiple: true,
      description: 'A recipient, "Name <email>[:signer|viewer[:order]]" (repeatable).',
    }),
  };

  public async run(): Promise<CreateDocumentResponse> {
    const { flags } = this;
    const sources = ['markdown', 'html', 'doc-json', 'template'].filter(
      (f) => flags[f as keyof typeof flags] !== undefined,
    );
    if (sources.length !== 1) {
      throw new UsageError(
        sources.length === 0
          ? 'no body source given'
          : `only one body source can be given, not ${sources.map((s) => `--${s}`).join(' and ')}`,
        'Pass exactly one of --markdown FILE, --html FILE, --doc-json FILE or --template ID.',
      );
    }
    if (flags.title === undefined && flags.template === undefined) {
      throw new UsageError(
        '--title is required',
        'Only a document made from a template (--template) takes its title from the template.',
      );
    }
    const recipients = (flags.recipient ?? []).map((r) => recipient(r));
    const body: DocumentCreate = {};
    if (flags.title !== undefined) body.title = flags.title;
    if (flags.template !== undefined) body.templateId = flags.template;
    else Object.assign(body, await readBody(flags));
    if (recipients.length > 0) body.recipients = recipients;
    if (flags.folder !== undefined) body.folderId = flags.folder;
    return this.request('Creating the document…', (client) => client.documents.create(body));
  }

  protected override async render(res: CreateDocumentResponse): Promise<void> {
    for (const line of warningLines(res.warnings)) this.note(line);
    await this.show(`Created document ${res.data.id}.`, documentRows(res.data));
  }
}
