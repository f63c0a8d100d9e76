import type { ResendRequestAssigneeResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { CliError, ExitCode } from '../../../base/errors.js';
import { assigneeId, requestId } from '../../../shared/requests/args.js';
import { deliveryCell } from '../../../shared/requests/format.js';

export default class RequestsAssigneesResend extends BaseCommand<
  typeof RequestsAssigneesResend,
  ResendRequestAssigneeResponse
> {
  static override summary = 'Mail someone their upload link again';
  static override description =
    `Calls POST /requests/{id}/assignees/{assigneeId}/resend: their personal link is mailed again now (not counted as a reminder). Prints whether the mail transport accepted it; a bounced or failed mail exits with 1 after saying why.

With --json, prints the API response as is ({ data, delivered }).`;

  static override examples = ['<%= config.bin %> requests assignees resend req_6d2m9k4x1b asg_4p9x2k7m1c'];
  static override args = { id: requestId, assignee: assigneeId };

  public async run(): Promise<ResendRequestAssigneeResponse> {
    return this.request(`Mailing ${this.args.assignee} again…`, (client) =>
      client.requests.assignees.resend(this.args.id, this.args.assignee),
    );
  }

  protected override async render({ data: a, delivered }: ResendRequestAssigneeResponse): Promise<void> {
    if (delivered) this.out(`Mailed ${a.email} their upload link again (${a.sentAt}).`);
    else
      throw new CliError(
        `The link to ${a.email} was not delivered: ${deliveryCell(a)}.`,
        ExitCode.ERROR,
        'not_delivered',
        'Check the address, then resend.',
      );
  }
}
