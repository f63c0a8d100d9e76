import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { documentRows } from '../../format.js';
import { keyValueTable } from '../../table.js';

export default class DocumentsGet extends BaseCommand<typeof DocumentsGet> {
  static override summary = 'Show a document, or its body';
  static override description = `Calls GET /documents/{id}: title, kind, status, pages, folder, library, trash state, recipients and the stored file, as a table.

--content prints the body instead: the document tree as JSON (GET /documents/{id}?include=content), which "documents create/update --doc-json" accept back. --format md (which implies --content) prints the body as Markdown, from GET /documents/{id}/export?format=md. An uploaded PDF or shared file has no body: download it with "dossier documents file".

With --json, prints the API response as is (with the body under data.content when --content is given).`;

  static override examples = [
    '<%= config.bin %> documents get doc_7f3k2m9x1q',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --content > body.json',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --format md',
    '<%= config.bin %> documents get doc_7f3k2m9x1q --json | jq .data.recipients',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    content: Flags.boolean({ description: 'Print the body rather than the fields.' }),
    format: Flags.option({ options: ['json', 'md'] as const, description: 'Format of the body: the document tree as JSON, or Markdown. Implies --content. [default: json]' })(),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const { id } = this.args;
    if (flags.format === 'md' && flags.json) {
      throw new UsageError('--json and --format md cannot be used together', 'Markdown is not JSON: drop --json, or use --format json.');
    }
    this.requireKey();
    if (flags.format === 'md') {
      const res = await this.spin(`Exporting ${id} as Markdown…`, async () =>
        (await this.client()).documents.export(id, { format: 'md' }, { headers: { accept: 'text/markdown' } }),
      );
      this.out(Buffer.from(await res.arrayBuffer()).toString('utf8'));
      return;
    }
    const content = flags.content || flags.format === 'json';
    const res = await this.spin(`Fetching ${id}…`, async () => (await this.client()).documents.retrieve(id, content ? { include: 'content' } : undefined));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (!content) {
      this.out(await keyValueTable(documentRows(res.data)));
      return;
    }
    if (res.data.content == null) {
      this.note(`${id} is ${res.data.kind === 'pdf' ? 'an uploaded PDF' : 'a shared file'}: it has no body. Download its file with "dossier documents file ${id} -o FILE".`);
      return;
    }
    this.printJson(res.data.content);
  }
}
