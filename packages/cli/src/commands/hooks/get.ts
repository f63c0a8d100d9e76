import { Args } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { hookRows } from '../../format.js';
import { keyValueTable } from '../../table.js';

export default class HooksGet extends BaseCommand<typeof HooksGet> {
  static override summary = 'Show one webhook endpoint';
  static override description = 'Calls GET /hooks/{id}. The signing secret is never shown here (see "dossier hooks rotate"). With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> hooks get hook_3k9d2m1x8q', '<%= config.bin %> hooks get hook_3k9d2m1x8q --json'];

  static override args = {
    id: Args.string({ required: true, description: 'endpoint id (hook_…)' }),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const res = await this.spin(`Fetching ${this.args.id}…`, async () => (await this.client()).hooks.retrieve(this.args.id));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    this.out(await keyValueTable(hookRows(res.data)));
  }
}
