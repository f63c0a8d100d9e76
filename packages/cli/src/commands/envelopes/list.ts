import { Flags } from '@oclif/core';
import type { Envelope, ListEnvelopesResponse } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { progress } from '../../shared/envelopes/format.js';
import type { Column } from '../../shared/table.js';

export default class EnvelopesList extends ListCommand<typeof EnvelopesList, Envelope> {
  static override summary = 'List envelopes';
  static override description =
    `Calls GET /envelopes: envelopes newest first, one page (--limit, default 50) unless --all follows nextCursor through every page. --status keeps one status. Signing links never appear in a list.

With --json, prints the API response as is; with --all, one { "data": [ …every envelope… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> envelopes list',
    '<%= config.bin %> envelopes list --status sent --all',
    '<%= config.bin %> envelopes list --json',
  ];

  static override flags = {
    status: Flags.option({
      options: ['sent', 'completed', 'declined', 'voided', 'expired'] as const,
      description: 'Only envelopes in this status.',
    })(),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'envelopes';
  protected readonly columns: Column<Envelope>[] = [
    { header: 'ID', get: (e) => e.id },
    { header: 'Title', get: (e) => e.title, wrap: true },
    { header: 'Status', get: (e) => e.status },
    { header: 'Signed', get: (e) => progress(e).replace(' signed', '') },
    {
      header: 'Recipients',
      get: (e) => e.recipients.map((r) => `${r.name} (${r.status})`).join('\n'),
      wrap: true,
      drop: 1,
    },
    { header: 'Sent', get: (e) => e.sentAt, drop: 2 },
  ];

  protected empty(): string {
    return this.flags.status ? `No ${this.flags.status} envelopes.` : 'No envelopes yet.';
  }

  public async run(): Promise<ListEnvelopesResponse> {
    const client = await this.client();
    return this.listAll(client.envelopes.list(defined({ status: this.flags.status, ...this.page() })));
  }
}
