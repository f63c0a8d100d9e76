import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { confirmOrCancel } from '../../confirm.js';

export default class DocumentsDelete extends BaseCommand<typeof DocumentsDelete> {
  static override summary = 'Move a document to the trash, or purge it';
  static override description = `Calls DELETE /documents/{id}: the document moves to the trash, from which "dossier documents restore" brings it back (deleting a document already in the trash again succeeds and changes nothing). With --purge, a document that is already in the trash and was never sent for signature is removed for good, with its versions and comments: this cannot be undone. A document out for signature, or (with --purge) one not in the trash or ever sent for signature, is refused (exit 5).

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "id", "deleted": true, "purged" }.`;

  static override examples = [
    '<%= config.bin %> documents delete doc_7f3k2m9x1q',
    '<%= config.bin %> documents delete doc_7f3k2m9x1q --yes',
    '<%= config.bin %> documents delete doc_7f3k2m9x1q --purge --yes',
  ];

  static override args = {
    id: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    purge: Flags.boolean({ description: 'Remove a document that is already in the trash for good (never sent for signature only).' }),
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { id } = this.args;
    const purge = this.flags.purge;
    this.requireKey();
    await confirmOrCancel({
      yes: this.flags.yes,
      question: purge
        ? `Permanently delete ${id}, with its versions and comments? This cannot be undone.`
        : `Move document ${id} to the trash?`,
      action: purge ? `purge ${id}` : `delete ${id}`,
      cancelled: `${id} was not deleted`,
    });
    await this.spin(purge ? `Purging ${id}…` : `Moving ${id} to the trash…`, async () => (await this.client()).documents.delete(id, purge ? { purge: true } : undefined));
    if (this.jsonOutput) {
      this.printJson({ id, deleted: true, purged: purge });
      return;
    }
    this.out(purge ? `Purged document ${id}: it is gone for good.` : `Moved document ${id} to the trash. "dossier documents restore ${id}" brings it back.`);
  }
}
