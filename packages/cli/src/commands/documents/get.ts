import { Flags } from '@oclif/core';
import type { GetDocumentResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { documentId } from '../../shared/documents/args.js';
import { documentRows } from '../../shared/documents/format.js';

export default class DocumentsGet extends BaseCommand<typeof DocumentsGet, GetDocumentResponse | string> {
  static override summary = 'Show a document, or its body';
  static override description =
    `Calls GET /documents/{id}: title, kind, status, pages, folder, library, trash state, recipients and the stored file, as a table.

--content prints the body instead: the document tree as JSON (GET /documents/{id}?include=content), which "documents create/update --doc-json" accept back. --format md (which implies --content) prints the body as Markdown, from GET /documents/{id}/export?format=md. An uploaded PDF or shared file has no body: download it with "dossier documents file".

With --json, prints the API response as is (with the body under data.content when --content is given).`;

  static override examples = [
    '<%= config.bin %> documents get doc_7f3k2m9x1q',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --content > body.json',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --format md',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --json | jq .data.recipients',
  ];

  static override args = { id: documentId };

  static override flags = {
    content: Flags.boolean({ description: 'Print the body rather than the fields.' }),
    format: Flags.option({
      options: ['json', 'md'] as const,
      description: 'Format of the body: the document tree as JSON, or Markdown. Implies --content. [default: json]',
    })(),
  };

  /** The document, or with --format md its body as Markdown (never JSON: --json is refused with it). */
  public async run(): Promise<GetDocumentResponse | string> {
    const { flags } = this;
    const { id } = this.args;
    if (flags.format === 'md' && flags.json) {
      throw new UsageError(
        '--json and --format md cannot be used together',
        'Markdown is not JSON: drop --json, or use --format json.',
      );
    }
    const client = await this.client();
    if (flags.format === 'md') {
      const res = await this.spin(`Exporting ${id} as Markdown…`, () =>
        client.documents.export(id, { format: 'md' }, { headers: { accept: 'text/markdown' } }),
      );
      return Buffer.from(await res.arrayBuffer()).toString('utf8');
    }
    return this.spin(`Fetching ${id}…`, () =>
      client.documents.retrieve(id, this.withContent ? { include: 'content' } : undefined),
    );
  }

  private get withContent(): boolean {
    return this.flags.content || this.flags.format !== undefined;
  }

  protected override async render(res: GetDocumentResponse | string): Promise<void> {
    const { id } = this.args;
    if (typeof res === 'string') this.out(res);
    else
      await this.showOrContent(
        this.withContent,
        documentRows(res.data),
        res.data.content,
        `${id} is ${res.data.kind === 'pdf' ? 'an uploaded PDF' : 'a shared file'}: it has no body. Download its file with "dossier documents file ${id} -o FILE".`,
      );
  }
}
