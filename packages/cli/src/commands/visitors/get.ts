import { Args } from '@oclif/core';
import type { GetVisitorResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { duration, percent, viewColumns } from '../../shared/analytics/format.js';
import { cell } from '../../shared/format.js';
import { table } from '../../shared/table.js';

export default class VisitorsGet extends BaseCommand<typeof VisitorsGet, GetVisitorResponse> {
  static override summary = 'Show one visitor and their latest visits';
  static override description =
    'Calls GET /visitors/{email} (the address is URL-encoded for you): totals over every counted visit from the address, and its latest 100 visits. With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> visitors get dana@acme.example'];
  static override args = { email: Args.string({ required: true, description: "the visitor's email address" }) };

  public async run(): Promise<GetVisitorResponse> {
    return this.fetch(this.args.email, (client) => client.visitors.retrieve(this.args.email));
  }

  protected override async render({ data: v }: GetVisitorResponse): Promise<void> {
    await this.show(undefined, [
      ['Email', v.email],
      ['Documents', String(v.documents)],
      ['Time', duration(v.totalMs)],
      ['Completion', percent(v.avgCompletion)],
      ['First seen', v.firstSeenAt],
      ['Last seen', v.lastSeenAt],
      ['Verified', cell(v.verified)],
      ['Accepted terms', cell(v.acceptedNda)],
      ['Downloaded', cell(v.downloaded)],
    ]);
    this.out(await table(viewColumns, v.views));
  }
}
