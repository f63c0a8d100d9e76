import { Flags } from '@oclif/core';
import type { ListHookSamplesResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { eventNames } from '../../shared/validate.js';

export default class HooksSamples extends BaseCommand<typeof HooksSamples, ListHookSamplesResponse> {
  static override summary = 'Show sample payloads of a webhook event';
  static override description =
    `Calls GET /hooks/samples: up to three recent delivered bodies of the event in this workspace, newest first, or one synthetic body (id evt_sample_…) when none was delivered yet. Without --event, samples of "ping". Each body is printed as JSON after a line naming its id, event and time; useful for writing and testing a receiver.

With --json, prints the API response ({ "data": [ …bodies… ] }) as is.`;

  static override examples = [
    '<%= config.bin %> hooks samples --event envelope.completed',
    '<%= config.bin %> hooks samples --event recipient.signed --json | jq .data[0]',
  ];

  static override flags = {
    event: Flags.string({ description: 'Event name (default: ping).' }),
  };

  public async run(): Promise<ListHookSamplesResponse> {
    const query = defined({ event: this.flags.event === undefined ? undefined : eventNames([this.flags.event])[0] });
    return this.fetch('samples', (client) => client.hooks.samples(query.event === undefined ? undefined : query));
  }

  protected override render(res: ListHookSamplesResponse): void {
    if (res.data.length === 0) this.note('No samples.');
    else
      this.out(
        res.data.map((p) => `# ${p.id}  ${p.event}  ${p.createdAt}\n${JSON.stringify(p, null, 2)}`).join('\n\n'),
      );
  }
}
