import { Args } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { secretLines } from '../../format.js';

export default class HooksRotate extends BaseCommand<typeof HooksRotate> {
  static override summary = "Rotate a webhook endpoint's signing secret";
  static override description = `Calls POST /hooks/{id}/rotate. The old secret stops working at once: every delivery from now on, including retries of earlier events, is signed with the new one. The new secret is shown this once: store it now.

With --json, prints the API response ({ "data": { …, "secret" } }) as is.`;

  static override examples = ['<%= config.bin %> hooks rotate hook_3k9d2m1x8q', '<%= config.bin %> hooks rotate hook_3k9d2m1x8q --json | jq -r .data.secret'];

  static override args = {
    id: Args.string({ required: true, description: 'endpoint id (hook_…)' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin(`Rotating the secret of ${this.args.id}…`, async () => (await this.client()).hooks.rotateSecret(this.args.id));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const hook = res.data;
    this.out(
      [`Rotated the signing secret of ${hook.id} (${hook.url}). The old secret no longer verifies.`, '', ...secretLines(hook.secret, hook.id)].join('\n'),
    );
  }
}
