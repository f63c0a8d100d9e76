import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand } from '../../base/delete-command.js';
import { requestId } from '../../shared/requests/args.js';

export default class RequestsDelete extends DeleteCommand<typeof RequestsDelete> {
  static override summary = 'Delete a file request';
  static override description =
    `Calls DELETE /requests/{id}: the request, its items and assignees go, and every upload link stops working at once. Files already received stay as workspace documents (and in the room they were filed into). A request that is already gone exits with 4.

${confirmationHelp()}`;

  static override examples = ['<%= config.bin %> requests delete req_6d2m9k4x1b --yes'];
  static override args = { id: requestId };

  protected question(): string {
    return `Delete file request ${this.args.id}? Its links stop working at once (the files received are kept as documents).`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.requests.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted file request ${this.args.id}.`;
  }
}
