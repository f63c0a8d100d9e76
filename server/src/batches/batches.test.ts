// Bulk sends over HTTP on the real database (SQLite, or PostgreSQL when DATABASE_URL is set), with the job runner
// on: the CSV template, every row checked before anything is sent (422 naming row and column), the CSV, multipart
// and JSON forms, progress and paged rows, prefilled text fields, cancel, remind and void of every envelope,
// batch.completed delivered to a real HTTPS endpoint, and a resubmission with the same Idempotency-Key.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeHookedApp, waitFor, type HookedTestApp, rowCount } from '../../test/helpers.js';
import type { HttpsReceiver } from '../../test/https-receiver.js';
import type { SmtpSink } from '../../test/smtp-sink.js';

let t: HookedTestApp;
let sink: SmtpSink;
let rx: HttpsReceiver;
let templateId: string;

const uniq = () => randomBytes(4).toString('hex');
const api = (method: string, url: string, body?: unknown, headers: Record<string, string> = {}, key = t.key) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1${url}`,
    headers: { ...bearer(key), ...headers },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
const postCsv = (csv: string, headers: Record<string, string> = {}, tpl = templateId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/batches?templateId=${tpl}`,
    headers: { ...bearer(t.key), 'content-type': 'text/csv', ...headers },
    payload: csv,
  });

/** A template with two signer slots (Client, Countersigner), each with a signature block, and a text field "Company". */
async function makeTemplate(): Promise<string> {
  const doc = (
    await api('POST', '/documents', {
      title: `Order form ${uniq()}`,
      markdown: '# Order form\n\nThe client orders the goods.\n',
      recipients: [
        { name: 'Client', email: 'client@example.com' },
        { name: 'Countersigner', email: 'counter@example.com' },
      ],
    })
  ).json().data;
  for (const r of doc.recipients)
    expect((await api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id })).statusCode).toBe(201);
  const full = (await api('GET', `/documents/${doc.id}?include=content`)).json().data;
  const content = full.content;
  content.content.push({
    type: 'paragraph',
    content: [
      { type: 'text', text: 'Company: ' },
      {
        type: 'signatureField',
        attrs: { fieldType: 'text', label: 'Company', recipientId: doc.recipients[0].id, required: true },
      },
    ],
  });
  const patched = await api('PATCH', `/documents/${doc.id}`, { content });
  expect(patched.statusCode, patched.body).toBe(200);
  const tpl = await api('POST', '/templates', { documentId: doc.id, name: 'Order form' });
  expect(tpl.statusCode, tpl.body).toBe(201);
  return tpl.json().data.id;
}

const row = (i: number, extra = '') =>
  `Client ${i},client${i}@${uniq()}.example.com,Counter ${i},counter${i}@${uniq()}.example.com${extra}`;
const HEADER = 'Client.name,Client.email,Countersigner.name,Countersigner.email';

async function finished(id: string) {
  return waitFor(
    async () => {
      const b = (await api('GET', `/batches/${id}`)).json().data;
      return b.status === 'done' || b.status === 'cancelled' ? b : null;
    },
    60_000,
    `batch ${id} to finish`,
  );
}

async function allRows(id: string, limit = 100) {
  const rows = [];
  let cursor: string | null = null;
  do {
    const res = await api(
      'GET',
      `/batches/${id}/rows?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    rows.push(...res.json().data);
    cursor = res.json().nextCursor;
  } while (cursor);
  return rows;
}

const envelopeCount = () => rowCount(t.db.kysely.selectFrom('envelopes').where('workspace_id', '=', t.workspaceId));

beforeAll(async () => {
  t = await makeHookedApp({ PUBLIC_URL: 'https://sign.dossier.test', DOSSIER_TICK_MS: '100' }, [
    'batch.completed',
    'batch.cancelled',
  ]);
  ({ sink, rx } = t);
  // On the plan without ceilings: the sends of a month are not what these tests count (they have their own).
  await t.db.kysely.updateTable('workspaces').set({ plan: 'enterprise' }).where('id', '=', t.workspaceId).execute();
  templateId = await makeTemplate();
}, 180_000); // a wait on a loaded machine, not a speed check
afterAll(async () => {
  await t?.close();
});

describe('GET /templates/{id}/batch.csv', () => {
  it('lists each slot’s name and email, the envelope options and the text fields by label', async () => {
    const res = await api('GET', `/templates/${templateId}/batch.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('Order form-batch.csv');
    expect(res.body.split('\r\n')[0]).toBe(`${HEADER},subject,message,expiresAt,field.Company`);
    expect((await api('GET', '/templates/tpl_missing/batch.csv')).statusCode).toBe(404);
  });
});

describe('POST /batches validation', () => {
  it('names the row and column of every problem and sends nothing', async () => {
    const before = await envelopeCount();
    const past = '2001-01-01T00:00:00Z';
    const csv = [
      `${HEADER},expiresAt,field.Colour,field.Company`,
      `${row(1)},,,Acme`,
      `Client 2,not-an-address,Counter 2,c2@example.com,,,`,
      `,c3@example.com,Counter 3,c3b@example.com,${past},,`,
    ].join('\n');
    const res = await postCsv(csv);
    expect(res.statusCode, res.body).toBe(422);
    const body = res.json();
    expect(body.code).toBe('batch_invalid');
    // `row` counts data rows; `line` is the row a spreadsheet shows (the header is line 1).
    expect(body.details.problems).toEqual(
      expect.arrayContaining([
        { row: 0, line: 1, column: 'field.Colour', message: expect.stringContaining('Company') },
        { row: 2, line: 3, column: 'Client.email', message: 'must be an email address' },
        { row: 3, line: 4, column: 'Client.name', message: 'is required' },
        { row: 3, line: 4, column: 'expiresAt', message: 'must be in the future' },
      ]),
    );
    expect(body.error).toMatch(
      /^nothing was sent: line 1 \(the header\), column field\.Colour: .* \(and 3 more problems\)$/,
    );
    expect(body.details.total).toBeUndefined();
    expect(body.details.problems).toHaveLength(4);
    expect(body.details.fields).toContainEqual({ field: 'rows[2].Client.email', message: 'must be an email address' });
    expect(await envelopeCount()).toBe(before);
    expect(
      await t.db.kysely
        .selectFrom('batches')
        .select('id')
        .where('workspace_id', '=', t.workspaceId)
        .where('template_id', '=', 'never')
        .execute(),
    ).toEqual([]);
  });

  it('refuses more than 100 rows, a ragged row, a missing slot column, an unknown template and other media', async () => {
    const many = [HEADER, ...Array.from({ length: 101 }, (_, i) => row(i))].join('\n');
    const over = await postCsv(many);
    expect(over.statusCode).toBe(422);
    expect(over.json().details.problems).toEqual([
      { row: 101, line: 102, column: null, message: expect.stringContaining('at most 100 rows') },
    ]);
    const ragged = await postCsv(`${HEADER}\n${row(1)},extra`);
    expect(ragged.json().details.problems).toContainEqual({
      row: 1,
      line: 2,
      column: null,
      message: 'has 5 cells; the header has 4',
    });
    const missing = await postCsv(`Client.name,Client.email\nAda,ada@example.com`);
    expect(missing.json().details.problems).toContainEqual({
      row: 1,
      line: 2,
      column: 'Countersigner.name',
      message: 'is required',
    });
    expect((await postCsv(`${HEADER}\n${row(1)}`, {}, 'tpl_nope')).statusCode).toBe(404);
    const xml = await t.app.inject({
      method: 'POST',
      url: `/api/v1/batches?templateId=${templateId}`,
      headers: { ...bearer(t.key), 'content-type': 'application/xml' },
      payload: '<rows/>',
    });
    expect(xml.statusCode).toBe(415);
    const badJson = await api('POST', `/batches?templateId=${templateId}`, { rows: [{ 'Client.name': 5 }] });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().details.fields[0].field).toBe('body.rows[0].Client.name');
    expect((await postCsv('"unclosed\n')).statusCode).toBe(400);
  });

  it('a 4 MB file of two million one-cell lines is refused at its 101st row, in one small answer', async () => {
    const before = await envelopeCount();
    const huge = `${HEADER}\n${'x\n'.repeat(2_000_000)}`;
    expect(huge.length).toBeGreaterThan(4_000_000);
    const res = await postCsv(huge);
    expect(res.statusCode).toBe(422);
    expect(res.body.length).toBeLessThan(2000);
    const body = res.json();
    expect(body.code).toBe('batch_invalid');
    expect(body.details.problems).toEqual([
      { row: 101, line: 102, column: null, message: expect.stringContaining('at most 100 rows') },
    ]);
    expect(await envelopeCount()).toBe(before);
  });

  it('lists the first 50 problems and counts the rest, under the row bound and for a header of a thousand cells', async () => {
    // 100 rows, each with two bad cells: 200 problems.
    const bad = [
      HEADER,
      ...Array.from({ length: 100 }, (_, i) => `,not-an-address-${i},Counter,counter@example.com`),
    ].join('\n');
    const res = await postCsv(bad);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.details.problems).toHaveLength(50);
    expect(body.details.fields).toHaveLength(50);
    expect(body.details.total).toBe(200);
    expect(body.details.problems[0]).toEqual({ row: 1, line: 2, column: 'Client.name', message: 'is required' });
    expect(body.error).toContain('(and 199 more problems)');
    expect(res.body.length).toBeLessThan(10_000);
    // 1,000 cells: 996 without a name, and the row is short of them.
    const wide = await postCsv(`${HEADER}${','.repeat(996)}\n${row(1)}`);
    expect(wide.statusCode).toBe(422);
    expect(wide.json().details.problems).toHaveLength(50);
    expect(wide.json().details.total).toBe(997);
    // A column named in a problem is cut short, not echoed whole.
    const long = await postCsv(`${HEADER},${'y'.repeat(1_000_000)}\n${row(1)},`);
    expect(long.statusCode).toBe(422);
    expect(long.body.length).toBeLessThan(2000);
    expect(long.json().details.problems).toEqual([
      { row: 0, line: 1, column: `${'y'.repeat(200)}…`, message: expect.stringContaining('is not a column') },
    ]);
    const wider = await postCsv(`${HEADER}${','.repeat(997)}\n${row(1)}`);
    expect(wider.json().details.problems).toEqual([
      { row: 0, line: 1, column: null, message: 'has more than 1000 cells' },
    ]);
  });

  it('reads a semicolon-separated file (a spreadsheet in a comma-decimal locale), with or without its sep= line', async () => {
    const semi = (i: number, company: string) =>
      `Client ${i};client${i}@${uniq()}.example.com;Counter ${i};counter${i}@${uniq()}.example.com;${company}`;
    const res = await postCsv(
      [`${HEADER.replaceAll(',', ';')};field.Company`, semi(1, '"Globex; Inc., Ltd"'), semi(2, 'Acme, Ltd')].join(
        '\r\n',
      ),
    );
    expect(res.statusCode, res.body).toBe(202);
    const done = await finished(res.json().data.id);
    expect(done).toMatchObject({ status: 'done', sent: 2, failed: 0 });
    const [first] = await allRows(done.id);
    const snapshot = (
      await t.db.kysely
        .selectFrom('envelopes')
        .select('snapshot_content')
        .where('id', '=', first.envelopeId)
        .executeTakeFirstOrThrow()
    ).snapshot_content!;
    expect(snapshot).toContain('Globex; Inc., Ltd');
    // Excel's sep= hint names the separator and is not a line of the sheet; a blank line is one.
    const hinted = await postCsv(
      ['sep=;', `${HEADER.replaceAll(',', ';')}`, '', 'Ada;not-an-address;Bob;bob@example.com'].join('\n'),
    );
    expect(hinted.statusCode).toBe(422);
    expect(hinted.json().details.problems).toEqual([
      { row: 1, line: 3, column: 'Client.email', message: 'must be an email address' },
    ]);
  });
});

describe('a batch sent in the background', () => {
  let batchId: string;

  it('sends one envelope per row with its recipients, options and prefilled text field, and reports progress', async () => {
    const csv = [
      `${HEADER},subject,field.Company`,
      `${row(1)},Your order,Acme Ltd`,
      `${row(2)},,"Globex, Inc."`,
      row(3) + ',,',
    ].join('\r\n');
    const res = await postCsv(csv);
    expect(res.statusCode, res.body).toBe(202);
    const b = res.json().data;
    expect(b).toMatchObject({
      templateId,
      status: 'queued',
      total: 3,
      sent: 0,
      failed: 0,
      pending: 3,
      cancelled: 0,
      startedAt: null,
    });
    batchId = b.id;
    const done = await finished(batchId);
    expect(done).toMatchObject({ status: 'done', total: 3, sent: 3, failed: 0, pending: 0, cancelled: 0 });
    expect(done.startedAt).toEqual(expect.any(String));
    // Paged with the keyset helper, in row order.
    const rows = await allRows(batchId, 2);
    expect(rows.map((r) => [r.row, r.status, r.error])).toEqual([
      [1, 'sent', null],
      [2, 'sent', null],
      [3, 'sent', null],
    ]);
    const envs = await Promise.all(rows.map(async (r) => (await api('GET', `/envelopes/${r.envelopeId}`)).json().data));
    expect(envs[0].subject).toBe('Your order');
    expect(envs[1].subject).toBe(`Please sign: ${envs[1].title}`);
    expect(envs[0].recipients.map((r: { name: string }) => r.name)).toEqual(['Client 1', 'Counter 1']);
    // The prefilled field is text in the frozen body, no longer a field to fill; the row without it keeps the field.
    const snapshot = async (id: string) =>
      (
        await t.db.kysely
          .selectFrom('envelopes')
          .select('snapshot_content')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).snapshot_content!;
    expect(await snapshot(envs[1].id)).toContain('Globex, Inc.');
    expect(envs[0].fields.some((f: { type: string }) => f.type === 'text')).toBe(false);
    expect(
      envs[2].fields.some((f: { type: string; label: string }) => f.type === 'text' && f.label === 'Company'),
    ).toBe(true);
    expect(sink.to(envs[0].recipients[0].email).length).toBeGreaterThan(0);
  });

  it('delivers batch.completed with the final counts', async () => {
    const delivery = await waitFor(
      () => rx.requests.find((r) => JSON.parse(r.rawBody).data?.batch?.id === batchId),
      30_000,
      'batch.completed',
    );
    const payload = JSON.parse(delivery.rawBody);
    expect(payload.event).toBe('batch.completed');
    expect(payload.data.batch).toMatchObject({ id: batchId, status: 'done', sent: 3, failed: 0, total: 3 });
  });

  it('reminds every open envelope of the batch in one call, then voids them all', async () => {
    const reminded = await api('POST', `/batches/${batchId}/remind`);
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json()).toMatchObject({ reminded: 3, skipped: 0 });
    const voided = await api('POST', `/batches/${batchId}/void`, { reason: 'Wrong price list' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({ voided: 3, skipped: 0, data: { status: 'done' } });
    for (const r of await allRows(batchId))
      expect((await api('GET', `/envelopes/${r.envelopeId}`)).json().data.status).toBe('voided');
    expect((await api('POST', `/batches/${batchId}/void`, { reason: 'again' })).json()).toMatchObject({
      voided: 0,
      skipped: 3,
    });
    expect((await api('POST', `/batches/${batchId}/remind`)).json()).toMatchObject({ reminded: 0, skipped: 3 });
    expect((await api('POST', `/batches/${batchId}/cancel`)).statusCode).toBe(409);
  });

  it('takes the same rows as JSON and as a multipart file', async () => {
    const json = await api('POST', `/batches?templateId=${templateId}`, {
      rows: [
        {
          'Client.name': 'Jay',
          'Client.email': `jay@${uniq()}.example.com`,
          'Countersigner.name': 'Kay',
          'Countersigner.email': `kay@${uniq()}.example.com`,
          'field.Company': 'Initech',
        },
      ],
    });
    expect(json.statusCode, json.body).toBe(202);
    const boundary = `----b${uniq()}`;
    const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n${HEADER}\r\n${row(9)}\r\n--${boundary}--\r\n`;
    const multi = await t.app.inject({
      method: 'POST',
      url: `/api/v1/batches?templateId=${templateId}`,
      headers: { ...bearer(t.key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: form,
    });
    expect(multi.statusCode, multi.body).toBe(202);
    for (const id of [json.json().data.id, multi.json().data.id])
      expect(await finished(id)).toMatchObject({ status: 'done', sent: 1 });
  });

  it('a resubmission with the same Idempotency-Key returns the same batch and sends nothing twice, even after the key’s reply is gone', async () => {
    const key = `idem-${uniq()}`;
    const csv = [HEADER, row(1), row(2)].join('\n');
    const first = await postCsv(csv, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(202);
    await finished(first.json().data.id);
    const count = await envelopeCount();
    const replay = await postCsv(csv, { 'idempotency-key': key });
    expect(replay.json().data.id).toBe(first.json().data.id);
    // The API's kept replies expire after a day; the batch remembers its key beyond that.
    await t.db.kysely.deleteFrom('idempotency_keys').execute();
    const later = await postCsv(csv, { 'idempotency-key': key });
    expect(later.statusCode, later.body).toBe(202);
    expect(later.json().data).toMatchObject({ id: first.json().data.id, status: 'done', sent: 2 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await envelopeCount()).toBe(count);
  });

  it('cancel stops the rows not sent yet: none of them is ever sent', async () => {
    await t.rt.jobs.stop();
    try {
      const res = await postCsv([HEADER, row(1), row(2), row(3)].join('\n'));
      const id = res.json().data.id;
      const cancelled = await api('POST', `/batches/${id}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().data).toMatchObject({
        status: 'cancelled',
        cancelReason: 'requested',
        cancelled: 3,
        pending: 0,
        sent: 0,
      });
      expect(cancelled.json().data.cancelledAt).toEqual(expect.any(String));
      const count = await envelopeCount();
      await t.rt.jobs.start();
      await waitFor(
        async () => (await t.db.kysely.selectFrom('jobs').select('id').where('ref_id', '=', id).execute()).length === 0,
        20_000,
        'the batch job to end',
      );
      expect(await envelopeCount()).toBe(count);
      expect((await allRows(id)).map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect((await api('POST', `/batches/${id}/cancel`)).statusCode).toBe(409);
    } finally {
      await t.rt.jobs.start();
    }
  });

  it('a key revoked while its batch is sending: the row going out finishes, no later row is sent, the batch is cancelled (key_revoked)', async () => {
    const made = await t.keys.create({
      workspace: t.workspace,
      scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'],
      keyName: 'bulk',
    });
    const rows = Array.from({ length: 6 }, (_, i) => ({
      client: `client${i + 1}@${uniq()}.example.com`,
      counter: `counter${i + 1}@${uniq()}.example.com`,
    }));
    const csv = [HEADER, ...rows.map((r, i) => `Client ${i + 1},${r.client},Counter ${i + 1},${r.counter}`)].join('\n');
    // Revoked as another instance would (straight in the key store, no cache of this process told), while the
    // second row's first mail waits for the mail server's answer.
    sink.beforeAnswer = async (mail) => {
      if (!mail.to.includes(rows[1].client)) return;
      await t.db.kysely
        .updateTable('api_keys')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', made.id)
        .execute();
    };
    try {
      const res = await postCsv(csv, { ...bearer(made.key) });
      expect(res.statusCode, res.body).toBe(202);
      const done = await finished(res.json().data.id);
      expect(done).toMatchObject({
        status: 'cancelled',
        cancelReason: 'key_revoked',
        total: 6,
        sent: 2,
        failed: 0,
        pending: 0,
        cancelled: 4,
      });
      expect((await allRows(done.id)).map((r) => r.status)).toEqual([
        'sent',
        'sent',
        'cancelled',
        'cancelled',
        'cancelled',
        'cancelled',
      ]);
      expect(sink.to(rows[1].counter).length).toBe(1);
      for (const r of rows.slice(2)) {
        expect(sink.to(r.client)).toEqual([]);
        expect(sink.to(r.counter)).toEqual([]);
      }
      const audit = (await api('GET', '/audit?type=batch.cancelled')).json().data;
      expect(audit.find((e: { metadata: { batchId: string } }) => e.metadata.batchId === done.id)).toMatchObject({
        actorName: 'Dossier',
        metadata: { reason: 'key_revoked', sent: 2, cancelled: 4 },
      });
      // The hook of the workspace's other key hears it.
      const delivery = await waitFor(
        () => rx.requests.find((r) => JSON.parse(r.rawBody).data?.batch?.id === done.id),
        30_000,
        'batch.cancelled',
      );
      expect(JSON.parse(delivery.rawBody)).toMatchObject({
        event: 'batch.cancelled',
        data: { batch: { status: 'cancelled', cancelReason: 'key_revoked', sent: 2, cancelled: 4 } },
      });
    } finally {
      sink.beforeAnswer = undefined;
    }
  });

  it('a key that lost envelopes:write, or expired, before its batch ran sends nothing', async () => {
    for (const [reason, change] of [
      ['key_scope_removed', { scopes: JSON.stringify(['envelopes:read', 'documents:read', 'documents:write']) }],
      ['key_expired', { expires_at: new Date(Date.now() - 1000).toISOString() }],
    ] as const) {
      const made = await t.keys.create({
        workspace: t.workspace,
        scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'],
      });
      await t.rt.jobs.stop();
      try {
        const res = await postCsv([HEADER, row(1), row(2)].join('\n'), { ...bearer(made.key) });
        expect(res.statusCode, res.body).toBe(202);
        const count = await envelopeCount();
        await t.db.kysely.updateTable('api_keys').set(change).where('id', '=', made.id).execute();
        await t.rt.jobs.start();
        expect(await finished(res.json().data.id)).toMatchObject({
          status: 'cancelled',
          cancelReason: reason,
          sent: 0,
          cancelled: 2,
        });
        expect(await envelopeCount()).toBe(count);
      } finally {
        await t.rt.jobs.start();
      }
    }
  });

  it('another workspace’s batch is not found, and a row cursor of another batch is refused', async () => {
    const other = await t.keyWith(['envelopes:read', 'envelopes:write'], { workspace: `other-${uniq()}` });
    expect((await api('GET', `/batches/${batchId}`, undefined, {}, other)).statusCode).toBe(404);
    expect((await api('POST', `/batches/${batchId}/void`, { reason: 'x' }, {}, other)).statusCode).toBe(404);
    const page = (await api('GET', `/batches/${batchId}/rows?limit=1`)).json();
    const second = (await postCsv([HEADER, row(1), row(2)].join('\n'))).json().data.id;
    expect(
      (await api('GET', `/batches/${second}/rows?cursor=${encodeURIComponent(page.nextCursor)}`)).json().code,
    ).toBe('invalid_cursor');
    await finished(second);
  });
});
