// Upload limits over a real socket: an oversize upload is answered 422 with a body the client reads (fetch, a raw
// HTTP client with and without Expect: 100-continue, chunked), nothing is stored, and a body that is not a PDF is a
// 400 whatever its content type. app.inject cannot show any of this: it has no socket to reset.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp, rowCount } from '../../test/helpers.js';
import { MAX_UPLOAD_BYTES } from './uploads.js';

let t: TestApp;
let base: string;
let port: number;

const OVER = MAX_UPLOAD_BYTES + 1024 * 1024; // 26 MB
// What each test asserts is the answer's shape, hence `any` (Node's fetch types json() as unknown).
const readJson = (res: Response): Promise<any> => res.json();
const oversizePdf = () => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(OVER - 9, 0x20)]);

async function smallPdf(text = 'Hello upload'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([300, 300]).drawText(text, { x: 20, y: 200, size: 12, font });
  return Buffer.from(await pdf.save());
}

async function stored() {
  const count = (table: 'blobs' | 'documents') => rowCount(t.db.kysely.selectFrom(table));
  return { blobs: await count('blobs'), documents: await count('documents') };
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, any>;
  continued: boolean;
  sent: number;
}

/**
 * A raw http.request upload: `body` is written in 1 MB pieces (after 100 Continue when `expect` is set); the answer
 * is read whenever it comes, even before the body is all sent.
 */
function rawUpload(
  path: string,
  body: Buffer,
  headers: Record<string, string>,
  expectContinue: boolean,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let continued = false;
    let sent = 0;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/v1${path}`,
      headers: { ...bearer(t.key), ...headers, ...(expectContinue ? { expect: '100-continue' } : {}) },
    });
    const send = async () => {
      for (let at = 0; at < body.length; at += 1 << 20) {
        if (req.destroyed || req.writableEnded) return;
        sent += Math.min(1 << 20, body.length - at);
        if (!req.write(body.subarray(at, at + (1 << 20)))) await new Promise((r) => req.once('drain', r));
      }
      req.end();
    };
    req.on('continue', () => {
      continued = true;
      void send();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        req.destroy(); // stop sending what the server already refused
        resolve({
          status: res.statusCode!,
          headers: res.headers,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          continued,
          sent,
        });
      });
    });
    req.on('error', reject);
    if (!expectContinue) void send();
  });
}

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}/api/v1`;
});
afterAll(() => t.close());

const expectTooLarge = (body: Record<string, any>) =>
  expect(body).toEqual({
    requestId: expect.any(String),
    error: 'the file is over 25 MB (26214400 bytes)',
    code: 'unprocessable',
    details: { fields: [{ field: 'body.file', message: 'is over 25 MB' }], maxBytes: MAX_UPLOAD_BYTES },
  });

describe('an upload over 25 MB', () => {
  it('fetch with content-length: the client reads the 422; nothing is stored', async () => {
    const before = await stored();
    const res = await fetch(`${base}/documents/upload`, {
      method: 'POST',
      headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
      body: oversizePdf(),
    });
    expect(res.status).toBe(422);
    expectTooLarge(await readJson(res));
    expect(await stored()).toEqual(before);
  });

  it('fetch multipart (as curl -F): the client reads the 422', async () => {
    const before = await stored();
    const form = new FormData();
    form.append('file', new Blob([oversizePdf()], { type: 'application/pdf' }), 'big.pdf');
    const res = await fetch(`${base}/documents/upload`, { method: 'POST', headers: bearer(t.key), body: form });
    expect(res.status).toBe(422);
    expectTooLarge(await readJson(res));
    expect(await stored()).toEqual(before);
  });

  it('with Expect: 100-continue: refused before the body is invited, the connection closed', async () => {
    const before = await stored();
    const res = await rawUpload(
      '/documents/upload',
      oversizePdf(),
      { 'content-type': 'application/pdf', 'content-length': String(OVER) },
      true,
    );
    expect(res).toMatchObject({ status: 422, continued: false, sent: 0 });
    expect(res.headers.connection).toBe('close');
    expectTooLarge(res.body);
    expect(await stored()).toEqual(before);
  });

  it('without Expect, content-length over: the body is read and dropped, then the 422 is read', async () => {
    const before = await stored();
    const res = await rawUpload(
      '/documents/upload',
      oversizePdf(),
      { 'content-type': 'application/pdf', 'content-length': String(OVER) },
      false,
    );
    expect(res.status).toBe(422);
    expectTooLarge(res.body);
    expect(await stored()).toEqual(before);
  });

  it('chunked (no content-length), with and without Expect: the 422 is read', async () => {
    const before = await stored();
    for (const expectContinue of [false, true]) {
      const res = await rawUpload(
        '/documents/upload',
        oversizePdf(),
        { 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
        expectContinue,
      );
      expect(res).toMatchObject({ status: 422, continued: expectContinue });
      expectTooLarge(res.body);
    }
    expect(await stored()).toEqual(before);
  });

  it('replacing a file: 422 read, the document unchanged', async () => {
    const pdf = await smallPdf();
    const doc = (
      await readJson(
        await fetch(`${base}/documents/upload`, {
          method: 'POST',
          headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
          body: new Uint8Array(pdf),
        }),
      )
    ).data;
    const before = await stored();
    const viaFetch = await fetch(`${base}/documents/${doc.id}/file`, {
      method: 'POST',
      headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
      body: oversizePdf(),
    });
    expect(viaFetch.status).toBe(422);
    expectTooLarge(await readJson(viaFetch));
    const withExpect = await rawUpload(
      `/documents/${doc.id}/file`,
      oversizePdf(),
      { 'content-type': 'application/pdf', 'content-length': String(OVER) },
      true,
    );
    expect(withExpect).toMatchObject({ status: 422, continued: false });
    expect(await stored()).toEqual(before);
    const versions = await readJson(await fetch(`${base}/documents/${doc.id}/versions`, { headers: bearer(t.key) }));
    expect(versions.data).toEqual([]);
    expect(
      Buffer.from(
        await (await fetch(`${base}/documents/${doc.id}/file`, { headers: bearer(t.key) })).arrayBuffer(),
      ).equals(pdf),
    ).toBe(true);
  });

  it('a body that never ends is cut off past 50 MB, and the server serves on', async () => {
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `POST /api/v1/documents/upload HTTP/1.1\r\nhost: x\r\nauthorization: Bearer ${t.key}\r\ncontent-type: application/pdf\r\ntransfer-encoding: chunked\r\n\r\n`,
    );
    const piece = Buffer.alloc(1 << 20, 0x20);
    let sent = 0;
    let closed = false;
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    socket.resume();
    while (!closed && sent < 200 * (1 << 20)) {
      sent += piece.length;
      socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      if (!socket.write('\r\n')) await new Promise((r) => setTimeout(r, 5));
    }
    await new Promise((r) => (closed ? r(null) : socket.once('close', r)));
    expect(sent).toBeGreaterThanOrEqual(2 * MAX_UPLOAD_BYTES);
    expect(sent).toBeLessThan(200 * (1 << 20));
    expect((await fetch(`${base}/me`, { headers: bearer(t.key) })).status).toBe(200);
  });
});

describe('an upload that is not a PDF', () => {
  it('is a 400 not_a_pdf whatever its content type, on both upload operations; other operations keep their 415', async () => {
    const doc = (
      await readJson(
        await fetch(`${base}/documents/upload`, {
          method: 'POST',
          headers: { ...bearer(t.key), 'content-type': 'application/pdf' },
          body: new Uint8Array(await smallPdf()),
        }),
      )
    ).data;
    const before = await stored();
    for (const url of [`${base}/documents/upload`, `${base}/documents/${doc.id}/file`]) {
      for (const [type, body] of [
        ['text/plain', 'meeting notes, not a contract'],
        ['application/json', '{"file":"x"}'],
        ['application/pdf', 'PK\u0003\u0004 a zip sent as a PDF'],
        ['image/png', '\u0089PNG'],
      ]) {
        const res = await fetch(url, { method: 'POST', headers: { ...bearer(t.key), 'content-type': type }, body });
        expect(res.status, `${type} to ${url}`).toBe(400);
        expect(await readJson(res)).toEqual({
          requestId: expect.any(String),
          error: `body.file is not a PDF: its bytes do not begin with %PDF- (sent as ${type})`,
          code: 'not_a_pdf',
          details: { fields: [{ field: 'body.file', message: 'is not a PDF' }] },
        });
      }
      const form = new FormData();
      form.append('file', new Blob(['plain words'], { type: 'text/plain' }), 'notes.txt');
      const multipart = await fetch(url, { method: 'POST', headers: bearer(t.key), body: form });
      expect(multipart.status).toBe(400);
      expect((await readJson(multipart)).error).toBe(
        'body.file is not a PDF: its bytes do not begin with %PDF- (sent as text/plain)',
      );
      const empty = await fetch(url, { method: 'POST', headers: bearer(t.key) });
      expect(empty.status).toBe(400);
      expect((await readJson(empty)).details.fields[0]).toMatchObject({
        field: 'body.file',
        message: expect.stringMatching(/^is required/),
      });
    }
    expect(await stored()).toEqual(before);
    const json = await fetch(`${base}/documents`, {
      method: 'POST',
      headers: { ...bearer(t.key), 'content-type': 'text/plain' },
      body: 'title',
    });
    expect(json.status).toBe(415);
    expect((await readJson(json)).code).toBe('unsupported_media_type');
  });

  it('a PDF with Expect: 100-continue is invited, then stored', async () => {
    const pdf = await smallPdf('Invited upload');
    const res = await rawUpload(
      '/documents/upload',
      pdf,
      { 'content-type': 'application/pdf', 'content-length': String(pdf.length), 'x-filename': 'invited.pdf' },
      true,
    );
    expect(res).toMatchObject({ status: 201, continued: true, body: { data: { title: 'invited', pageCount: 1 } } });
  });

  it('an upload refused before its body is read (no key) closes the connection without inviting the body', async () => {
    const res = await new Promise<{ status: number; connection?: string; continued: boolean }>((resolve, reject) => {
      let continued = false;
      const req = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/documents/upload',
        headers: { expect: '100-continue', 'content-type': 'application/pdf', 'content-length': '1000' },
      });
      req.on('continue', () => (continued = true));
      req.on('response', (r) => {
        r.resume();
        r.on('end', () => resolve({ status: r.statusCode!, connection: r.headers.connection, continued }));
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(res).toEqual({ status: 401, connection: 'close', continued: false });
  });
});
