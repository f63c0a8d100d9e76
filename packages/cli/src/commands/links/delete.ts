import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../base/delete-command.js';
import { linkId } from '../../shared/links/format.js';

export default class LinksDelete extends DeleteCommand<typeof LinksDelete> {
  static override summary = 'Delete a link';
  static override description =
    `Calls DELETE /links/{id}: the link stops answering at once; its visits are kept for analytics.

Asks for confirmation when standard input is a terminal; without one, pass --yes. With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> links delete lnk_3k9d2m1x8q --yes'];
  static override args = { id: linkId };

  protected question(): string {
    return `Delete link ${this.args.id}? It stops answering at once.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.links.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted link ${this.args.id}.`;
  }
}
