import type { PingHookResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { hookId } from '../../shared/hooks/args.js';
import { deliveryRows } from '../../shared/hooks/format.js';

export default class HooksPing extends BaseCommand<typeof HooksPing, PingHookResponse> {
  static override summary = 'Send a test delivery to a webhook endpoint';
  static override description =
    `Calls POST /hooks/{id}/ping: a "ping" event is delivered now (even to an inactive endpoint, or one not subscribed to ping) and the delivery is shown as it stands after the first attempt: its status (delivered, pending while retries remain, failed), the HTTP status your endpoint answered and the error, if any. A ping does not count toward the failure count.

The command succeeds (exit 0) whatever your endpoint answered: check the status shown, or data.status under --json, which prints the API response (with the payload sent) as is.`;

  static override examples = [
    '<%= config.bin %> hooks ping hook_3k9d2m1x8q',
    '<%= config.bin %> hooks ping hook_3k9d2m1x8q --json | jq .data.status',
  ];
  static override args = { id: hookId };

  public async run(): Promise<PingHookResponse> {
    return this.request(`Pinging ${this.args.id}…`, (client) => client.hooks.ping(this.args.id));
  }

  protected override async render({ data: d }: PingHookResponse): Promise<void> {
    const verdict =
      d.status === 'delivered'
        ? `Ping delivered${d.responseStatus !== null ? `: the endpoint answered HTTP ${d.responseStatus}` : ''}.`
        : d.status === 'pending'
          ? 'Ping not delivered yet: the first attempt failed and will be retried.'
          : 'Ping failed.';
    await this.show(verdict, deliveryRows(d));
  }
}
