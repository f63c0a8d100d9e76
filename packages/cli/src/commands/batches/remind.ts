import type { RemindBatchResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { batchId } from '../../shared/batches/args.js';
import { plural } from '../../shared/format.js';

export default class BatchesRemind extends BaseCommand<typeof BatchesRemind, RemindBatchResponse> {
  static override summary = 'Remind every open envelope of a bulk send';
  static override description =
    `Calls POST /batches/{id}/remind: a reminder for each envelope of the batch still waiting on someone; ended ones are skipped.

With --json, prints the API response ({ "data", "reminded", "skipped" }) as is.`;

  static override examples = ['<%= config.bin %> batches remind bat_4k8m2x7q1z'];

  static override args = { id: batchId };

  public async run(): Promise<RemindBatchResponse> {
    return this.request(`Reminding the envelopes of ${this.args.id}…`, (client) => client.batches.remind(this.args.id));
  }

  protected override render(res: RemindBatchResponse): void {
    this.out(
      `Reminded ${plural(res.reminded, 'envelope')} of ${res.data.id}${res.skipped ? `; ${res.skipped} skipped (ended or waiting on nobody)` : ''}.`,
    );
  }
}
