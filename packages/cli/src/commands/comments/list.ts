import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../../base-command.js';
import { commentText, commentThreads, person } from '../../format.js';
import { table } from '../../table.js';
import { bool } from '../../validate.js';

export default class CommentsList extends BaseCommand<typeof CommentsList> {
  static override summary = "List a document's comments, by thread";
  static override description = `Calls GET /documents/{id}/comments: the whole discussion in one call (not paginated). Printed by thread: each thread's opening comment, then its replies (marked ↳), oldest first, with the quoted passage (> …) above the text. --resolved false shows only the open threads, --resolved true only the resolved ones.

With --json, prints the API response (a flat list, oldest first; group replies with parentId) as is.`;

  static override examples = ['<%= config.bin %> comments list doc_9f3k2m8q1z', '<%= config.bin %> comments list doc_9f3k2m8q1z --resolved false'];

  static override args = {
    documentId: Args.string({ required: true, description: 'document id (doc_…)' }),
  };

  static override flags = {
    resolved: Flags.option({ options: ['true', 'false'] as const, description: 'Only resolved (true) or open (false) threads.' })(),
  };

  public async run(): Promise<void> {
    this.requireKey();
    const { documentId } = this.args;
    const resolved = bool(this.flags.resolved);
    const res = await this.spin(`Fetching the comments on ${documentId}…`, async () =>
      (await this.client()).documents.comments.list(documentId, resolved === undefined ? undefined : { resolved }),
    );
    if (this.jsonOutput) {
      this.printJson(res);
      return;
    }
    if (res.data.length === 0) {
      this.note(resolved === undefined ? `No comments on ${documentId}.` : `No ${resolved ? 'resolved' : 'open'} threads on ${documentId}.`);
      return;
    }
    this.out(
      await table(
        [
          { header: 'ID', get: (c) => (c.parentId === null ? c.id : `↳ ${c.id}`) },
          { header: 'Author', get: (c) => person(c.authorName, c.authorEmail), wrap: true, drop: 2 },
          { header: 'State', get: (c) => (c.parentId !== null ? 'reply' : c.resolved ? 'resolved' : 'open') },
          { header: 'Created', get: (c) => c.createdAt, drop: 1 },
          { header: 'Comment', get: (c) => commentText(c), wrap: true },
        ],
        commentThreads(res.data),
      ),
    );
  }
}
