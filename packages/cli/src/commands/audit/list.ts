import { Flags } from '@oclif/core';
import type { AuditEvent, Dossier, ListAuditEventsData, ListAuditEventsResponse } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { ListCommand } from '../../base/list-command.js';
import { auditColumns } from '../../shared/audit/format.js';
import { openSink, type Sink } from '../../shared/output.js';
import { isoTime } from '../../shared/validate.js';

const FORMATS = ['table', 'json', 'csv'] as const;

type AuditQuery = Omit<NonNullable<ListAuditEventsData['query']>, 'format'>;

// Its output may go to a file (--output), written under a temporary name and renamed once everything was fetched:
// out() writes to that sink, print() closes it, and finally() removes it after a failure. CSV is the server's
// export, written as received (run() streams it and returns nothing more to print).
export default class AuditList extends ListCommand<typeof AuditList, AuditEvent> {
  static override summary = "Read the workspace's audit trail";
  static override description =
    `Calls GET /audit: entries newest first, one page (--limit; the server's default is 100, or 500 for CSV) unless --all follows the cursor through every page. The server is strict: an unknown --type or a bad --cursor exits with 5 ("dossier audit types" lists the types).

--from and --to take an ISO 8601 date or time (2026-11-01, 2026-11-01T09:30:00Z); a date alone means the start of that day for --from and its end for --to (UTC), a time without an offset is local time.

Formats: "table" (the default: time, type, actor, description, subject), "json" (the API response as is; with --all, one { "data": [ … ], "nextCursor": null }), and "csv", the server's CSV export written exactly as received (with --all, the pages follow the x-next-cursor header and are joined under one header line). --json is the same as --format json. --output writes to a file instead of standard output (only once everything was fetched; nothing is left behind on failure).`;

  static override examples = [
    '<%= config.bin %> audit list',
    '<%= config.bin %> audit list --family signing --from 2026-11-01 --to 2026-11-30',
    '<%= config.bin %> audit list --envelope env_123 --all --json',
    '<%= config.bin %> audit list --all --format csv --output audit.csv',
    '<%= config.bin %> audit list --q dana@acme.example --type link.viewed',
  ];

  static override apiFields = { shareLinkId: 'link' };

  static override flags = {
    family: Flags.option({
      options: ['signing', 'sharing', 'documents'] as const,
      description: 'Only this family of events.',
    })(),
    type: Flags.string({ description: 'Only this event type (see "dossier audit types").' }),
    q: Flags.string({ description: 'Text to find in the description, actor name or actor email (case-insensitive).' }),
    from: Flags.string({ description: 'Entries at or after this time (ISO 8601).' }),
    to: Flags.string({ description: 'Entries at or before this time (ISO 8601).' }),
    document: Flags.string({ description: 'Only entries about this document (id).' }),
    envelope: Flags.string({ description: 'Only entries about this envelope (id).' }),
    link: Flags.string({
      description: "Only entries about this share link (id), including the link's history after it was deleted.",
    }),
    limit: Flags.integer({ min: 1, max: 500, description: 'Page size, 1-500.' }),
    cursor: Flags.string({
      description: 'Start at this cursor (the nextCursor, or x-next-cursor for CSV, of an earlier page).',
    }),
    all: Flags.boolean({ description: 'Follow the cursor and read every page.' }),
    format: Flags.option({ options: FORMATS, description: 'Output format. [default: table, or json with --json]' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file instead of standard output.' }),
  };

  protected readonly noun = 'entries';
  protected readonly columns = auditColumns;

  protected empty(): string {
    return 'No audit entries match.';
  }

  #sink: Sink | undefined;
  /** What was written, for the note shown with --output. */
  #summary = '';

  private get format(): (typeof FORMATS)[number] {
    return this.flags.format ?? (this.jsonOutput ? 'json' : 'table');
  }

  protected override wantsJson(): boolean {
    return this.format === 'json';
  }

  protected override out(text: string | Uint8Array): void {
    this.#sink!.write(typeof text === 'string' && !text.endsWith('\n') ? `${text}\n` : text);
  }

  public async run(): Promise<ListAuditEventsResponse | undefined> {
    const { flags } = this;
    if (flags.json && flags.format !== undefined && flags.format !== 'json') {
      throw new UsageError(
        `--json and --format ${flags.format} cannot be used together`,
        '--json is the same as --format json.',
      );
    }
    const query = defined({
      family: flags.family,
      type: flags.type,
      q: flags.q,
      from: flags.from === undefined ? undefined : isoTime(flags.from, '--from'),
      to: flags.to === undefined ? undefined : isoTime(flags.to, '--to', true),
      documentId: flags.document,
      envelopeId: flags.envelope,
      shareLinkId: flags.link,
      ...this.page(),
    });
    if (query.from && query.to && query.from > query.to)
      throw new UsageError(`--from (${query.from}) is after --to (${query.to})`);
    const client = await this.client();
    this.#sink = openSink(flags.output);
    if (this.format === 'csv') {
      await this.writeCsv(client, query);
      return undefined;
    }
    const result = await this.listAll(client.audit.list(query), 'Reading the audit trail');
    this.#summary = `${result.data.length} audit ${result.data.length === 1 ? 'entry' : 'entries'}`;
    return result;
  }

  protected override async print(result: ListAuditEventsResponse | undefined): Promise<void> {
    await super.print(result);
    this.#sink!.close();
    if (this.#sink!.file) this.note(`Wrote ${this.#summary} to ${this.#sink!.file}`);
  }

  protected override async finally(err: Error | undefined): Promise<void> {
    if (err) this.#sink?.abort();
    await super.finally(err);
  }

  /**
   * The server's CSV, as received. With --all, later pages follow the x-next-cursor header; their header line is
   * dropped so the file has one. Stops if the server hands back a cursor it already gave.
   */
  private async writeCsv(client: Dossier, query: AuditQuery): Promise<void> {
    const seen = new Set<string>();
    let cursor = query.cursor;
    let pages = 0;
    let endsWithNewline = true;
    let newline = '\n';
    let next: string | undefined;
    const sink = this.#sink!;
    await this.spin('Exporting the audit trail…', async (spinner) => {
      for (;;) {
        const res = await client.audit.listFile(
          { ...query, cursor, format: 'csv' },
          { headers: { accept: 'text/csv' }, maxRetries: this.flags['max-retries'] },
        );
        const type = res.headers.get('content-type') ?? '';
        if (/json/i.test(type)) throw new Error(`asked for CSV, the server answered ${type}`);
        let bytes = Buffer.from(await res.arrayBuffer());
        if (pages === 0) {
          const nl = bytes.indexOf(0x0a);
          if (nl > 0 && bytes[nl - 1] === 0x0d) newline = '\r\n';
        } else {
          // Drop the header line the server repeats on every page.
          const nl = bytes.indexOf(0x0a);
          bytes = nl === -1 ? Buffer.alloc(0) : bytes.subarray(nl + 1);
          if (bytes.length > 0 && !endsWithNewline) sink.write(newline);
        }
        if (bytes.length > 0) {
          sink.write(bytes);
          endsWithNewline = bytes[bytes.length - 1] === 0x0a;
        }
        pages++;
        spinner.text = `Exporting the audit trail (page ${pages})…`;
        next = res.headers.get('x-next-cursor')?.trim() || undefined;
        if (!this.flags.all || !next || seen.has(next)) return;
        seen.add(next);
        cursor = next;
      }
    });
    if (!this.flags.all && next) this.note(`More entries: pass --all, or --cursor ${next} for the next page.`);
    this.#summary = `${pages} ${pages === 1 ? 'page' : 'pages'} of CSV`;
  }
}
