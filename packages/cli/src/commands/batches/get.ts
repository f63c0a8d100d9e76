import type { GetBatchResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { batchId } from '../../shared/batches/args.js';
import { allRows, batchRows, rowsTable } from '../../shared/batches/format.js';

export default class BatchesGet extends BaseCommand<typeof BatchesGet, GetBatchResponse> {
  static override summary = 'Show a bulk send: its progress and each row';
  static override description =
    `Calls GET /batches/{id}, then GET /batches/{id}/rows (every page): the status and counts, then one line per row with its envelope or its error.

With --json, prints the API response of GET /batches/{id} as is (the rows: "dossier api get /batches/{id}/rows").`;

  static override examples = ['<%= config.bin %> batches get bat_4k8m2x7q1z'];

  static override args = { id: batchId };

  public async run(): Promise<GetBatchResponse> {
    return this.request(`Reading ${this.args.id}…`, (client) => client.batches.retrieve(this.args.id));
  }

  protected override async render(res: GetBatchResponse): Promise<void> {
    await this.show(undefined, batchRows(res.data));
    this.out(await rowsTable(await allRows(await this.client(), res.data.id)));
  }
}
