import type { RotateHookSecretResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { hookId } from '../../shared/hooks/args.js';
import { secretLines } from '../../shared/hooks/format.js';

export default class HooksRotate extends BaseCommand<typeof HooksRotate, RotateHookSecretResponse> {
  static override summary = "Rotate a webhook endpoint's signing secret";
  static override description =
    `Calls POST /hooks/{id}/rotate. The old secret stops working at once: every delivery from now on, including retries of earlier events, is signed with the new one. The new secret is shown this once: store it now.

With --json, prints the API response ({ "data": { …, "secret" } }) as is.`;

  static override examples = [
    '<%= config.bin %> hooks rotate hook_3k9d2m1x8q',
    '<%= config.bin %> hooks rotate hook_3k9d2m1x8q --json | jq -r .data.secret',
  ];
  static override args = { id: hookId };

  public async run(): Promise<RotateHookSecretResponse> {
    return this.request(`Rotating the secret of ${this.args.id}…`, (client) => client.hooks.rotateSecret(this.args.id));
  }

  protected override render({ data: hook }: RotateHookSecretResponse): void {
    this.out(
      [
        `Rotated the signing secret of ${hook.id} (${hook.url}). The old secret no longer verifies.`,
        '',
        ...secretLines(hook.secret, hook.id),
      ].join('\n'),
    );
  }
}
