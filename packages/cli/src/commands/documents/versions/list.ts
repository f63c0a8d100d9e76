import { Flags } from '@oclif/core';
import type { ListDocumentVersionsResponse, Version } from '@dossier/sdk';
import { ListCommand } from '../../../base/list-command.js';
import { documentId } from '../../../shared/documents/args.js';
import { cell } from '../../../shared/format.js';
import type { Column } from '../../../shared/table.js';

export default class VersionsList extends ListCommand<typeof VersionsList, Version, ListDocumentVersionsResponse> {
  static override summary = "List a document's versions";
  static override description =
    `Calls GET /documents/{id}/versions: the version history, newest first, the most recent --limit versions (default 50, at most 100; the history is not paginated). "Auto" marks snapshots the document took of itself before a body or file was replaced.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> documents versions list doc_7f3k2m9x1q',
    '<%= config.bin %> documents versions list doc_7f3k2m9x1q --limit 5 --json',
  ];
  static override args = { id: documentId };

  static override flags = {
    limit: Flags.integer({
      min: 1,
      max: 100,
      description: 'How many of the newest versions, 1-100 (server default 50).',
    }),
  };

  protected readonly noun = 'versions';
  protected readonly columns: Column<Version>[] = [
    { header: 'ID', get: (v) => v.id },
    { header: 'Label', get: (v) => cell(v.label), wrap: true },
    { header: 'Auto', get: (v) => cell(v.automatic), drop: 1 },
    { header: 'Kind', get: (v) => v.kind, drop: 1 },
    { header: 'Pages', get: (v) => cell(v.pageCount), drop: 1 },
    { header: 'Created by', get: (v) => v.createdBy, wrap: true, drop: 2 },
    { header: 'Created', get: (v) => v.createdAt },
  ];

  protected empty(): string {
    return `${this.args.id} has no saved versions yet. Save one with "dossier documents versions create ${this.args.id}".`;
  }

  public async run(): Promise<ListDocumentVersionsResponse> {
    const { id } = this.args;
    const { limit } = this.flags;
    return this.fetch(`the versions of ${id}`, (client) =>
      client.documents.versions.list(id, limit === undefined ? undefined : { limit }),
    );
  }
}
