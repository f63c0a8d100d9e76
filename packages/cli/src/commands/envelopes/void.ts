import type { VoidEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { envelopeId, voidReason } from '../../shared/envelopes/args.js';

export default class EnvelopesVoid extends BaseCommand<typeof EnvelopesVoid, VoidEnvelopeResponse> {
  static override summary = 'Cancel an envelope';
  static override description =
    `Calls POST /envelopes/{id}/void: signing stops, the document goes back to draft, the recipients still to act are emailed the reason, and it is written to the audit trail. Refused (exit 5) when the envelope has already ended.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> envelopes void env_7h2k9d4m1x --reason "Terms changed; a new version follows."',
  ];

  static override args = { id: envelopeId };

  static override flags = { reason: voidReason };

  public async run(): Promise<VoidEnvelopeResponse> {
    return this.request(`Voiding ${this.args.id}…`, (client) =>
      client.envelopes.void(this.args.id, { reason: this.flags.reason }),
    );
  }

  protected override render(res: VoidEnvelopeResponse): void {
    this.out(`Voided ${res.data.id} at ${res.data.voidedAt}; ${res.data.documentId} is a draft again.`);
  }
}
