import { Flags } from '@oclif/core';
import type { Link, ListLinksResponse } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { ListCommand } from '../../base/list-command.js';
import { cell } from '../../shared/format.js';
import { linkGates, linkTarget } from '../../shared/links/format.js';
import type { Column } from '../../shared/table.js';
import { bool } from '../../shared/validate.js';
import { onOff } from '../../base/flags.js';

export default class LinksList extends ListCommand<typeof LinksList, Link> {
  static override summary = 'List share links';
  static override description =
    `Calls GET /links: newest first, one page (--limit, default 50) unless --all follows nextCursor through every page. --active lists links that still answer (switched on, not expired, under their view cap, not into an archived room).

With --json, prints the API response as is; with --all, one { "data": [ …every link… ], "nextCursor": null }.`;

  static override examples = [
    '<%= config.bin %> links list',
    '<%= config.bin %> links list --document doc_3k9d2m1x8q --active --json',
  ];
  static override flags = {
    document: Flags.string({ description: 'Only links made directly to this document.' }),
    room: Flags.string({ description: 'Only links to this data room.' }),
    active: onOff('--active: only links that still answer; --no-active: only those that do not.'),
    ...ListCommand.pageFlags(),
  };

  protected readonly noun = 'links';
  protected readonly columns: Column<Link>[] = [
    { header: 'ID', get: (l) => l.id },
    { header: 'Name', get: (l) => l.name, wrap: true },
    { header: 'Shares', get: linkTarget, wrap: true, drop: 2 },
    { header: 'Active', get: (l) => cell(l.active) },
    { header: 'Gates', get: linkGates, wrap: true, drop: 1 },
    { header: 'Views', get: (l) => cell(l.viewCount) },
    { header: 'URL', get: (l) => l.url, wrap: true },
  ];

  protected empty(): string {
    return 'No links. Publish one with "dossier links create --document ID".';
  }

  public async run(): Promise<ListLinksResponse> {
    const client = await this.client();
    const query = defined({
      ...this.page(),
      documentId: this.flags.document,
      dataRoomId: this.flags.room,
      active: bool(this.flags.active),
    });
    return this.listAll(client.links.list(query));
  }
}
