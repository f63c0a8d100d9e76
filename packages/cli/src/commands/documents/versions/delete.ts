import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../../base-command.js';
import { confirmOrCancel } from '../../../confirm.js';

export default class VersionsDelete extends BaseCommand<typeof VersionsDelete> {
  static override summary = "Delete a version from a document's history";
  static override description = `Calls DELETE /documents/{id}/versions/{versionId}: the version is removed from the history; the document itself is untouched. A version a share link is pinned to is refused (exit 5, listing those links): unpin or delete them first.

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "id", "versionId", "deleted": true }.`;

  static override examples = ['<%= config.bin %> documents versions delete doc_7f3k2m9x1q ver_3x9k2m7q1z --yes'];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
    versionId: Args.string({ required: true, description: 'version id (ver_…)' }),
  };

  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { id, versionId } = this.args;
    this.requireKey();
    await confirmOrCancel({
      yes: this.flags.yes,
      question: `Delete version ${versionId} of ${id}? It cannot be restored afterwards.`,
      action: `delete ${versionId}`,
      cancelled: `${versionId} was not deleted`,
    });
    await this.spin(`Deleting ${versionId}…`, async () => (await this.client()).documents.versions.delete(id, versionId));
    if (this.jsonOutput) {
      this.printJson({ id, versionId, deleted: true });
      return;
    }
    this.out(`Deleted version ${versionId} of ${id}.`);
  }
}
