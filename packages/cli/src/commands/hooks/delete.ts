import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand } from '../../base/delete-command.js';
import { hookId } from '../../shared/hooks/args.js';

export default class HooksDelete extends DeleteCommand<typeof HooksDelete> {
  static override summary = 'Delete a webhook endpoint';
  static override description =
    `Calls DELETE /hooks/{id}: the endpoint is removed and its pending deliveries stop. Deleting an endpoint that is already gone also succeeds.

${confirmationHelp()}`;

  static override examples = [
    '<%= config.bin %> hooks delete hook_3k9d2m1x8q',
    '<%= config.bin %> hooks delete hook_3k9d2m1x8q --yes',
  ];
  static override args = { id: hookId };

  protected question(): string {
    return `Delete webhook endpoint ${this.args.id}? Its pending deliveries stop.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.hooks.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted webhook endpoint ${this.args.id}.`;
  }
}
