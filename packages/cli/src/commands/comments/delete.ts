import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { confirmOrCancel } from '../../confirm.js';

export default class CommentsDelete extends BaseCommand<typeof CommentsDelete> {
  static override summary = 'Delete a comment (an opening comment takes its replies with it)';
  static override description = `Calls DELETE /documents/{id}/comments/{commentId}: only a comment this account wrote (someone else's exits with 3). Deleting a thread's opening comment also deletes every reply in it, whoever wrote them; deleting a reply removes only that reply. A comment already deleted exits with 4.

Asks for confirmation when standard input is a terminal; answering no exits with 130 and deletes nothing. Without a terminal (scripts, CI), pass --yes, or the command fails with exit 2.

With --json, prints { "documentId", "id", "deleted": true }.`;

  static override examples = ['<%= config.bin %> comments delete doc_9f3k2m8q1z cmt_4q8z2m7k1x --yes'];

  static override args = {
    documentId: Args.string({ required: true, description: 'document id (doc_…)' }),
    commentId: Args.string({ required: true, description: 'comment id (cmt_…)' }),
  };

  static override flags = {
    yes: Flags.boolean({ char: 'y', description: 'Do not ask for confirmation.' }),
  };

  public async run(): Promise<void> {
    const { documentId, commentId } = this.args;
    this.requireKey();
    await confirmOrCancel({
      yes: this.flags.yes,
      question: `Delete comment ${commentId}? If it opens a thread, every reply goes with it.`,
      action: `delete ${commentId}`,
      cancelled: `${commentId} was not deleted`,
    });
    await this.spin(`Deleting ${commentId}…`, async () => (await this.client()).documents.comments.delete(documentId, commentId));
    if (this.jsonOutput) {
      this.printJson({ documentId, id: commentId, deleted: true });
      return;
    }
    this.out(`Deleted comment ${commentId} from ${documentId}.`);
  }
}
