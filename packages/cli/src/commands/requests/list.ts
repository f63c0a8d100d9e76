import type { FileRequest, ListRequestsResponse } from '@dossier/sdk';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import { progress } from '../../shared/requests/format.js';
import type { Column } from '../../shared/table.js';

export default class RequestsList extends ListCommand<typeof RequestsList, FileRequest, ListRequestsResponse> {
  static override summary = 'List file requests';
  static override description =
    `Calls GET /requests: every file request of the workspace, open and closed, most recently changed first (not paged), with how many of the people asked have completed and how many files arrived.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> requests list', '<%= config.bin %> requests list --json'];

  protected readonly noun = 'file requests';
  protected readonly columns: Column<FileRequest>[] = [
    { header: 'ID', get: (r) => r.id },
    { header: 'Title', get: (r) => r.title, wrap: true },
    { header: 'Active', get: (r) => cell(r.active) },
    { header: 'Completed', get: progress },
    { header: 'Uploads', get: (r) => cell(r.counts.uploads) },
    { header: 'Due', get: (r) => cell(r.dueAt), drop: 1 },
    { header: 'Updated', get: (r) => r.updatedAt, drop: 2 },
  ];

  protected empty(): string {
    return 'No file requests. Ask for files with "dossier requests create --title T --item NAME --assignee EMAIL".';
  }

  public async run(): Promise<ListRequestsResponse> {
    return this.fetch('file requests', (client) => client.requests.list());
  }
}
