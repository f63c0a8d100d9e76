import { Flags } from '@oclif/core';
import type { CreateHookResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { hookEvents, secretLines } from '../../shared/hooks/format.js';
import { eventNames, httpsUrl } from '../../shared/validate.js';

export default class HooksCreate extends BaseCommand<typeof HooksCreate, CreateHookResponse> {
  static override summary = 'Subscribe a webhook endpoint';
  static override description =
    `Calls POST /hooks. Repeat --event to subscribe to several events; without --event the endpoint receives every event ("dossier hooks list --json" shows the catalogue). The address must be https; the server also refuses private, loopback and other special-purpose addresses (exit 5), and unknown event names (exit 5, listing the valid ones).

Prints the endpoint id and its signing secret. The secret is shown this once: store it now ("dossier hooks rotate" issues a new one if it is lost). Subscribing the same URL with the same events again is not an error: the existing endpoint is returned with its secret and switched back on (its failure count reset).

With --json, prints the API response ({ "data": { …, "secret" } }) as is.`;

  static override examples = [
    '<%= config.bin %> hooks create --url https://example.com/dossier/webhooks',
    '<%= config.bin %> hooks create --url https://example.com/h --event envelope.completed --event recipient.signed',
    '<%= config.bin %> hooks create --url https://example.com/h --json | jq -r .data.secret',
  ];

  static override flags = {
    url: Flags.string({ required: true, description: 'The https address deliveries are POSTed to.' }),
    event: Flags.string({ multiple: true, description: 'An event to subscribe to (repeatable). None: every event.' }),
  };

  /** 201: a new endpoint; 200: an identical re-subscribe, which returns the existing one switched back on. */
  #created = true;

  public async run(): Promise<CreateHookResponse> {
    const events = eventNames(this.flags.event);
    const body = defined({ url: httpsUrl(this.flags.url), events: events.length > 0 ? events : undefined });
    const client = await this.client();
    // The typed hooks.create() gives only the body; the raw request also tells 201 (new) from 200 (re-subscribe).
    const res = await this.spin('Subscribing the endpoint…', () =>
      client.request('POST', '/hooks', { body }, { maxRetries: this.flags['max-retries'] }),
    );
    this.#created = res.status === 201;
    return (await res.json()) as CreateHookResponse;
  }

  protected override render({ data: hook }: CreateHookResponse): void {
    const lines = this.#created
      ? [`Created webhook endpoint ${hook.id}.`]
      : [
          `Webhook endpoint ${hook.id} already existed with this URL and these events: it was switched back on (failure count reset).`,
        ];
    lines.push(`URL:    ${hook.url}`, `Events: ${hookEvents(hook.events)}`, '', ...secretLines(hook.secret, hook.id));
    this.out(lines.join('\n'));
  }
}
