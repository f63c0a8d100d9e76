import { Flags } from '@oclif/core';
import type { UpdateRequestResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { requestId } from '../../shared/requests/args.js';
import { requestRows } from '../../shared/requests/format.js';
import { isoTime } from '../../shared/validate.js';

export default class RequestsUpdate extends BaseCommand<typeof RequestsUpdate, UpdateRequestResponse> {
  static override summary = 'Change a file request';
  static override description =
    `Calls PATCH /requests/{id} with what the flags change (at least one): title, description (--no-description clears it), due date (--no-due clears it), reminders (--no-reminders stops them), whether the open page asks for an address, whether the owner is mailed on each upload, and --active / --no-active (reopen or close; "dossier requests close" closes too). Room, folder, items and assignees are fixed after creation; people are managed with "dossier requests assignees".

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> requests update req_6d2m9k4x1b --due 2025-12-12 --remind-every 2',
    '<%= config.bin %> requests update req_6d2m9k4x1b --active',
  ];
  static override args = { id: requestId };
  static override apiFields = {
    dueAt: '--due',
    remindEveryDays: '--remind-every',
    requireEmail: '--require-email',
    notifyOnUpload: '--notify',
  };

  static override flags = {
    title: Flags.string({ description: 'New title (1-200 characters).' }),
    description: Flags.string({
      description: 'New description (up to 5000 characters).',
      exclusive: ['no-description'],
    }),
    'no-description': Flags.boolean({ description: 'Clear the description.', exclusive: ['description'] }),
    due: Flags.string({ description: 'New due date, ISO 8601.', exclusive: ['no-due'] }),
    'no-due': Flags.boolean({ description: 'Clear the due date.', exclusive: ['due'] }),
    'remind-every': Flags.integer({
      min: 1,
      max: 60,
      description: 'Remind every N days (1-60).',
      exclusive: ['no-reminders'],
    }),
    'no-reminders': Flags.boolean({ description: 'Stop reminders.', exclusive: ['remind-every'] }),
    'require-email': Flags.boolean({
      allowNo: true,
      description: 'Ask for an address on the open page (--no-require-email: do not).',
    }),
    notify: Flags.boolean({ allowNo: true, description: 'Mail the owner on each upload (--no-notify: do not).' }),
    'open-page': Flags.boolean({
      allowNo: true,
      description:
        "Switch the open upload page on (--open-page: anyone with it may upload) or off (--no-open-page: assignees' links only).",
    }),
    active: Flags.boolean({ allowNo: true, description: 'Reopen (--active) or close (--no-active) the request.' }),
  };

  public async run(): Promise<UpdateRequestResponse> {
    const { flags } = this;
    const body = defined({
      title: flags.title,
      description: flags['no-description'] ? null : flags.description,
      dueAt: flags['no-due'] ? null : flags.due === undefined ? undefined : isoTime(flags.due, '--due', true),
      remindEveryDays: flags['no-reminders'] ? null : flags['remind-every'],
      requireEmail: flags['require-email'],
      notifyOnUpload: flags.notify,
      openPage: flags['open-page'],
      active: flags.active,
    });
    return this.sendChanges(body, 'Pass at least one flag; see "dossier requests update --help".', (client) =>
      client.requests.update(this.args.id, body),
    );
  }

  protected override async render({ data: r }: UpdateRequestResponse): Promise<void> {
    await this.show(`Updated file request ${r.id}.`, requestRows(r));
  }
}
