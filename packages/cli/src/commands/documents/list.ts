import { Flags } from '@oclif/core';
import type { Document, ListDocumentsData, ListDocumentsResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { cell } from '../../format.js';
import { table } from '../../table.js';
import { bool } from '../../validate.js';

export default class DocumentsList extends BaseCommand<typeof DocumentsList> {
  static override summary = 'List documents';
  static override description = `Calls GET /documents: live documents, most recently edited first, one page (--limit, default 50) unless --all follows nextCursor through every page. Filters combine: --q searches titles and body text, --status, --kind, --folder (documents filed directly in that folder), --in-library, and --trashed true lists the trash instead of live documents.

With --json, prints the API response as is; with --all, one { "data": [ …every document… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> documents list',
    '<%= config.bin %> documents list --q nda --status draft',
    '<%= config.bin %> documents list --folder fld_2k8m4q9z1x --all',
    '<%= config.bin %> documents list --trashed true --json',
  ];

  static override flags = {
    q: Flags.string({ description: 'Text to find in titles and body text (case-insensitive).' }),
    status: Flags.option({ options: ['draft', 'locked'] as const, description: 'Only drafts, or only documents out for signature (locked).' })(),
    kind: Flags.option({ options: ['xdoc', 'pdf', 'file'] as const, description: 'Only authored documents (xdoc), uploaded PDFs, or shared files.' })(),
    folder: Flags.string({ description: 'Only documents filed directly in this folder (id).' }),
    'in-library': Flags.option({ options: ['true', 'false'] as const, description: 'Only documents in (true) or outside (false) the library.' })(),
    trashed: Flags.option({ options: ['true', 'false'] as const, description: 'true lists the trash instead of live documents.' })(),
    limit: Flags.integer({ min: 1, max: 100, description: 'Page size, 1-100 (server default 50).' }),
    cursor: Flags.string({ description: 'Start at this cursor (the nextCursor of an earlier page).' }),
    all: Flags.boolean({ description: 'Follow nextCursor and list every page.' }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const query: NonNullable<ListDocumentsData['query']> = {};
    if (flags.q !== undefined) query.q = flags.q;
    if (flags.status !== undefined) query.status = flags.status;
    if (flags.kind !== undefined) query.kind = flags.kind;
    if (flags.folder !== undefined) query.folderId = flags.folder;
    if (flags['in-library'] !== undefined) query.inLibrary = bool(flags['in-library']);
    if (flags.trashed !== undefined) query.trashed = bool(flags.trashed);
    if (flags.limit !== undefined) query.limit = flags.limit;
    if (flags.cursor !== undefined) query.cursor = flags.cursor;
    this.requireKey();

    const list = (await this.client()).documents.list(query);
    let result: ListDocumentsResponse;
    if (flags.all) {
      result = await this.spin('Fetching documents…', async (spinner) => {
        const data: Document[] = [];
        let page = 0;
        for await (const p of list.pages()) {
          data.push(...p.data);
          spinner.text = `Fetching documents (page ${++page}, ${data.length} so far)…`;
        }
        return { data, nextCursor: null };
      });
    } else {
      result = await this.spin('Fetching documents…', async () => list);
    }

    if (this.jsonOutput) {
      this.printJson(result);
      return;
    }
    const filtered = [flags.q, flags.status, flags.kind, flags.folder, flags['in-library']].some((f) => f !== undefined);
    if (result.data.length === 0) {
      this.note(flags.trashed === 'true' ? 'The trash is empty.' : filtered ? 'No documents match.' : 'No documents yet.');
    } else {
      this.out(
        await table(
          [
            { header: 'ID', get: (d) => d.id },
            { header: 'Title', get: (d) => d.title, wrap: true },
            { header: 'Kind', get: (d) => d.kind, drop: 1 },
            { header: 'Status', get: (d) => d.status },
            { header: 'Pages', get: (d) => cell(d.pageCount), drop: 1 },
            { header: 'Updated', get: (d) => d.updatedAt, drop: 2 },
          ],
          result.data,
        ),
      );
    }
    if (result.nextCursor) this.note(`More documents: pass --all, or --cursor ${result.nextCursor} for the next page.`);
  }
}
