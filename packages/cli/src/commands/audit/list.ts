import { Flags } from '@oclif/core';
import type { AuditEvent, ListAuditEventsData, ListAuditEventsResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base-command.js';
import { UsageError } from '../../errors.js';
import { cell } from '../../format.js';
import { openSink, type Sink } from '../../output.js';
import { table, type Column } from '../../table.js';
import { isoTime } from '../../validate.js';

type AuditQuery = Omit<NonNullable<ListAuditEventsData['query']>, 'format'>;

const FORMATS = ['table', 'json', 'csv'] as const;

function actor(e: AuditEvent): string {
  if (e.actorName && e.actorEmail) return `${e.actorName} <${e.actorEmail}>`;
  return cell(e.actorName ?? e.actorEmail);
}

function subject(e: AuditEvent): string {
  if (!e.subject) return '—';
  const { kind, id, title } = e.subject;
  return `${kind} ${id}${title ? ` "${title}"` : ''}`;
}

const COLUMNS: Column<AuditEvent>[] = [
  { header: 'Time', get: (e) => e.createdAt },
  { header: 'Type', get: (e) => e.type },
  { header: 'Actor', get: actor, wrap: true, drop: 2 },
  { header: 'Description', get: (e) => e.description, wrap: true },
  { header: 'Subject', get: subject, wrap: true, drop: 1 },
];

export default class AuditList extends BaseCommand<typeof AuditList> {
  static override summary = "Read the workspace's audit trail";
  static override apiFields = { shareLinkId: 'link' };
  static override description = `Calls GET /audit: entries newest first, one page (--limit; the server's default is 100, or 500 for CSV) unless --all follows the cursor through every page. The server is strict: an unknown --type or a bad --cursor exits with 5 ("dossier audit types" lists the types).

--from and --to take an ISO 8601 date or time (2026-11-01, 2026-11-01T09:30:00Z); a date alone means the start of that day for --from and its end for --to (UTC), a time without an offset is local time.

Formats: "table" (the default: time, type, actor, description, subject), "json" (the API response as is; with --all, one { "data": [ … ], "nextCursor": null }), and "csv", the server's CSV export written exactly as received (with --all, the pages follow the x-next-cursor header and are joined under one header line). --json is the same as --format json. --output writes to a file instead of standard output (only once everything was fetched; nothing is left behind on failure).`;

  static override examples = [
    '<%= config.bin %> audit list',
    '<%= config.bin %> audit list --family signing --from 2026-11-01 --to 2026-11-30',
    '<%= config.bin %> audit list --envelope env_123 --all --json',
    '<%= config.bin %> audit list --all --format csv --output audit.csv',
    '<%= config.bin %> audit list --q dana@acme.example --type link.viewed',
  ];

  static override flags = {
    family: Flags.option({ options: ['signing', 'sharing', 'documents'] as const, description: 'Only this family of events.' })(),
    type: Flags.string({ description: 'Only this event type (see "dossier audit types").' }),
    q: Flags.string({ description: 'Text to find in the description, actor name or actor email (case-insensitive).' }),
    from: Flags.string({ description: 'Entries at or after this time (ISO 8601).' }),
    to: Flags.string({ description: 'Entries at or before this time (ISO 8601).' }),
    document: Flags.string({ description: 'Only entries about this document (id).' }),
    envelope: Flags.string({ description: 'Only entries about this envelope (id).' }),
    link: Flags.string({ description: "Only entries about this share link (id), including the link's history after it was deleted." }),
    limit: Flags.integer({ min: 1, max: 500, description: 'Page size, 1-500.' }),
    cursor: Flags.string({ description: 'Start at this cursor (the nextCursor, or x-next-cursor for CSV, of an earlier page).' }),
    all: Flags.boolean({ description: 'Follow the cursor and read every page.' }),
    format: Flags.option({ options: FORMATS, description: 'Output format. [default: table, or json with --json]' })(),
    output: Flags.string({ char: 'o', description: 'Write the result to this file instead of standard output.' }),
  };

  public async run(): Promise<void> {
    const { flags } = this;
    if (flags.json && flags.format !== undefined && flags.format !== 'json') {
      throw new UsageError(`--json and --format ${flags.format} cannot be used together`, '--json is the same as --format json.');
    }
    const format = flags.format ?? (this.jsonOutput ? 'json' : 'table');
    const query: AuditQuery = {};
    if (flags.family !== undefined) query.family = flags.family;
    if (flags.type !== undefined) query.type = flags.type;
    if (flags.q !== undefined) query.q = flags.q;
    if (flags.from !== undefined) query.from = isoTime(flags.from, '--from');
    if (flags.to !== undefined) query.to = isoTime(flags.to, '--to', true);
    if (query.from && query.to && query.from > query.to) throw new UsageError(`--from (${query.from}) is after --to (${query.to})`);
    if (flags.document !== undefined) query.documentId = flags.document;
    if (flags.envelope !== undefined) query.envelopeId = flags.envelope;
    if (flags.link !== undefined) query.shareLinkId = flags.link;
    if (flags.limit !== undefined) query.limit = flags.limit;
    if (flags.cursor !== undefined) query.cursor = flags.cursor;
    this.requireKey();

    const sink = openSink(flags.output);
    try {
      const summary = format === 'csv' ? await this.writeCsv(query, sink) : await this.writeList(query, format, sink);
      sink.close();
      if (sink.file && summary) this.note(`Wrote ${summary} to ${sink.file}`);
    } catch (err) {
      sink.abort();
      throw err;
    }
  }

  /** JSON or table. Returns what was written, for the note shown with --output. */
  private async writeList(query: AuditQuery, format: 'json' | 'table', sink: Sink): Promise<string> {
    const list = (await this.client()).audit.list(query);
    let result: ListAuditEventsResponse;
    if (this.flags.all) {
      result = await this.spin('Reading the audit trail…', async (spinner) => {
        const data: AuditEvent[] = [];
        let page = 0;
        for await (const p of list.pages()) {
          data.push(...p.data);
          spinner.text = `Reading the audit trail (page ${++page}, ${data.length} entries so far)…`;
        }
        return { data, nextCursor: null };
      });
    } else {
      result = await this.spin('Reading the audit trail…', async () => list);
    }
    const count = `${result.data.length} audit ${result.data.length === 1 ? 'entry' : 'entries'}`;
    if (format === 'json') {
      sink.write(`${JSON.stringify(result, null, 2)}\n`);
      return count;
    }
    if (result.data.length === 0) {
      this.note('No audit entries match.');
    } else {
      sink.write(`${await table(COLUMNS, result.data)}\n`);
    }
    if (result.nextCursor) this.note(`More entries: pass --all, or --cursor ${result.nextCursor} for the next page.`);
    return count;
  }

  /**
   * The server's CSV, as received. With --all, later pages follow the x-next-cursor header; their header line is
   * dropped so the file has one. Stops if the server hands back a cursor it already gave.
   */
  private async writeCsv(query: AuditQuery, sink: Sink): Promise<string> {
    const client = await this.client();
    const seen = new Set<string>();
    let cursor = query.cursor;
    let pages = 0;
    let endsWithNewline = true;
    let newline = '\n';
    let next: string | undefined;
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
    return `${pages} ${pages === 1 ? 'page' : 'pages'} of CSV`;
  }
}
