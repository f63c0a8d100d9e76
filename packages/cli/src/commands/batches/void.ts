import type { VoidBatchResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { batchId } from '../../shared/batches/args.js';
import { voidReason } from '../../shared/envelopes/args.js';
import { plural } from '../../shared/format.js';

export default class BatchesVoid extends BaseCommand<typeof BatchesVoid, VoidBatchResponse> {
  static override summary = 'Void every envelope of a bulk send';
  static override description =
    `Calls POST /batches/{id}/void: stops the batch if it is still sending, then voids each of its envelopes that has not ended, emailing the reason to the recipients still to act.

With --json, prints the API response ({ "data", "voided", "skipped" }) as is.`;

  static override examples = ['<%= config.bin %> batches void bat_4k8m2x7q1z --reason "Sent to the wrong list."'];

  static override args = { id: batchId };

  static override flags = { reason: voidReason };

  public async run(): Promise<VoidBatchResponse> {
    return this.request(`Voiding the envelopes of ${this.args.id}…`, (client) =>
      client.batches.void(this.args.id, { reason: this.flags.reason }),
    );
  }

  protected override render(res: VoidBatchResponse): void {
    this.out(
      `Voided ${plural(res.voided, 'envelope')} of ${res.data.id}${res.skipped ? `; ${res.skipped} had already ended` : ''}.`,
    );
  }
}
