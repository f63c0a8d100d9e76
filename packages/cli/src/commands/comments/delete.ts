import type { Dossier } from '@dossier/sdk';
import { confirmationHelp, DeleteCommand, type Deleted } from '../../base/delete-command.js';
import { commentId, documentId } from '../../shared/documents/args.js';

export default class CommentsDelete extends DeleteCommand<typeof CommentsDelete> {
  static override summary = 'Delete a comment (an opening comment takes its replies with it)';
  static override description =
    `Calls DELETE /documents/{id}/comments/{commentId}: only a comment this account wrote (someone else's exits with 3). Deleting a thread's opening comment also deletes every reply in it, whoever wrote them; deleting a reply removes only that reply. A comment already deleted exits with 4.

${confirmationHelp('{ "documentId", "id", "deleted": true }')}`;

  static override examples = ['<%= config.bin %> comments delete doc_9f3k2m8q1z cmt_4q8z2m7k1x --yes'];
  static override args = { documentId, commentId };

  protected override target(): string {
    return this.args.commentId;
  }

  protected question(): string {
    return `Delete comment ${this.args.commentId}? If it opens a thread, every reply goes with it.`;
  }

  protected remove(client: Dossier): Promise<void> {
    return client.documents.comments.delete(this.args.documentId, this.args.commentId);
  }

  protected override deleted(): Deleted {
    return { documentId: this.args.documentId, id: this.args.commentId, deleted: true };
  }

  protected done(): string {
    return `Deleted comment ${this.args.commentId} from ${this.args.documentId}.`;
  }
}
