import type { GetQuestionResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { conversation, questionId, threadRows } from '../../shared/questions/format.js';

export default class QuestionsGet extends BaseCommand<typeof QuestionsGet, GetQuestionResponse> {
  static override summary = 'Show one question thread';
  static override description =
    'Calls GET /questions/{id}: who asked, about what, through which link, then every message oldest first (a reply that could not be emailed says so). With --json, prints the API response as is.';
  static override examples = ['<%= config.bin %> questions get thr_5q1m8z3k6w'];
  static override args = { id: questionId };

  public async run(): Promise<GetQuestionResponse> {
    return this.fetch(this.args.id, (client) => client.questions.retrieve(this.args.id));
  }

  protected override async render({ data }: GetQuestionResponse): Promise<void> {
    await this.show(undefined, threadRows(data));
    this.out(`\n${conversation(data)}`);
  }
}
