import { Args, Flags } from '@oclif/core';
import type { Batch, BatchRow, Dossier, SendEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { CliError, ExitCode, UsageError, type ExitCodeValue } from '../../base/errors.js';
import { csvLayout, MAX_BATCH_ROWS, splitCsv } from '../../shared/batches/csv.js';
import { allRows, batchRows, progressLine, rowsTable } from '../../shared/batches/format.js';
import { deliveryLines, envelopeRows } from '../../shared/envelopes/format.js';
import { readFileArg } from '../../shared/input.js';
import { isoTime } from '../../shared/validate.js';

/** A bulk send's outcome: the batch when it ended and every row. */
export interface BulkResult {
  data: Batch;
  rows: BatchRow[];
}

/** With --split, one per part of the file, in file order. */
type Result = SendEnvelopeResponse | BulkResult | BulkResult[];

const POLL_MS = 500;

export default class EnvelopesSend extends BaseCommand<typeof EnvelopesSend, Result> {
  static override summary = 'Send a document for signature';
  static override description =
    `Calls POST /envelopes: freezes the document as it is now, locks it, and emails each signer their own signing link (with --sequential, only the first routing order; the next when it has signed). The signing list, routing orders and fields come from the document.

Refused (exit 5) when the document is already out for signature (409) or not ready to send (422: no signer, a recipient without a name or address, a signer without a field, a field bound to a removed recipient, suggestions, [placeholders] or TBD left in the body, a signature line without a field, a shared file); the message says which rule and where. 402 (exit 1): this month's sends are used and the credit balance cannot cover another.

Bounced notifications are listed; the envelope is real all the same (fix the address with "envelopes reassign"). With --json, prints the API response ({ "data", "delivery" }) as is.

Bulk send: --template and --csv (instead of a document) call POST /batches with the CSV (one envelope per row; "dossier api get /templates/{id}/batch.csv" gives the columns), then follow the batch until every row is sent or failed, with a progress bar on stderr when it is a terminal, and print a table of the rows with their envelope or error. A file with problems is refused (exit 5) before anything is sent, the server naming each problem by its line (as a spreadsheet numbers it, the header being line 1), row and column. A file of more than ${MAX_BATCH_ROWS} rows (the most one batch takes) is refused before it is uploaded (exit 5), unless --split: then it is sent as several batches of at most ${MAX_BATCH_ROWS} rows, one after another, each with the file's header (the lines named in a part's problems are still the file's own); a part refused stops there, the batches already made are named (cancel them with "batches cancel"). With --json, prints { "data": <the batch>, "rows": [...] }, and with --split an array of them, one per batch.`;

  static override examples = [
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --sequential --remind-every 3 --expires-at 2026-12-31',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --subject "Please sign: Mutual NDA" --message "As discussed."',
    '<%= config.bin %> envelopes send --template tpl_7x3m9k2q4z --csv rows.csv',
    '<%= config.bin %> envelopes send --template tpl_7x3m9k2q4z --csv 250-rows.csv --split',
  ];

  static override args = {
    documentId: Args.string({ required: false, description: 'document id (doc_…); omit with --template and --csv' }),
  };

  static override flags = {
    sequential: Flags.boolean({ description: 'Route one routing order after another (default: everybody at once).' }),
    'expires-at': Flags.string({
      description: 'Expire unsigned at this time (ISO 8601; a date alone means its last moment, UTC).',
    }),
    'remind-every': Flags.integer({
      min: 1,
      max: 30,
      description: 'Remind whoever the envelope waits on every this many days (1-30).',
    }),
    subject: Flags.string({
      description: 'Email subject (up to 300 characters; default: a please-sign line with the title).',
    }),
    message: Flags.string({ description: 'A note in the signing email (up to 2000 characters).' }),
    template: Flags.string({
      description: "Bulk send: the template each row's envelope is made from (tpl_…); needs --csv.",
      dependsOn: ['csv'],
    }),
    csv: Flags.string({
      description: 'Bulk send: the CSV file, one envelope per row (- reads stdin); needs --template.',
      dependsOn: ['template'],
    }),
    split: Flags.boolean({
      description: `Bulk send: a file of more than ${MAX_BATCH_ROWS} rows goes as several batches of at most ${MAX_BATCH_ROWS} (without it, such a file is refused, exit 5).`,
      dependsOn: ['csv'],
    }),
  };

  public async run(): Promise<Result> {
    const { flags } = this;
    if (flags.template && flags.csv) {
      if (this.args.documentId)
        throw new UsageError('give a document id, or --template and --csv for a bulk send, not both');
      for (const f of ['sequential', 'expires-at', 'remind-every', 'subject', 'message'] as const) {
        if (flags[f] !== undefined && flags[f] !== false)
          throw new UsageError(
            `--${f} does not apply to a bulk send: give it per row in the CSV (subject, message, expiresAt columns)`,
          );
      }
      return this.bulk(flags.template, flags.csv, flags.split);
    }
    if (!this.args.documentId)
      throw new UsageError('a document id is required (or --template and --csv for a bulk send)');
    const documentId = this.args.documentId;
    const body = defined({
      documentId,
      sequential: flags.sequential || undefined,
      expiresAt: flags['expires-at'] === undefined ? undefined : isoTime(flags['expires-at'], '--expires-at', true),
      reminderEveryDays: flags['remind-every'],
      subject: flags.subject,
      message: flags.message,
    });
    return this.request(`Sending ${documentId} for signature…`, (client) => client.envelopes.send(body));
  }

  /** POST /batches (once per part with --split), then each batch followed until it ends. */
  private async bulk(templateId: string, file: string, split: boolean): Promise<BulkResult | BulkResult[]> {
    const bytes = await readFileArg(file, '--csv');
    const text = bytes.toString('utf8');
    const layout = csvLayout(text);
    const rows = layout.records.length;
    const name = file === '-' ? 'standard input' : file;
    if (rows > MAX_BATCH_ROWS && !split) {
      // The server would refuse it (422, exit 5) after the upload: refused here, before it.
      throw new CliError(
        `${name} has ${rows} rows; a batch takes at most ${MAX_BATCH_ROWS}; nothing was sent`,
        ExitCode.REFUSED,
        'too_many_rows',
        `Add --split to send it as ${Math.ceil(rows / MAX_BATCH_ROWS)} batches of at most ${MAX_BATCH_ROWS} rows.`,
      );
    }
    const client = await this.client();
    const create = (body: Uint8Array, what: string) =>
      this.spin(
        `Checking ${what}…`,
        async () =>
          (await client.batches.create(new Blob([body], { type: 'text/csv' }), { templateId, filename: 'rows.csv' }))
            .data,
      );
    if (!split) return this.follow(client, await create(new Uint8Array(bytes), name));
    const parts = splitCsv(text, layout);
    const made: Batch[] = [];
    for (const [k, part] of parts.entries()) {
      const what = `${name}, rows ${part.fromRow}-${part.toRow} (part ${k + 1} of ${parts.length})`;
      try {
        made.push(await create(new TextEncoder().encode(part.text), what));
      } catch (err) {
        if (!made.length) throw err;
        // Say which part failed and what was already sent; the exit code stays the failure's own.
        const { describeError } = await import('../../base/error-report.js');
        const report = describeError(err, this.errorContext);
        const sent = made.map((b) => b.id).join(', ');
        throw new CliError(
          `${what}: ${report.error}`,
          report.exitCode as ExitCodeValue,
          report.code,
          `The parts before it were sent as ${sent}: follow them with "batches get", or stop them with "batches cancel".`,
        );
      }
    }
    const results: BulkResult[] = [];
    for (const b of made) results.push(await this.follow(client, b));
    return results;
  }

  /** The batch followed until it ends (a bar on stderr when it is a terminal), then its rows. */
  private async follow(client: Dossier, batch: Batch): Promise<BulkResult> {
    const bar = process.stderr.isTTY && !this.jsonOutput;
    while (batch.status === 'queued' || batch.status === 'sending') {
      if (bar) process.stderr.write(`\r${progressLine(batch)}`);
      await new Promise((r) => setTimeout(r, POLL_MS));
      batch = (await client.batches.retrieve(batch.id)).data;
    }
    if (bar) process.stderr.write(`\r${progressLine(batch)}\n`);
    return { data: batch, rows: await allRows(client, batch.id) };
  }

  protected override async render(res: Result): Promise<void> {
    if (Array.isArray(res) || 'rows' in res) {
      for (const one of Array.isArray(res) ? res : [res]) {
        const b = one.data;
        await this.show(
          `Bulk send ${b.id} ${b.status}: ${b.sent} of ${b.total} sent${b.failed ? `, ${b.failed} failed` : ''}.`,
          batchRows(b),
        );
        this.out(await rowsTable(one.rows));
      }
      return;
    }
    const bounced = res.delivery.filter((d) => !d.delivered).length;
    await this.show(
      `Sent ${res.data.documentId} for signature as ${res.data.id}; ${res.delivery.length} notified${bounced ? `, ${bounced} bounced` : ''}.`,
      envelopeRows(res.data),
    );
    if (res.delivery.length) this.out(`Notifications:\n${deliveryLines(res.delivery)}`);
  }
}
