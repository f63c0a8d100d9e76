import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { confirmOrCancel } from '../../confirm.js';

export default class TemplatesDelete extends BaseCommand<typeof TemplatesDelete> {
  static override summary = 'Delete a template';
  static override description = `Calls DELETE /templates/{id}: the template is deleted outright (there is no template trash). Documents already made from it are untouched. A template that is already gone exits with 4.

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> templates delete tpl_7x3m9k2q4z --yes'];

  static override args = {
    id: Args.string({ required: true, description: 'template id (tpl_…)' }),
  };

  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { id } = this.args;
    this.requireKey();
    await confirmOrCancel({
      yes: this.flags.yes,
      question: `Delete template ${id}? This cannot be undone (documents made from it are kept).`,
      action: `delete ${id}`,
      cancelled: `${id} was not deleted`,
    });
    await this.spin(`Deleting ${id}…`, async () => (await this.client()).templates.delete(id));
    if (this.jsonOutput) {
      this.printJson({ id, deleted: true });
      return;
    }
    this.out(`Deleted template ${id}.`);
  }
}
