import type { CancelBatchResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { batchId } from '../../shared/batches/args.js';
import { plural } from '../../shared/format.js';

export default class BatchesCancel extends BaseCommand<typeof BatchesCancel, CancelBatchResponse> {
  static override summary = 'Stop a bulk send';
  static override description =
    `Calls POST /batches/{id}/cancel: the rows not sent yet are never sent; envelopes already sent stay out (void them with "dossier batches void"). Refused (exit 5) when the batch has already ended.

With --json, prints the API response as is.`;

  static override examples = ['<%= config.bin %> batches cancel bat_4k8m2x7q1z'];

  static override args = { id: batchId };

  public async run(): Promise<CancelBatchResponse> {
    return this.request(`Cancelling ${this.args.id}…`, (client) => client.batches.cancel(this.args.id));
  }

  protected override render(res: CancelBatchResponse): void {
    this.out(`Cancelled ${res.data.id}: ${plural(res.data.cancelled, 'row')} not sent, ${res.data.sent} sent before.`);
  }
}
