import { Args, Flags } from '@oclif/core';
import type { CommentCreate } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { readStdin } from '../../input.js';

export default class CommentsAdd extends BaseCommand<typeof CommentsAdd> {
  static override summary = 'Comment on a document, or reply to a thread';
  static override apiFields = { parentId: 'reply-to' };
  static override description = `Calls POST /documents/{id}/comments as the account that owns the key. Without --reply-to, the comment opens a new thread; with it, it replies to that thread's opening comment (threads are one level deep: replying to a reply is refused, exit 5). --quote anchors the comment to a passage of the document. "--body -" reads the text from standard input.

The document's owner, the thread's participants and each @name mentioned are emailed; the addresses are printed. With --json, prints the API response ({ "data", "notified" }) as is.`;

  static override examples = [
    '<%= config.bin %> comments add doc_9f3k2m8q1z --body "@Grace can we cap liability at twelve months of fees?" --quote "total liability"',
    '<%= config.bin %> comments add doc_9f3k2m8q1z --reply-to cmt_4q8z2m7k1x --body "Agreed."',
  ];

  static override args = {
    documentId: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    body: Flags.string({ required: true, description: 'The text (1-10000 characters; "-" reads standard input).' }),
    quote: Flags.string({ description: 'The passage of the document the comment refers to (up to 2000 characters).' }),
    'reply-to': Flags.string({ description: 'Reply to this thread (the id of its opening comment).' }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const text = flags.body === '-' ? (await readStdin()).replace(/\r?\n$/, '') : flags.body;
    if (text.trim() === '') throw new UsageError('--body: the comment is empty');
    const body: CommentCreate = { body: text };
    if (flags.quote !== undefined && flags.quote !== '') body.quote = flags.quote;
    if (flags['reply-to'] !== undefined) body.parentId = flags['reply-to'];
    this.requireKey();
    const res = await this.spin(`Commenting on ${this.args.documentId}…`, async () => (await this.client()).documents.comments.create(this.args.documentId, body));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const c = res.data;
    this.out(c.parentId ? `Added reply ${c.id} to thread ${c.parentId} on ${c.documentId}.` : `Added comment ${c.id} on ${c.documentId} (a new thread).`);
    this.out(res.notified.length ? `Notified: ${res.notified.join(', ')}` : 'Nobody was notified.');
  }
}
