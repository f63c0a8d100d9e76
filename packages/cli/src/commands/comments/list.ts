import type { Comment, ListCommentsResponse } from '@dossier/sdk';
import { ListCommand } from '../../base/list-command.js';
import { commentText, commentThreads } from '../../shared/comments/format.js';
import { documentId } from '../../shared/documents/args.js';
import { person } from '../../shared/format.js';
import type { Column } from '../../shared/table.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class CommentsList extends ListCommand<typeof CommentsList, Comment, ListCommentsResponse> {
  static override summary = "List a document's comments, by thread";
  static override description =
    `Calls GET /documents/{id}/comments: the whole discussion in one call (not paginated). Printed by thread: each thread's opening comment, then its replies (marked ↳), oldest first, with the quoted passage (> …) above the text. --no-resolved shows only the open threads, --resolved only the resolved ones.

With --json, prints the API response (a flat list, oldest first; group replies with parentId) as is.`;

  static override examples = [
    '<%= config.bin %> comments list doc_9f3k2m8q1z',
    '<%= config.bin %> comments list doc_9f3k2m8q1z --no-resolved',
  ];
  static override args = { documentId };

  static override flags = {
    resolved: onOff('--resolved: only resolved threads; --no-resolved: only open ones.'),
  };

  protected readonly noun = 'comments';
  protected readonly columns: Column<Comment>[] = [
    { header: 'ID', get: (c) => (c.parentId === null ? c.id : `↳ ${c.id}`) },
    { header: 'Author', get: (c) => person(c.authorName, c.authorEmail), wrap: true, drop: 2 },
    { header: 'State', get: (c) => (c.parentId !== null ? 'reply' : c.resolved ? 'resolved' : 'open') },
    { header: 'Created', get: (c) => c.createdAt, drop: 1 },
    { header: 'Comment', get: (c) => commentText(c), wrap: true },
  ];

  /** Each thread's opening comment, then its replies. */
  protected override rows(result: ListCommentsResponse): Comment[] {
    return commentThreads(result.data);
  }

  protected empty(): string {
    const { documentId } = this.args;
    const resolved = bool(this.flags.resolved);
    return resolved === undefined
      ? `No comments on ${documentId}.`
      : `No ${resolved ? 'resolved' : 'open'} threads on ${documentId}.`;
  }

  public async run(): Promise<ListCommentsResponse> {
    const { documentId } = this.args;
    const resolved = bool(this.flags.resolved);
    return this.fetch(`the comments on ${documentId}`, (client) =>
      client.documents.comments.list(documentId, resolved === undefined ? undefined : { resolved }),
    );
  }
}
