import { Args, Flags } from '@oclif/core';
import type { Batch, BatchRow, SendEnvelopeResponse } from '@dossier/sdk';
import { BaseCommand, defined } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { allRows, batchRows, progressLine, rowsTable } from '../../shared/batches/format.js';
import { deliveryLines, envelopeRows } from '../../shared/envelopes/format.js';
import { readFileArg } from '../../shared/input.js';
import { isoTime } from '../../shared/validate.js';

/** A bulk send's outcome: the batch when it ended and every row. */
export interface BulkResult {
  data: Batch;
  rows: BatchRow[];
}

type Result = SendEnvelopeResponse | BulkResult;

const POLL_MS = 500;

export default class EnvelopesSend extends BaseCommand<typeof EnvelopesSend, Result> {
  static override summary = 'Send a document for signature';
  static override description = `Calls POST /envelopes: freezes the document as it is now, locks it, and emails each signer their own signing link (with --sequential, only the first routing order; the next when it has signed). The signing list, routing orders and fields come from the document.

Refused (exit 5) when the document is already out for signature (409) or not ready to send (422: no signer, a recipient without a name or address, a signer without a field, a field bound to a removed recipient, suggestions, [placeholders] or TBD left in the body, a signature line without a field, a shared file); the message says which rule and where. 402 (exit 1): this month's sends are used and the credit balance cannot cover another.

Bounced notifications are listed; the envelope is real all the same (fix the address with "envelopes reassign"). With --json, prints the API response ({ "data", "delivery" }) as is.

Bulk send: --template and --csv (instead of a document) call POST /batches with the CSV (one envelope per row; "dossier api get /templates/{id}/batch.csv" gives the columns), then follow the batch until every row is sent or failed, with a progress bar on stderr when it is a terminal, and print a table of the rows with their envelope or error. A file with problems is refused (exit 1) before anything is sent, each problem named by row and column. With --json, prints { "data": <the batch>, "rows": [...] }.`;

  static override examples = [
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --sequential --remind-every 3 --expires-at 2026-12-31',
    '<%= config.bin %> envelopes send doc_2b8n5k3v9q --subject "Please sign: Mutual NDA" --message "As discussed."',
    '<%= config.bin %> envelopes send --template tpl_7x3m9k2q4z --csv rows.csv',
  ];

  static override args = { documentId: Args.string({ required: false, description: 'document id (doc_…); omit with --template and --csv' }) };

  static override flags = {
    sequential: Flags.boolean({ description: 'Route one routing order after another (default: everybody at once).' }),
    'expires-at': Flags.string({ description: 'Expire unsigned at this time (ISO 8601; a date alone means its last moment, UTC).' }),
    'remind-every': Flags.integer({ min: 1, max: 30, description: 'Remind whoever the envelope waits on every this many days (1-30).' }),
    subject: Flags.string({ description: 'Email subject (up to 300 characters; default: a please-sign line with the title).' }),
    message: Flags.string({ description: 'A note in the signing email (up to 2000 characters).' }),
    template: Flags.string({ description: 'Bulk send: the template each row\'s envelope is made from (tpl_…); needs --csv.', dependsOn: ['csv'] }),
    csv: Flags.string({ description: 'Bulk send: the CSV file, one envelope per row (- reads stdin); needs --template.', dependsOn: ['template'] }),
  };

  public async run(): Promise<Result> {
    const { flags } = this;
    if (flags.template && flags.csv) {
      if (this.args.documentId) throw new UsageError('give a document id, or --template and --csv for a bulk send, not both');
      for (const f of ['sequential', 'expires-at', 'remind-every', 'subject', 'message'] as const) {
        if (flags[f] !== undefined && flags[f] !== false) throw new UsageError(`--${f} does not apply to a bulk send: give it per row in the CSV (subject, message, expiresAt columns)`);
      }
      return this.bulk(flags.template, flags.csv);
    }
    if (!this.args.documentId) throw new UsageError('a document id is required (or --template and --csv for a bulk send)');
    const documentId = this.args.documentId;
    const body = defined({
      documentId,
      sequential: flags.sequential || undefined,
      expiresAt: flags['expires-at'] === undefined ? undefined : isoTime(flags['expires-at'], '--expires-at', true),
      reminderEveryDays: flags['remind-every'],
      subject: flags.subject,
      message: flags.message,
    });
    const client = await this.client();
    return this.spin(`Sending ${documentId} for signature…`, () => client.envelopes.send(body));
  }

  /** POST /batches, then the batch followed until it ends (a bar on stderr when it is a terminal). */
  private async bulk(templateId: string, file: string): Promise<BulkResult> {
    const bytes = await readFileArg(file, '--csv');
    const client = await this.client();
    let batch = (await this.spin(`Checking ${file}…`, () => client.batches.create(new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), { templateId, filename: 'rows.csv' }))).data;
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
    if ('rows' in res) {
      await this.show(`Bulk send ${res.data.id} ${res.data.status}: ${res.data.sent} of ${res.data.total} sent${res.data.failed ? `, ${res.data.failed} failed` : ''}.`, batchRows(res.data));
      this.out(await rowsTable(res.rows));
      return;
    }
    const bounced = res.delivery.filter((d) => !d.delivered).length;
    await this.show(`Sent ${res.data.documentId} for signature as ${res.data.id}; ${res.delivery.length} notified${bounced ? `, ${bounced} bounced` : ''}.`, envelopeRows(res.data));
    if (res.delivery.length) this.out(`Notifications:\n${deliveryLines(res.delivery)}`);
  }
}
