import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../../base/delete-command.js';
import { assigneeId, requestId } from '../../../shared/requests/args.js';

export default class RequestsAssigneesRemove extends DeleteCommand<typeof RequestsAssigneesRemove> {
  static override summary = 'Take someone off a file request';
  static override description =
    `Calls DELETE /requests/{id}/assignees/{assigneeId}: their upload link stops working at once and no more reminders go; files they already sent stay. Removing someone who is not (or no longer) on the request succeeds too; only a request that does not exist exits with 4.

Asks for confirmation when standard input is a terminal; without one, pass --yes. With --json, prints { "id", "deleted": true, "requestId" }.`;

  static override examples = ['<%= config.bin %> requests assignees remove req_6d2m9k4x1b asg_4p9x2k7m1c --yes'];
  static override args = { id: requestId, assignee: assigneeId };

  protected override target(): string {
    return this.args.assignee;
  }

  protected override deleted() {
    return { id: this.args.assignee, deleted: true as const, requestId: this.args.id };
  }

  protected question(): string {
    return `Take ${this.args.assignee} off ${this.args.id}? Their link stops working at once (files they sent are kept).`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.requests.assignees.remove(this.args.id, this.args.assignee);
  }

  protected done(): string {
    return `Removed ${this.args.assignee} from ${this.args.id}.`;
  }
}
