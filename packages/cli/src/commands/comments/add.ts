import { Flags } from '@oclif/core';
import type { CreateCommentResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { commentBody } from '../../shared/comments/format.js';
import { documentId } from '../../shared/documents/args.js';

export default class CommentsAdd extends BaseCommand<typeof CommentsAdd, CreateCommentResponse> {
  static override summary = 'Comment on a document, or reply to a thread';
  static override description =
    `Calls POST /documents/{id}/comments as the account that owns the key. Without --reply-to, the comment opens a new thread; with it, it replies to that thread's opening comment (threads are one level deep: replying to a reply is refused, exit 5). --quote anchors the comment to a passage of the document. "--body -" reads the text from standard input.

The document's owner, the thread's participants and each @name mentioned are emailed; the addresses are printed. With --json, prints the API response ({ "data", "notified" }) as is.`;

  static override examples = [
    '<%= config.bin %> comments add doc_9f3k2m8q1z --body "@Grace can we cap liability at twelve months of fees?" --quote "total liability"',
    '<%= config.bin %> comments add doc_9f3k2m8q1z --reply-to cmt_4q8z2m7k1x --body "Agreed."',
  ];

  static override apiFields = { parentId: 'reply-to' };
  static override args = { documentId };

  static override flags = {
    body: Flags.string({ required: true, description: 'The text (1-10000 characters; "-" reads standard input).' }),
    quote: Flags.string({ description: 'The passage of the document the comment refers to (up to 2000 characters).' }),
    'reply-to': Flags.string({ description: 'Reply to this thread (the id of its opening comment).' }),
  };

  public async run(): Promise<CreateCommentResponse> {
    const { flags } = this;
    const body = defined({
      body: await commentBody(flags.body),
      quote: flags.quote || undefined,
      parentId: flags['reply-to'],
    });
    return this.request(`Commenting on ${this.args.documentId}…`, (client) =>
      client.documents.comments.create(this.args.documentId, body),
    );
  }

  protected override render({ data: c, notified }: CreateCommentResponse): void {
    this.out(
      c.parentId
        ? `Added reply ${c.id} to thread ${c.parentId} on ${c.documentId}.`
        : `Added comment ${c.id} on ${c.documentId} (a new thread).`,
    );
    this.out(notified.length ? `Notified: ${notified.join(', ')}` : 'Nobody was notified.');
  }
}
