import { Flags } from '@oclif/core';
import type { ReplyToQuestionResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { questionId, replyBody } from '../../shared/questions/format.js';

export default class QuestionsReply extends BaseCommand<typeof QuestionsReply, ReplyToQuestionResponse> {
  static override summary = "Reply to a reader's question";
  static override description =
    `Calls POST /questions/{id}/reply. The reply is kept and shown to the reader in the viewer; it is emailed to them when the link captured their address. Prints whether the email went (an anonymous reader, or a mail that failed: the reply is kept all the same). Each call adds a message. "--body -" reads the text from standard input.

With --json, prints the API response ({ "data", "delivered" }) as is.`;

  static override examples = [
    '<%= config.bin %> questions reply thr_5q1m8z3k6w --body "Yes: the figure includes deferred revenue."',
    'cat answer.txt | <%= config.bin %> questions reply thr_5q1m8z3k6w --body -',
  ];
  static override args = { id: questionId };
  static override flags = {
    body: Flags.string({
      required: true,
      description: 'The reply, plain text (1-5000 characters; "-" reads standard input).',
    }),
  };

  public async run(): Promise<ReplyToQuestionResponse> {
    const body = await replyBody(this.flags.body);
    return this.request(`Replying to ${this.args.id}…`, (client) => client.questions.reply(this.args.id, { body }));
  }

  protected override render({ data, delivered }: ReplyToQuestionResponse): void {
    const who = data.askedByEmail ?? 'the reader';
    this.out(`Replied to ${data.id} about "${data.about}".`);
    this.out(
      delivered
        ? `Emailed to ${who}; also shown in their viewer.`
        : data.askedByEmail
          ? `Not emailed (the mail to ${who} failed); shown in their viewer.`
          : 'Not emailed (the reader gave no address); shown in their viewer.',
    );
  }
}
