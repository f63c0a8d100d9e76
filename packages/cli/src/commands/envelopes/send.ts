import { Flags } from '@oclif/core';
import type { SendEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { documentId } from '../../shared/documents/args.js';
import { deliveryLines, envelopeRows } from '../../shared/envelopes/format.js';
import { isoTime } from '../../shared/validate.js';

export default class EnvelopesSend extends BaseCommand<typeof EnvelopesSend, SendEnvelopeResponse> {
  static override summary = 'Send a document for signature';
  static override description = `Calls POST /envelopes: freezes the document as it is now, locks it, and emails each signer their own signing link (with --sequential, only the first routing order; the next when it has signed). The signing list, routing orders and fields come from the document.

Refused (exit 5) when the document is already out for signature (409) or not ready to send (422: no signer, a recipient without a name or address, a signer without a field, a field bound to a removed recipient, suggestions, [placeholders] or TBD left in the body, a signature line without a field, a shared file); the message says which rule and where. 402 (exit 1): this month's sends are used and the credit balance cannot cover another.

Bounced notifications are listed; the envelope is real all the same (fix the address with "envelopes reassign"). With --json, prints the API response ({ "data", "delivery" }) as is.`;

  static override examples = [
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --sequential --remind-every 3 --expires-at 2026-12-31',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --subject "Please sign: Mutual NDA" --message "As discussed."',
  ];

  static override args = { documentId };

  static override flags = {
    sequential: Flags.boolean({ description: 'Route one routing order after another (default: everybody at once).' }),
    'expires-at': Flags.string({ description: 'Expire unsigned at this time (ISO 8601; a date alone means its last moment, UTC).' }),
    'remind-every': Flags.integer({ min: 1, max: 30, description: 'Remind whoever the envelope waits on every this many days (1-30).' }),
    subject: Flags.string({ description: 'Email subject (up to 300 characters; default: a please-sign line with the title).' }),
    message: Flags.string({ description: 'A note in the signing email (up to 2000 characters).' }),
  };

  public async run(): Promise<SendEnvelopeResponse> {
    const { flags } = this;
    const body = defined({
      documentId: this.args.documentId,
      sequential: flags.sequential || undefined,
      expiresAt: flags['expires-at'] === undefined ? undefined : isoTime(flags['expires-at'], '--expires-at', true),
      reminderEveryDays: flags['remind-every'],
      subject: flags.subject,
      message: flags.message,
    });
    const client = await this.client();
    return this.spin(`Sending ${this.args.documentId} for signature…`, () => client.envelopes.send(body));
  }

  protected override async render(res: SendEnvelopeResponse): Promise<void> {
    const bounced = res.delivery.filter((d) => !d.delivered).length;
    await this.show(`Sent ${res.data.documentId} for signature as ${res.data.id}; ${res.delivery.length} notified${bounced ? `, ${bounced} bounced` : ''}.`, envelopeRows(res.data));
    if (res.delivery.length) this.out(`Notifications:\n${deliveryLines(res.delivery)}`);
  }
}
