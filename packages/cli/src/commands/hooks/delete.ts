import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { CliError, ExitCode, UsageError } from '../../errors.js';

export default class HooksDelete extends BaseCommand<typeof HooksDelete> {
  static override summary = 'Delete a webhook endpoint';
  static override description = `Calls DELETE /hooks/{id}: the endpoint is removed and its pending deliveries stop. Deleting an endpoint that is already gone also succeeds.

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> hooks delete hook_3k9d2m1x8q', '<%= config.bin %> hooks delete hook_3k9d2m1x8q --yes'];

  static override args = {
    id: Args.string({ required: true, description: 'endpoint id (hook_…)' }),
  };

  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { id } = this.args;
    this.requireKey();
    if (!this.flags.yes) {
      if (!process.stdin.isTTY) {
        throw new UsageError(`refusing to delete ${id} without confirmation: there is no terminal to ask`, 'Pass --yes to delete without confirmation.');
      }
      const { confirm } = await import('@inquirer/prompts');
      const ok = await confirm({ message: `Delete webhook endpoint ${id}? Its pending deliveries stop.`, default: false }, { output: process.stderr });
      if (!ok) throw new CliError(`cancelled: ${id} was not deleted`, ExitCode.CANCELLED, 'cancelled');
    }
    await this.spin(`Deleting ${id}…`, async () => (await this.client()).hooks.delete(id));
    if (this.jsonOutput) {
      this.printJson({ id, deleted: true });
      return;
    }
    this.out(`Deleted webhook endpoint ${id}.`);
  }
}
