import type { UpdateRequestResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { requestId } from '../../shared/requests/args.js';

export default class RequestsClose extends BaseCommand<typeof RequestsClose, UpdateRequestResponse> {
  static override summary = 'Close a file request';
  static override description =
    `Calls PATCH /requests/{id} with { "active": false }: every upload page (the open one and each personal link) says the request is closed instead of accepting files, and reminders stop. Files already received stay. Reopen with "dossier requests update ID --active".

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> requests close req_6d2m9k4x1b'];
  static override args = { id: requestId };

  public async run(): Promise<UpdateRequestResponse> {
    return this.request(`Closing ${this.args.id}…`, (client) =>
      client.requests.update(this.args.id, { active: false }),
    );
  }

  protected override async render({ data: r }: UpdateRequestResponse): Promise<void> {
    this.out(
      `Closed file request ${r.id} (${r.counts.uploads} file${r.counts.uploads === 1 ? '' : 's'} received; ${r.counts.completed}/${r.counts.assignees} completed).`,
    );
  }
}
