import { Flags } from '@oclif/core';
import type { CreateRequestResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { assignee, item } from '../../shared/requests/args.js';
import { assigneeColumns, itemLines, requestRows } from '../../shared/requests/format.js';
import { table } from '../../shared/table.js';
import { isoTime } from '../../shared/validate.js';

export default class RequestsCreate extends BaseCommand<typeof RequestsCreate, CreateRequestResponse> {
  static override summary = 'Ask people for files';
  static override description =
    `Calls POST /requests: a file request with the items asked for (--item, required; --optional-item, optional; in the order given), and the people asked (--assignee), each mailed their own upload link at once. Uploads become workspace documents, filed into --room (and --folder, a folder of that room) when given. The open upload page's address is printed; the personal links are only ever in the mails.

A room or folder that does not exist exits with 4; --folder without --room exits with 2. With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> requests create --title "Q3 board pack" --item "Management accounts:Signed PDF for July to September" --optional-item "Cap table" --assignee "cfo@portfolio.example:Priya Shah" --due 2025-12-05 --remind-every 3',
    '<%= config.bin %> requests create --title "KYC" --item Passport --room room_3x7k1m9q2d --folder rfl_8k2m --no-require-email',
  ];

  static override apiFields = {
    dueAt: '--due',
    remindEveryDays: '--remind-every',
    dataRoomId: '--room',
    folderId: '--folder',
    items: '--item',
    assignees: '--assignee',
  };

  static override flags = {
    title: Flags.string({
      required: true,
      description: 'Title shown on the upload page and in the mails (1-200 characters).',
    }),
    description: Flags.string({ description: 'Shown on the upload page (up to 5000 characters).' }),
    item: Flags.string({
      multiple: true,
      description: 'A required item, "Name[:description]" (repeatable; 50 items at most).',
    }),
    'optional-item': Flags.string({
      multiple: true,
      description: 'An optional item, "Name[:description]" (repeatable).',
    }),
    assignee: Flags.string({
      multiple: true,
      description: 'A person to ask, "email[:Name]" (repeatable; 50 at most).',
    }),
    room: Flags.string({ description: 'File every upload into this data room (id).' }),
    folder: Flags.string({ description: 'A folder of --room to file uploads into (id).', dependsOn: ['room'] }),
    due: Flags.string({ description: 'Due date, ISO 8601 (a date alone is the end of that day, UTC).' }),
    'remind-every': Flags.integer({
      min: 1,
      max: 60,
      description: 'Remind who has not completed every N days (1-60).',
    }),
    'require-email': Flags.boolean({
      default: true,
      allowNo: true,
      description: 'Ask uploaders on the open page for their address (--no-require-email: do not).',
    }),
    notify: Flags.boolean({
      default: true,
      allowNo: true,
      description: 'Email the workspace owner on each upload (--no-notify: do not).',
    }),
    'open-page': Flags.boolean({
      allowNo: true,
      description:
        "Let anyone with the open page upload (default: on; --no-open-page closes it, and only assignees' personal links take files).",
    }),
  };

  public async run(): Promise<CreateRequestResponse> {
    const { flags } = this;
    const items = [
      ...(flags.item ?? []).map((i) => item(i)),
      ...(flags['optional-item'] ?? []).map((i) => item(i, true, '--optional-item')),
    ];
    const body = defined({
      title: flags.title,
      description: flags.description,
      items: items.length ? items : undefined,
      assignees: flags.assignee?.length ? flags.assignee.map((a) => assignee(a)) : undefined,
      dataRoomId: flags.room,
      folderId: flags.folder,
      dueAt: flags.due === undefined ? undefined : isoTime(flags.due, '--due', true),
      remindEveryDays: flags['remind-every'],
      requireEmail: flags['require-email'],
      notifyOnUpload: flags.notify,
      openPage: flags['open-page'],
    });
    return this.request('Creating the file request…', (client) => client.requests.create(body));
  }

  protected override async render({ data: r }: CreateRequestResponse): Promise<void> {
    await this.show(`Created file request ${r.id}. Open upload page: ${r.url}`, [
      ...requestRows(r),
      ['Items', itemLines(r)],
    ]);
    if (r.assignees.length) this.out(await table(assigneeColumns, r.assignees));
    const refused = r.assignees.filter((a) => a.delivery === 'bounced' || a.delivery === 'failed');
    if (refused.length)
      this.note(
        `${refused.length} link${refused.length === 1 ? ' was' : 's were'} not delivered: check the address, then "dossier requests assignees resend ${r.id} ASSIGNEE".`,
      );
  }
}
