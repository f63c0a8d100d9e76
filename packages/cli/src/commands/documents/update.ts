import { Flags } from '@oclif/core';
import type { DocumentUpdate, UpdateDocumentResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { documentId } from '../../shared/documents/args.js';
import { bodyFlags, readBody, warningLines } from '../../shared/documents/body.js';
import { documentRows } from '../../shared/documents/format.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class DocumentsUpdate extends BaseCommand<typeof DocumentsUpdate, UpdateDocumentResponse> {
  static override summary = 'Change a document: title, body, folder, library';
  static override apiFields = { content: 'doc-json' };
  static override description =
    `Calls PATCH /documents/{id} with what the flags change (at least one). A new body (--markdown, --html or --doc-json, one at most; "-" reads standard input) replaces the body of an authored document; the old body is first saved to version history, named by --version-label when given. --folder moves the document into a folder, --no-folder to the top level; --in-library adds it to or takes it out of the library.

A document out for signature refuses a new body (exit 5) but its title, folder and library membership can change; an uploaded PDF takes no body (replace its file with "dossier documents replace-file"). Conversion losses are printed as warnings on stderr. With --json, prints the API response ({ "data", "warnings" }) as is.`;

  static override examples = [
    '<%= config.bin %> documents update doc_7f3k2m9x1q --title "Mutual NDA (v2)"',
    '<%= config.bin %> documents update doc_7f3k2m9x1q --markdown nda-v2.md --version-label "Before legal review"',
    '<%= config.bin %> documents update doc_7f3k2m9x1q --folder fld_2k8m4q9z1x --in-library',
    '<%= config.bin %> documents update doc_7f3k2m9x1q --no-folder',
  ];

  static override args = { id: documentId };

  static override flags = {
    title: Flags.string({ description: 'New title (1-200 characters).' }),
    ...bodyFlags('Replace the body with'),
    folder: Flags.string({ description: 'Move the document into this folder (id).', exclusive: ['no-folder'] }),
    'no-folder': Flags.boolean({
      description: 'Move the document to the top level, out of any folder.',
      exclusive: ['folder'],
    }),
    'in-library': onOff('--in-library adds the document to the library; --no-in-library takes it out.'),
    'version-label': Flags.string({
      description: 'Name of the version-history snapshot of the outgoing body (only with a new body).',
    }),
  };

  private get newBody(): boolean {
    return this.flags.markdown !== undefined || this.flags.html !== undefined || this.flags['doc-json'] !== undefined;
  }

  public async run(): Promise<UpdateDocumentResponse> {
    const { flags, newBody } = this;
    if (flags['version-label'] !== undefined && !newBody) {
      throw new UsageError(
        '--version-label only applies with a new body',
        'Pass --markdown, --html or --doc-json too, or save a version with "dossier documents versions create".',
      );
    }
    const body: DocumentUpdate = {};
    if (flags.title !== undefined) body.title = flags.title;
    if (flags.folder !== undefined) body.folderId = flags.folder;
    if (flags['no-folder']) body.folderId = null;
    if (flags['in-library'] !== undefined) body.inLibrary = bool(flags['in-library']);
    if (flags['version-label'] !== undefined) body.versionLabel = flags['version-label'];
    if (Object.keys(body).length === 0 && !newBody) {
      throw new UsageError(
        'nothing to change',
        'Pass at least one of --title, --markdown, --html, --doc-json, --folder, --no-folder or --in-library.',
      );
    }
    Object.assign(body, await readBody(flags));
    return this.request(`Updating ${this.args.id}…`, (client) => client.documents.update(this.args.id, body));
  }

  protected override async render(res: UpdateDocumentResponse): Promise<void> {
    for (const line of warningLines(res.warnings)) this.note(line);
    await this.show(
      `Updated document ${res.data.id}${this.newBody ? ' (the previous body was saved to version history)' : ''}.`,
      documentRows(res.data),
    );
  }
}
