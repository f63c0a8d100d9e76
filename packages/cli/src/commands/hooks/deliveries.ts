import { Flags } from '@oclif/core';
import type { Delivery, EventName, ListHookDeliveriesResponse } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import { hookId } from '../../shared/hooks/args.js';
import type { Column } from '../../shared/table.js';
import { eventNames } from '../../shared/validate.js';

export default class HooksDeliveries extends ListCommand<typeof HooksDeliveries, Delivery, ListHookDeliveriesResponse> {
  static override summary = "List a webhook endpoint's deliveries";
  static override description =
    `Calls GET /hooks/{id}/deliveries: newest first, one page (--limit, default 50) unless --all follows nextCursor through every page. Filter by --event and --status. --include-payload adds each delivery's body (printed after the table, and in the JSON).

With --json, prints the API response as is; with --all, one { "data": [ …every delivery… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q',
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q --status failed --all',
    '<%= config.bin %> hooks deliveries hook_3k9d2m1x8q --event envelope.completed --include-payload --json',
  ];

  static override apiFields = { include: 'include-payload' };
  static override args = { id: hookId };

  static override flags = {
    event: Flags.string({ description: 'Only deliveries of this event.' }),
    status: Flags.option({
      options: ['pending', 'delivered', 'failed'] as const,
      description: 'Only deliveries in this state.',
    })(),
    'include-payload': Flags.boolean({ description: "Include each delivery's body." }),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'deliveries';
  protected readonly columns: Column<Delivery>[] = [
    { header: 'ID', get: (d) => d.id },
    { header: 'Event', get: (d) => d.event },
    { header: 'Status', get: (d) => d.status },
    { header: 'Attempts', get: (d) => cell(d.attempts), drop: 1 },
    { header: 'Response', get: (d) => cell(d.responseStatus) },
    { header: 'Error', get: (d) => cell(d.error), wrap: true },
    { header: 'Created', get: (d) => d.createdAt, drop: 2 },
  ];

  protected empty(): string {
    const { event, status } = this.flags;
    return `No deliveries${event || status ? ' match these filters' : ` for ${this.args.id} yet`}.`;
  }

  public async run(): Promise<ListHookDeliveriesResponse> {
    const { flags } = this;
    const query = defined({
      event: flags.event === undefined ? undefined : (eventNames([flags.event])[0] as EventName),
      status: flags.status,
      include: flags['include-payload'] ? ('payload' as const) : undefined,
      ...this.page(),
    });
    const client = await this.client();
    return this.listAll(client.hooks.deliveries(this.args.id, query), `Fetching deliveries of ${this.args.id}`);
  }

  protected override async render(result: ListHookDeliveriesResponse): Promise<void> {
    await this.renderTable(result);
    if (this.flags['include-payload']) {
      for (const d of result.data)
        this.out(
          `\n${d.id} (${d.event}):\n${d.payload === undefined ? '(no payload)' : JSON.stringify(d.payload, null, 2)}`,
        );
    }
    this.noteMore(result);
  }
}
