import { Flags } from '@oclif/core';
import type { Document, ListDocumentsResponse } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import type { Column } from '../../shared/table.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class DocumentsList extends ListCommand<typeof DocumentsList, Document> {
  static override summary = 'List documents';
  static override description =
    `Calls GET /documents: live documents, most recently edited first, one page (--limit, default 50) unless --all follows nextCursor through every page. Filters combine: --q searches titles and body text, --status, --kind, --folder (documents filed directly in that folder), --in-library, and --trashed lists the trash instead of live documents.

With --json, prints the API response as is; with --all, one { "data": [ …every document… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> documents list',
    '<%= config.bin %> documents list --q nda --status draft',
    '<%= config.bin %> documents list --folder fld_2k8m4q9z1x --all',
    '<%= config.bin %> documents list --trashed --json',
  ];

  static override flags = {
    q: Flags.string({ description: 'Text to find in titles and body text (case-insensitive).' }),
    status: Flags.option({
      options: ['draft', 'locked'] as const,
      description: 'Only drafts, or only documents out for signature (locked).',
    })(),
    kind: Flags.option({
      options: ['xdoc', 'pdf', 'file'] as const,
      description: 'Only authored documents (xdoc), uploaded PDFs, or shared files.',
    })(),
    folder: Flags.string({ description: 'Only documents filed directly in this folder (id).' }),
    'in-library': onOff('--in-library: only documents in the library; --no-in-library: only those outside it.'),
    trashed: onOff('--trashed lists the trash instead of live documents.'),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'documents';
  protected readonly columns: Column<Document>[] = [
    { header: 'ID', get: (d) => d.id },
    { header: 'Title', get: (d) => d.title, wrap: true },
    { header: 'Kind', get: (d) => d.kind, drop: 1 },
    { header: 'Status', get: (d) => d.status },
    // What became of the last send: a signed contract reads `draft` above and `completed` here.
    { header: 'Envelope', get: (d) => (d.lastEnvelope ? d.lastEnvelope.status : '-'), drop: 1 },
    { header: 'Pages', get: (d) => cell(d.pageCount), drop: 1 },
    { header: 'Updated', get: (d) => d.updatedAt, drop: 2 },
  ];

  protected empty(): string {
    const { flags } = this;
    const filtered = [flags.q, flags.status, flags.kind, flags.folder, flags['in-library']].some(
      (f) => f !== undefined,
    );
    return flags.trashed === 'true' ? 'The trash is empty.' : filtered ? 'No documents match.' : 'No documents yet.';
  }

  public async run(): Promise<ListDocumentsResponse> {
    const { flags } = this;
    const query = defined({
      q: flags.q,
      status: flags.status,
      kind: flags.kind,
      folderId: flags.folder,
      inLibrary: bool(flags['in-library']),
      trashed: bool(flags.trashed),
      ...this.page(),
    });
    const client = await this.client();
    return this.listAll(client.documents.list(query));
  }
}
