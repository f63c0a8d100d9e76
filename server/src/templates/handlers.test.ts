// GET /templates pages through the keyset helper: newest change first, every template once, cursors bound to the
// list and the workspace.
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
});
afterAll(() => t.close());

describe('GET /templates', () => {
  it('pages newest change first, each template once; a renamed one moves to the front', async () => {
    const doc = await t.api('POST', '/documents', { title: 'Lease', markdown: '# Lease' });
    expect(doc.statusCode, doc.body).toBe(201);
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.api('POST', '/templates', { documentId: doc.json().data.id, name: `Lease ${i}` });
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json().data.id);
    }
    expect((await t.api('PATCH', `/templates/${made[1]}`, { name: 'Lease 1 (renamed)' })).statusCode).toBe(200);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await t.api('GET', `/templates?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { data: { id: string; updatedAt: string }[]; nextCursor: string | null };
      expect(body.data.length).toBeLessThanOrEqual(2);
      seen.push(...body.data.map((d) => d.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([made[1], made[4], made[3], made[2], made[0]]);
  });

  it('refuses a tampered cursor and one issued to another workspace or another list', async () => {
    const first = (await t.api('GET', '/templates?limit=1')).json();
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await t.api('GET', `/templates?cursor=${first.nextCursor}x`)).json().code).toBe('invalid_cursor');
    const other = await t.keyWith(['documents:read'], { workspace: `tpl-other-${Date.now()}` });
    expect((await t.api('GET', `/templates?cursor=${first.nextCursor}`, undefined, other)).json().code).toBe(
      'invalid_cursor',
    );
    const audit = (await t.api('GET', '/audit?limit=1')).json();
    expect((await t.api('GET', `/templates?cursor=${audit.nextCursor}`)).json().code).toBe('invalid_cursor');
  });
});

describe('GET /templates/{id}?include=content', () => {
  it('carries the body of an authored template; a PDF template has no content key at all (never null)', async () => {
    const authored = (await t.api('POST', '/documents', { title: 'NDA', markdown: '# NDA\n\nTerms.' })).json().data;
    const xdoc = (await t.api('POST', '/templates', { documentId: authored.id, name: 'NDA template' })).json().data;
    const withBody = (await t.api('GET', `/templates/${xdoc.id}?include=content`)).json().data;
    expect(withBody.content.type).toBe('doc');

    const pdf = await PDFDocument.create();
    pdf.addPage([300, 300]);
    const bytes = Buffer.from(await pdf.save());
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { ...bearer(t.key), 'content-type': 'application/pdf', 'x-filename': 'form.pdf' },
      payload: bytes,
    });
    expect(up.statusCode, up.body).toBe(201);
    const made = await t.api('POST', '/templates', { documentId: up.json().data.id, name: 'PDF template' });
    expect(made.statusCode, made.body).toBe(201);
    const read = (await t.api('GET', `/templates/${made.json().data.id}?include=content`)).json().data;
    expect(read.kind).toBe('pdf');
    expect('content' in read).toBe(false);
  });
});
