import type { Dossier } from '@dossier/sdk';
import { DeleteCommand } from '../../base/delete-command.js';
import { agreementId } from '../../shared/agreements/format.js';

export default class AgreementsDelete extends DeleteCommand<typeof AgreementsDelete> {
  static override summary = 'Delete an agreement from the library';
  static override description =
    `Calls DELETE /agreements/{id}. Links using it keep their terms gate: the text is copied onto each of them.

Asks for confirmation when standard input is a terminal; without one, pass --yes. With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> agreements delete agr_3k9d2m1x8q --yes'];
  static override args = { id: agreementId };

  protected question(): string {
    return `Delete agreement ${this.args.id}? Links using it keep its text.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.agreements.delete(this.args.id);
  }

  protected done(): string {
    return `Deleted agreement ${this.args.id}.`;
  }
}
