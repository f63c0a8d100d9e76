import { Flags } from '@oclif/core';
import type { ListQuestionsResponse, Thread } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { asker, opening, threadState } from '../../shared/questions/format.js';
import type { Column } from '../../shared/table.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class QuestionsList extends ListCommand<typeof QuestionsList, Thread, ListQuestionsResponse> {
  static override summary = 'List the questions readers asked through share links';
  static override description =
    `Calls GET /questions: threads waiting on you first, then the others, the latest message first within each; at most the 200 most recently opened threads, with no paging (narrow with the filters, which combine).

With --json, prints the API response as is: { "data": [ …threads, every message included… ] }.`;

  static override examples = [
    '<%= config.bin %> questions list',
    '<%= config.bin %> questions list --awaiting --link lnk_4m8q2x7c1v',
    '<%= config.bin %> questions list --email dana@acme.example --json',
  ];
  static override flags = {
    awaiting: onOff(
      '--awaiting: only threads waiting on you (the reader spoke last); --no-awaiting: only answered ones.',
    ),
    document: Flags.string({ description: 'Only questions about this document.' }),
    room: Flags.string({ description: 'Only questions asked through links to this data room.' }),
    link: Flags.string({ description: 'Only questions asked through this link.' }),
    email: Flags.string({ description: 'Only questions from this address (case-insensitive).' }),
  };

  protected readonly noun = 'questions';
  protected readonly columns: Column<Thread>[] = [
    { header: 'ID', get: (t) => t.id },
    { header: 'State', get: threadState },
    { header: 'About', get: (t) => t.about, wrap: true, drop: 2 },
    { header: 'Asked by', get: asker, wrap: true },
    { header: 'Question', get: (t) => opening(t), wrap: true },
    { header: 'Messages', get: (t) => String(t.messages.length), drop: 1 },
    { header: 'Last message', get: (t) => t.lastMessageAt, drop: 3 },
  ];

  protected empty(): string {
    return 'No questions. Readers ask from the viewer of a share link; their questions appear here.';
  }

  public async run(): Promise<ListQuestionsResponse> {
    const { flags } = this;
    const query = defined({
      awaiting: bool(flags.awaiting),
      documentId: flags.document,
      dataRoomId: flags.room,
      shareLinkId: flags.link,
      email: flags.email,
    });
    return this.fetch('questions', (client) => client.questions.list(query));
  }
}
