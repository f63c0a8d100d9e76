import { Args, Flags } from '@oclif/core';
import type { Delivery, EventName, ListHookDeliveriesData, ListHookDeliveriesResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { cell } from '../../format.js';
import { table } from '../../table.js';
import { eventNames } from '../../validate.js';

export default class HooksDeliveries extends BaseCommand<typeof HooksDeliveries> {
  static override summary = "List a webhook endpoint's deliveries";
  static override apiFields = { include: 'include-payload' };
  static override description = `Calls GET /hooks/{id}/deliveries: newest first, one page (--limit, default 50) unless --all follows nextCursor through every page. Filter by --event and --status. --include-payload adds each delivery's body (printed after the table, and in the JSON).

With --json, prints the API response as is; with --all, one { "data": [ …every delivery… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q',
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q --status failed --all',
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q --event envelope.completed --include-payload --json',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'endpoint id (hook_…)' }),
  };

  static override flags = {
    event: Flags.string({ description: 'Only deliveries of this event.' }),
    status: Flags.option({ options: ['pending', 'delivered', 'failed'] as const, description: 'Only deliveries in this state.' })(),
    'include-payload': Flags.boolean({ description: "Include each delivery's body." }),
    limit: Flags.integer({ min: 1, max: 100, description: 'Page size, 1-100 (server default 50).' }),
    cursor: Flags.string({ description: 'Start at this cursor (the nextCursor of an earlier page).' }),
    all: Flags.boolean({ description: 'Follow nextCursor and list every page.' }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const query: NonNullable<ListHookDeliveriesData['query']> = {};
    if (flags.event !== undefined) query.event = eventNames([flags.event])[0] as EventName;
    if (flags.status !== undefined) query.status = flags.status;
    if (flags['include-payload']) query.include = 'payload';
    if (flags.limit !== undefined) query.limit = flags.limit;
    if (flags.cursor !== undefined) query.cursor = flags.cursor;
    this.requireKey();

    const list = (await this.client()).hooks.deliveries(this.args.id, query);
    let result: ListHookDeliveriesResponse;
    if (flags.all) {
      result = await this.spin(`Fetching deliveries of ${this.args.id}…`, async (spinner) => {
        const data: Delivery[] = [];
        let page = 0;
        for await (const p of list.pages()) {
          data.push(...p.data);
          spinner.text = `Fetching deliveries of ${this.args.id} (page ${++page}, ${data.length} so far)…`;
        }
        return { data, nextCursor: null };
      });
    } else {
      result = await this.spin(`Fetching deliveries of ${this.args.id}…`, async () => list);
    }

    if (this.jsonOutput) {
      this.printJson(result);
      return;
    }
    if (result.data.length === 0) {
      this.note(`No deliveries${flags.event || flags.status ? ' match these filters' : ` for ${this.args.id} yet`}.`);
    } else {
      this.out(
        await table(
          [
            { header: 'ID', get: (d) => d.id },
            { header: 'Event', get: (d) => d.event },
            { header: 'Status', get: (d) => d.status },
            { header: 'Attempts', get: (d) => cell(d.attempts), drop: 1 },
            { header: 'Response', get: (d) => cell(d.responseStatus) },
            { header: 'Error', get: (d) => cell(d.error), wrap: true },
            { header: 'Created', get: (d) => d.createdAt, drop: 2 },
          ],
          result.data,
        ),
      );
      if (flags['include-payload']) {
        for (const d of result.data) this.out(`\n${d.id} (${d.event}):\n${d.payload === undefined ? '(no payload)' : JSON.stringify(d.payload, null, 2)}`);
      }
    }
    if (result.nextCursor) this.note(`More deliveries: pass --all, or --cursor ${result.nextCursor} for the next page.`);
  }
}
