import { Flags } from '@oclif/core';
import type { AddRequestAssigneesResponse } from '@dossier/sdk';
import { BaseCommand } from '../../../base/command.js';
import { assignee, requestId } from '../../../shared/requests/args.js';
import { assigneeColumns } from '../../../shared/requests/format.js';
import { table } from '../../../shared/table.js';

export default class RequestsAssigneesAdd extends BaseCommand<
  typeof RequestsAssigneesAdd,
  AddRequestAssigneesResponse
> {
  static override summary = 'Ask more people for files';
  static override description =
    `Calls POST /requests/{id}/assignees: each person is mailed their own upload link at once. Idempotent per address: someone already on the request keeps their id, has their name updated when one is given, and is mailed their link again. Prints every assignee now on the request.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> requests assignees add req_6d2m9k4x1b --assignee "counsel@portfolio.example:Sam Ortiz" --assignee cfo@portfolio.example',
  ];
  static override args = { id: requestId };
  static override apiFields = { assignees: '--assignee' };
  static override flags = {
    assignee: Flags.string({
      required: true,
      multiple: true,
      description: 'A person to ask, "email[:Name]" (repeatable; 50 at most).',
    }),
  };

  public async run(): Promise<AddRequestAssigneesResponse> {
    const people = this.flags.assignee.map((a) => assignee(a));
    return this.request(`Adding ${people.length} assignee${people.length === 1 ? '' : 's'}…`, (client) =>
      client.requests.assignees.add(this.args.id, { assignees: people }),
    );
  }

  protected override async render({ data }: AddRequestAssigneesResponse): Promise<void> {
    this.out(await table(assigneeColumns, data));
  }
}
