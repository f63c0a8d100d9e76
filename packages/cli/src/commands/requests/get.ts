import type { GetRequestResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { requestId } from '../../shared/requests/args.js';
import { assigneeColumns, itemLines, requestRows, uploadColumns } from '../../shared/requests/format.js';
import { table } from '../../shared/table.js';

export default class RequestsGet extends BaseCommand<typeof RequestsGet, GetRequestResponse> {
  static override summary = 'Show a file request: items, assignees with delivery state, uploads';
  static override description =
    `Calls GET /requests/{id}: the request, its items (by position), the people asked (oldest first) with the state of their latest mail (sent, bounced with the reason, failed), reminders and completion, and every file received (newest first) with the workspace document it became.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> requests get req_6d2m9k4x1b'];
  static override args = { id: requestId };

  public async run(): Promise<GetRequestResponse> {
    return this.fetch(this.args.id, (client) => client.requests.retrieve(this.args.id));
  }

  protected override async render({ data: r }: GetRequestResponse): Promise<void> {
    await this.show(undefined, [...requestRows(r), ['Items', itemLines(r)]]);
    this.out(r.assignees.length ? await table(assigneeColumns, r.assignees) : 'Assignees: none (only the open page).');
    this.out(r.uploads.length ? await table(uploadColumns(r), r.uploads) : 'Uploads: none yet.');
  }
}
