import { Args, Flags } from '@oclif/core';
import type { CommentUpdate } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { commentRows } from '../../format.js';
import { readStdin } from '../../input.js';
import { keyValueTable } from '../../table.js';
import { bool } from '../../validate.js';

export default class CommentsUpdate extends BaseCommand<typeof CommentsUpdate> {
  static override summary = 'Resolve or reopen a thread, or edit a comment';
  static override description = `Calls PATCH /documents/{id}/comments/{commentId} with what the flags change (at least one). --resolved true resolves a thread and false reopens it: only on a thread's opening comment (a reply is refused, exit 5), by anyone who may write documents. --body replaces the text ("-" reads standard input): only on a comment this account wrote (someone else's exits with 3 and nothing changes). An edited body emails nobody.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> comments update doc_9f3k2m8q1z cmt_4q8z2m7k1x --resolved true',
    '<%= config.bin %> comments update doc_9f3k2m8q1z cmt_4q8z2m7k1x --body "Can we cap liability at 12 months?"',
  ];

  static override args = {
    documentId: Args.string({ required: true, description: 'document id (doc_…)' }),
    commentId: Args.string({ required: true, description: 'comment id (cmt_…)' }),
  };

  static override flags = {
    body: Flags.string({ description: 'New text (1-10000 characters; "-" reads standard input).' }),
    resolved: Flags.option({ options: ['true', 'false'] as const, description: 'Resolve (true) or reopen (false) the thread.' })(),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    const body: CommentUpdate = {};
    if (flags.body !== undefined) {
      const text = flags.body === '-' ? (await readStdin()).replace(/\r?\n$/, '') : flags.body;
      if (text.trim() === '') throw new UsageError('--body: the comment is empty');
      body.body = text;
    }
    if (flags.resolved !== undefined) body.resolved = bool(flags.resolved);
    if (Object.keys(body).length === 0) throw new UsageError('nothing to change', 'Pass --body, --resolved or both.');
    this.requireKey();
    const { documentId, commentId } = this.args;
    const res = await this.spin(`Updating ${commentId}…`, async () => (await this.client()).documents.comments.update(documentId, commentId, body));
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    const what = body.resolved === undefined ? '' : body.resolved ? ' (thread resolved)' : ' (thread reopened)';
    this.out(`Updated comment ${res.data.id}${what}.`);
    this.out(await keyValueTable(commentRows(res.data)));
  }
}
