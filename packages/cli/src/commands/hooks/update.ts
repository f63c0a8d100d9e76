import { Flags } from '@oclif/core';
import type { UpdateHookResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { hookId } from '../../shared/hooks/args.js';
import { hookRows } from '../../shared/hooks/format.js';
import { bool, eventNames, httpsUrl } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class HooksUpdate extends BaseCommand<typeof HooksUpdate, UpdateHookResponse> {
  static override summary = 'Change a webhook endpoint';
  static override description =
    `Calls PATCH /hooks/{id} with what the flags change (at least one): the address, the subscribed events (--event, repeatable, replaces the list; --all-events subscribes to every event) or whether it is active. --active switches an endpoint that was switched off (or disabled after 10 failed deliveries) back on and resets its failure count.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --active',
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --event envelope.completed --event envelope.voided',
    '<%= config.bin %> hooks update hook_3k9d2m1x8q --all-events --url https://example.com/new',
  ];

  static override args = { id: hookId };

  static override flags = {
    url: Flags.string({ description: 'New https address.' }),
    event: Flags.string({
      multiple: true,
      description: 'Subscribe to this event (repeatable; replaces the current list).',
      exclusive: ['all-events'],
    }),
    'all-events': Flags.boolean({ description: 'Subscribe to every event.', exclusive: ['event'] }),
    active: onOff('Switch the endpoint on (resetting its failure count) or off.'),
  };

  public async run(): Promise<UpdateHookResponse> {
    const { flags } = this;
    const body = defined({
      url: flags.url === undefined ? undefined : httpsUrl(flags.url),
      events: flags['all-events'] ? [] : flags.event === undefined ? undefined : eventNames(flags.event),
      active: bool(flags.active),
    });
    return this.sendChanges(body, 'Pass at least one of --url, --event, --all-events or --active.', (client) =>
      client.hooks.update(this.args.id, body),
    );
  }

  protected override async render({ data: hook }: UpdateHookResponse): Promise<void> {
    await this.show(
      `Updated webhook endpoint ${hook.id}${this.flags.active === 'true' ? ' (switched on, failure count reset)' : ''}.`,
      hookRows(hook),
    );
  }
}
