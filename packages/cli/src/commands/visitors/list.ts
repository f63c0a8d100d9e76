import { Flags } from '@oclif/core';
import type { ListVisitorsResponse, Visitor } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { visitorColumns } from '../../shared/analytics/format.js';
import type { Column } from '../../shared/table.js';
import { isoTime } from '../../shared/validate.js';

export default class VisitorsList extends ListCommand<typeof VisitorsList, Visitor> {
  static override summary = 'List the addresses that read your links';
  static override description =
    `Calls GET /visitors: each address over its counted visits (address captured, every gate cleared), most recently seen first, one page unless --all. The filters narrow the visits counted.

With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> visitors list',
    '<%= config.bin %> visitors list --room room_3x7k1m9q2d --since 2026-11-01',
  ];
  static override apiFields = { shareLinkId: 'link', dataRoomId: 'room', documentId: 'document' };
  static override flags = {
    document: Flags.string({ description: 'Only visits through links to this document.' }),
    room: Flags.string({ description: 'Only visits through links to this data room.' }),
    link: Flags.string({ description: 'Only visits through this link.' }),
    email: Flags.string({ description: 'Only this address (any case).' }),
    since: Flags.string({ description: 'Only visits started at or after this date or time (ISO 8601).' }),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'visitors';
  protected readonly columns: Column<Visitor>[] = visitorColumns;

  protected empty(): string {
    return 'No visitors match (only visits that captured an address and cleared the gates count).';
  }

  public async run(): Promise<ListVisitorsResponse> {
    const { flags } = this;
    const since = flags.since === undefined ? undefined : isoTime(flags.since, '--since');
    const client = await this.client();
    return this.listAll(
      client.visitors.list(
        defined({
          ...this.page(),
          documentId: flags.document,
          dataRoomId: flags.room,
          shareLinkId: flags.link,
          email: flags.email,
          since,
        }),
      ),
    );
  }
}
