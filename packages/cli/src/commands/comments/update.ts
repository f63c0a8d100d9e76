import { Flags } from '@oclif/core';
import type { UpdateCommentResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { commentBody, commentRows } from '../../shared/comments/format.js';
import { commentId, documentId } from '../../shared/documents/args.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class CommentsUpdate extends BaseCommand<typeof CommentsUpdate, UpdateCommentResponse> {
  static override summary = 'Resolve or reopen a thread, or edit a comment';
  static override description =
    `Calls PATCH /documents/{id}/comments/{commentId} with what the flags change (at least one). --resolved resolves a thread and --no-resolved reopens it: only on a thread's opening comment (a reply is refused, exit 5), by anyone who may write documents. --body replaces the text ("-" reads standard input): only on a comment this account wrote (someone else's exits with 3 and nothing changes). An edited body emails nobody.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> comments update doc_9f3k2m8q1z cmt_4q8z2m7k1x --resolved',
    '<%= config.bin %> comments update doc_9f3k2m8q1z cmt_4q8z2m7k1x --body "Can we cap liability at 12 months?"',
  ];

  static override args = { documentId, commentId };

  static override flags = {
    body: Flags.string({ description: 'New text (1-10000 characters; "-" reads standard input).' }),
    resolved: onOff('--resolved resolves the thread; --no-resolved reopens it.'),
  };

  public async run(): Promise<UpdateCommentResponse> {
    const { flags } = this;
    const body = defined({
      body: flags.body === undefined ? undefined : await commentBody(flags.body),
      resolved: bool(flags.resolved),
    });
    const { documentId, commentId } = this.args;
    return this.sendChanges(
      body,
      'Pass --body, --resolved or both.',
      (client) => client.documents.comments.update(documentId, commentId, body),
      `Updating ${commentId}…`,
    );
  }

  protected override async render({ data: c }: UpdateCommentResponse): Promise<void> {
    const resolved = bool(this.flags.resolved);
    const what = resolved === undefined ? '' : resolved ? ' (thread resolved)' : ' (thread reopened)';
    await this.show(`Updated comment ${c.id}${what}.`, commentRows(c));
  }
}
