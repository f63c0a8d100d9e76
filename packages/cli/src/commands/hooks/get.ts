import type { GetHookResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { hookId } from '../../shared/hooks/args.js';
import { hookRows } from '../../shared/hooks/format.js';

export default class HooksGet extends BaseCommand<typeof HooksGet, GetHookResponse> {
  static override summary = 'Show one webhook endpoint';
  static override description =
    'Calls GET /hooks/{id}. The signing secret is never shown here (see "dossier hooks rotate"). With --json, prints the API response as is.';
  static override examples = [
    '<%= config.bin %> hooks get hook_3k9d2m1x8q',
    '<%= config.bin %> hooks get hook_3k9d2m1x8q --json',
  ];
  static override args = { id: hookId };

  public async run(): Promise<GetHookResponse> {
    return this.fetch(this.args.id, (client) => client.hooks.retrieve(this.args.id));
  }

  protected override async render(res: GetHookResponse): Promise<void> {
    await this.show(undefined, hookRows(res.data));
  }
}
