import type { RemindEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { envelopeId } from '../../shared/envelopes/args.js';
import { plural } from '../../shared/format.js';

export default class EnvelopesRemind extends BaseCommand<typeof EnvelopesRemind, RemindEnvelopeResponse> {
  static override summary = 'Remind whoever the envelope waits on';
  static override description =
    `Calls POST /envelopes/{id}/remind: emails a reminder to every signer who has not signed (with sequential routing, only the current routing order). Refused (exit 5) when the envelope has ended or nobody is waited on.

With --json, prints the API response ({ "data", "reminded" }) as is.`;

  static override examples = ['<%= config.bin %> envelopes remind env_7h2k9d4m1x'];

  static override args = { id: envelopeId };

  public async run(): Promise<RemindEnvelopeResponse> {
    return this.request(`Reminding the signers of ${this.args.id}…`, (client) => client.envelopes.remind(this.args.id));
  }

  protected override render(res: RemindEnvelopeResponse): void {
    const waiting = res.data.recipients.filter(
      (r) => r.role === 'signer' && (r.status === 'sent' || r.status === 'viewed'),
    );
    this.out(
      `Reminded ${plural(res.reminded, 'recipient')} of ${res.data.id}${waiting.length ? `: ${waiting.map((r) => r.email).join(', ')}` : ''}.`,
    );
  }
}
