import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { confirmOrCancel } from '../../confirm.js';

export default class FoldersDelete extends BaseCommand<typeof FoldersDelete> {
  static override summary = 'Delete a workspace folder (not its contents)';
  static override description = `Calls DELETE /folders/{id}: only the folder goes. Its documents and subfolders move up one level, into its parent (for a top-level folder: subfolders become top-level folders and documents unfiled). No document is deleted. A folder that is already gone exits with 4.

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> folders delete fld_5q1x7m3k9z --yes'];

  static override args = {
    id: Args.string({ required: true, description: 'folder id (fld_…)' }),
  };

  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { id } = this.args;
    this.requireKey();
    await confirmOrCancel({
      yes: this.flags.yes,
      question: `Delete folder ${id}? Its documents and subfolders move up one level.`,
      action: `delete ${id}`,
      cancelled: `${id} was not deleted`,
    });
    await this.spin(`Deleting ${id}…`, async () => (await this.client()).folders.delete(id));
    if (this.jsonOutput) {
      this.printJson({ id, deleted: true });
      return;
    }
    this.out(`Deleted folder ${id}; its documents and subfolders moved up one level.`);
  }
}
