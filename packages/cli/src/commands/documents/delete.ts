import { Flags } from '@oclif/core';
import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand, type Deleted } from '../../base/delete-command.js';
import { documentId } from '../../shared/documents/args.js';

export default class DocumentsDelete extends DeleteCommand<typeof DocumentsDelete> {
  static override summary = 'Move a document to the trash, or purge it';
  static override description =
    `Calls DELETE /documents/{id}: the document moves to the trash, from which "dossier documents restore" brings it back (deleting a document already in the trash again succeeds and changes nothing). With --purge, a document that is already in the trash and was never sent for signature is removed for good, with its versions and comments: this cannot be undone. A document out for signature, or (with --purge) one not in the trash or ever sent for signature, is refused (exit 5).

${confirmationHelp('{ "id", "deleted": true, "purged" }')}`;

  static override examples = [
    '<%= config.bin %> documents delete doc_7f3k2m9x1q',
    '<%= config.bin %> documents delete doc_7f3k2m9x1q --yes',
    '<%= config.bin %> documents delete doc_7f3k2m9x1q --purge --yes',
  ];

  static override args = { id: documentId };

  static override flags = {
    purge: Flags.boolean({
      description: 'Remove a document that is already in the trash for good (never sent for signature only).',
    }),
    ...DeleteCommand.flags,
  };

  protected question(): string {
    const { id } = this.args;
    return this.flags.purge
      ? `Permanently delete ${id}, with its versions and comments? This cannot be undone.`
      : `Move document ${id} to the trash?`;
  }

  protected override verb(): string {
    return this.flags.purge ? 'purge' : 'delete';
  }

  protected override progress(): string {
    return this.flags.purge ? `Purging ${this.args.id}…` : `Moving ${this.args.id} to the trash…`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.documents.delete(this.args.id, this.flags.purge ? { purge: true } : undefined);
  }

  protected override deleted(): Deleted {
    return { ...super.deleted(), purged: this.flags.purge };
  }

  protected done(): string {
    const { id } = this.args;
    return this.flags.purge
      ? `Purged document ${id}: it is gone for good.`
      : `Moved document ${id} to the trash. "dossier documents restore ${id}" brings it back.`;
  }
}
