import { Args, Flags } from '@oclif/core';
import type { HookUpdate } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { hookRows } from '../../format.js';
import { keyValueTable } from '../../table.js';
import { eventNames, httpsUrl } from '../../validate.js';

export default class HooksUpdate extends BaseCommand<typeof HooksUpdate> {
  static override summary = 'Change a webhook endpoint';
  static override description = `Calls PATCH /hooks/{id} with what the flags change (at least one): the address, the subscribed events (--event, repeatable, replaces the list; --all-events subscribes to every event) or whether it is active. --active true switches an endpoint that was switched off (or disabled after 10 failed deliveries) back on and resets its failure count.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --active true',
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --event envelope.completed --event envelope.voided',
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --all-events --url https://example.com/new',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'endpoint id (hook_…)' }),
  };

  static override flags = {
    url: Flags.string({ description: 'New https address.' }),
    event: Flags.string({ multiple: true, description: 'Subscribe to this event (repeatable; replaces the current list).', exclusive: ['all-events'] }),
    'all-events': Flags.boolean({ description: 'Subscribe to every event.', exclusive: ['event'] }),
    active: Flags.option({ options: ['true', 'false'] as const, description: 'Switch the endpoint on (resetting its failure count) or off.' })(),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const body: HookUpdate = {};
    if (flags.url !== undefined) body.url = httpsUrl(flags.url);
    if (flags.event !== undefined) body.events = eventNames(flags.event);
    if (flags['all-events']) body.events = [];
    if (flags.active !== undefined) body.active = flags.active === 'true';
    if (Object.keys(body).length === 0) {
      throw new UsageError('nothing to change', 'Pass at least one of --url, --event, --all-events or --active.');
    }
    this.requireKey();
    const res = await this.spin(`Updating ${this.args.id}…`, async () => (await this.client()).hooks.update(this.args.id, body));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    this.out(`Updated webhook endpoint ${res.data.id}${body.active === true ? ' (switched on, failure count reset)' : ''}.`);
    this.out(await keyValueTable(hookRows(res.data)));
  }
}
