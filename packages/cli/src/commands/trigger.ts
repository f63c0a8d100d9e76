import type { TriggerEventResponse } from '@dossier/sdk';
import { Args } from '@oclif/core';
import { BaseCommand } from '../base/command.js';

export default class Trigger extends BaseCommand<typeof Trigger, TriggerEventResponse> {
  static override summary = 'Make the workspace emit an event, to exercise a webhook receiver end to end';
  static override description =
    `Calls POST /events/trigger: the event goes through the same pipeline as a real one (the audit trail, your webhook endpoints, "dossier listen"). document.created and document.edited run the real flow (a sample document is created), and so do link.created and link.viewed for a key with links:write (a link to it is created, and opened by a visit); any other event is a sample built from the contract, marked "sample": true in its body.`;
  static override examples = [
    '<%= config.bin %> trigger document.created',
    '<%= config.bin %> trigger envelope.completed --json',
  ];
  static override args = {
    event: Args.string({ description: 'The event name, e.g. envelope.completed', required: true }),
  };

  public async run(): Promise<TriggerEventResponse> {
    return this.request(`Triggering ${this.args.event}…`, (client) => client.events.trigger({ type: this.args.event }));
  }

  protected override async render({ data: e }: TriggerEventResponse): Promise<void> {
    await this.show(`Triggered ${e.event}${e.sample ? ' (a sample)' : ''}.`, [
      ['Event ID', e.id],
      ['Event', e.event],
      ['Created', e.createdAt],
    ]);
  }
}
