// Uploads send raw bytes with content-type and x-filename; downloads give back the Response, body unread.
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  APIConnectionError,
  BadRequestError,
  fileFromPath,
  NotFoundError,
  ServiceUnavailableError,
  type Uploadable,
} from '../src/node.js';
import { client, errorBody, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

const PDF = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj\n%%EOF\n');

interface Captured {
  method: string;
  url: URL;
  headers: Headers;
  bytes: Uint8Array;
}

function captureUpload(method: 'post', path: string, status = 201) {
  const seen: Captured[] = [];
  server.use(
    http[method](url(path), async ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        bytes: new Uint8Array(await request.arrayBuffer()),
      });
      return HttpResponse.json({ data: { id: 'doc_up', title: 'T' } }, { status });
    }),
  );
  return seen;
}

describe('uploads', () => {
  test('documents.upload sends the raw bytes, content-type, x-filename, and the title as query', async () => {
    const seen = captureUpload('post', '/documents/upload');
    const res = await client().documents.upload(PDF, { filename: 'a.pdf', title: 'T' });
    expect(res.data.id).toBe('doc_up');
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req.method).toBe('POST');
    expect(req.bytes).toEqual(PDF);
    expect(req.headers.get('content-type')).toBe('application/pdf');
    expect(req.headers.get('x-filename')).toBe('a.pdf');
    expect(req.headers.get('authorization')).toBe('Bearer dsk_test_123');
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ title: 'T' }); // filename is not a query param
  });

  test('a Blob keeps its own type; a File gives its name; an ArrayBuffer and a stream are read fully', async () => {
    const seen = captureUpload('post', '/documents/upload');
    const d = client();
    await d.documents.upload(new Blob([PDF], { type: 'application/pdf' }), { filename: 'blob.pdf' });
    await d.documents.upload(new File([PDF], 'from-file.pdf', { type: 'application/pdf' }));
    await d.documents.upload(PDF.slice().buffer, { filename: 'buffer.pdf' });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(PDF.subarray(0, 10));
        c.enqueue(PDF.subarray(10));
        c.close();
      },
    });
    await d.documents.upload(stream, { filename: 'stream.pdf' });
    expect(seen.map((s) => s.headers.get('x-filename'))).toEqual([
      'blob.pdf',
      'from-file.pdf',
      'buffer.pdf',
      'stream.pdf',
    ]);
    for (const s of seen) {
      expect(s.bytes).toEqual(PDF);
      expect(s.headers.get('content-type')).toBe('application/pdf');
      expect(s.url.search).toBe('');
    }
  });

  test('a file name outside ASCII is percent-encoded in x-filename', async () => {
    const seen = captureUpload('post', '/documents/upload');
    await client().documents.upload(PDF, { filename: 'Vertrag für Müller.pdf' });
    expect(seen[0].headers.get('x-filename')).toBe(encodeURIComponent('Vertrag für Müller.pdf'));
  });

  test('documents.replaceFile uploads to the document’s path', async () => {
    const seen = captureUpload('post', '/documents/doc_1/file', 200);
    // The generated signature types `params` as `UploadParams & never` when the operation has no query
    // parameters (a generator bug), so the filename needs a cast here.
    await client().documents.replaceFile('doc_1', PDF, { filename: 'v2.pdf' } as never);
    expect(seen[0].url.pathname).toBe('/api/v1/documents/doc_1/file');
    expect(seen[0].bytes).toEqual(PDF);
    expect(seen[0].headers.get('x-filename')).toBe('v2.pdf');
  });

  test('an upload rejected by the server throws a typed error', async () => {
    // A file that is not a PDF is a 400 not_a_pdf, whatever its content type (never a 415).
    const fields = [{ field: 'body.file', message: 'is not a PDF' }];
    server.use(
      http.post(url('/documents/upload'), () =>
        HttpResponse.json(
          errorBody('not_a_pdf', 'body.file is not a PDF: its bytes do not begin with %PDF- (sent as image/png)', {
            fields,
          }),
          { status: 400 },
        ),
      ),
    );
    const err = await rejection(
      client().documents.upload(new Blob(['x'], { type: 'image/png' }), { filename: 'x.png' }),
    );
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err).toMatchObject({ status: 400, code: 'not_a_pdf', details: { fields } });
  });

  test('an upload is retried after a network error with the same Idempotency-Key and bytes; a stream, sent once, is not', async () => {
    const seen: { key: string | null; bytes: Uint8Array }[] = [];
    server.use(
      http.post(url('/documents/upload'), async ({ request }) => {
        seen.push({ key: request.headers.get('idempotency-key'), bytes: new Uint8Array(await request.arrayBuffer()) });
        return seen.length === 1
          ? HttpResponse.error()
          : HttpResponse.json({ data: { id: 'doc_up' } }, { status: 201 });
      }),
    );
    await client({ maxRetries: 2 }).documents.upload(PDF, { filename: 'a.pdf' });
    expect(seen.map((s) => s.bytes)).toEqual([PDF, PDF]);
    expect(seen[1].key).toBe(seen[0].key);

    seen.length = 0;
    const stream = new Blob([PDF]).stream();
    expect(await rejection(client({ maxRetries: 2 }).documents.upload(stream, { filename: 'a.pdf' }))).toBeInstanceOf(
      APIConnectionError,
    );
    expect(seen).toHaveLength(1);
    expect(seen[0].bytes).toEqual(PDF);
  });

  test('fileFromPath uploads a file from disk, by name, type and bytes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-file-'));
    const file = path.join(dir, 'Vertrag.pdf');
    fs.writeFileSync(file, PDF);
    const seen = captureUpload('post', '/documents/upload');
    await client().documents.upload(await fileFromPath(file));
    expect(seen[0].bytes).toEqual(PDF);
    expect(seen[0].headers.get('x-filename')).toBe('Vertrag.pdf');
    expect(seen[0].headers.get('content-type')).toBe('application/pdf');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('an upload is retried on 429 with the same bytes', async () => {
    const bodies: Uint8Array[] = [];
    server.use(
      http.post(url('/documents/upload'), async ({ request }) => {
        bodies.push(new Uint8Array(await request.arrayBuffer()));
        return bodies.length === 1
          ? HttpResponse.json(errorBody('rate_limited'), { status: 429, headers: { 'retry-after': '0' } })
          : HttpResponse.json({ data: { id: 'doc_up' } }, { status: 201 });
      }),
    );
    await client().documents.upload(PDF, { filename: 'a.pdf' });
    expect(bodies).toEqual([PDF, PDF]);
  });
});

describe('streamed uploads', () => {
  const SLUG = 'q3-board-pack-7fk2';
  const bytes = new Uint8Array(200_000).map((_, i) => (i * 7) % 251);
  // Compared by digest: a deep equality over 200 kB of bytes takes seconds.
  function digest(b: Uint8Array): string;
  function digest(b: Blob): Promise<string>;
  function digest(b: Uint8Array | Blob): string | Promise<string> {
    if (b instanceof Blob) return b.arrayBuffer().then((a) => digest(new Uint8Array(a)));
    return createHash('sha256').update(b).digest('hex');
  }

  /** Every multipart upload that reached the mock: its parts as the server parses them. */
  function captureForm(status = 201, answer?: (n: number) => Response | undefined) {
    const seen: { contentType: string | null; key: string | null; fields: Record<string, string>; file: File }[] = [];
    server.use(
      http.post(url(`/public/requests/${SLUG}/uploads`), async ({ request }) => {
        const form = await request.formData();
        const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file')) as Record<string, string>;
        seen.push({
          contentType: request.headers.get('content-type'),
          key: request.headers.get('idempotency-key'),
          fields,
          file: form.get('file') as File,
        });
        return answer?.(seen.length) ?? HttpResponse.json({ data: { id: 'upl_1' } }, { status });
      }),
    );
    return seen;
  }

  function onDisk(name: string, content: Uint8Array): { file: string; done: () => void } {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-stream-'));
    const file = path.join(dir, name);
    fs.writeFileSync(file, content);
    return { file, done: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }

  test('a multipart upload takes bytes, a Blob, a web stream, a Node Readable and fs.createReadStream, each intact', async () => {
    const seen = captureForm();
    const { file, done } = onDisk('cap table.xlsx', bytes);
    const chunks = function* () {
      for (let i = 0; i < bytes.length; i += 16_384) yield Buffer.from(bytes.subarray(i, i + 16_384));
    };
    const sources: Array<[Uploadable, string | undefined]> = [
      [bytes, 'bytes.bin'],
      [new Blob([bytes]), 'blob.bin'],
      [new Blob([bytes]).stream(), 'web.bin'],
      [Readable.from(chunks()), 'node.bin'],
      [fs.createReadStream(file), undefined], // named by its path
      [await fileFromPath(file), undefined],
    ];
    const d = client();
    for (const [source, filename] of sources)
      await d.uploads.create(SLUG, source, { filename, itemId: 'item_1', email: 'a@example.com' });
    expect(seen.map((s) => s.file.name)).toEqual([
      'bytes.bin',
      'blob.bin',
      'web.bin',
      'node.bin',
      'cap table.xlsx',
      'cap table.xlsx',
    ]);
    for (const s of seen) {
      expect(s.contentType).toMatch(/^multipart\/form-data; boundary=----dossier-[0-9a-f]{24}$/);
      expect(s.fields).toEqual({ itemId: 'item_1', email: 'a@example.com' });
      expect(await digest(s.file)).toBe(digest(bytes));
    }
    done();
  });

  test('a Node Readable is read as the upload goes, not before the request leaves', async () => {
    let pulled = 0;
    let pulledWhenSent = -1;
    const source = new Readable({
      read() {
        pulled++;
        this.push(pulled > 20 ? null : Buffer.alloc(8192, pulled));
      },
    });
    server.use(
      http.post(url(`/public/signing/tok_1/attachments`), async ({ request }) => {
        pulledWhenSent = pulled;
        const file = (await request.formData()).get('file') as File;
        return HttpResponse.json({ data: { id: 'att_1', byteSize: file.size } }, { status: 201 });
      }),
    );
    const res = await client().signing.uploadAttachment('tok_1', source, { fieldId: 'fld_1', filename: 'scan.bin' });
    expect(res.data).toMatchObject({ byteSize: 20 * 8192 });
    // The handler saw the request before the stream was drained: it was not gathered up front.
    expect(pulledWhenSent).toBeLessThan(20);
  });

  test('a file name with quotes, a line break or letters outside ASCII survives the multipart header', async () => {
    const seen = captureForm();
    const name = 'Angebot "final"\nMüller.pdf';
    await client().uploads.create(SLUG, new Blob([bytes]), { filename: name });
    // Escaped as browsers do (%22, %0A), which the parser undoes; UTF-8 as is.
    expect(seen[0].file.name).toBe(name);
  });

  test('a replayable multipart upload (fileFromPath) is retried on 503 with the same bytes and key; a stream is not', async () => {
    const { file, done } = onDisk('deck.pdf', bytes);
    const busy = (n: number) =>
      n === 1
        ? HttpResponse.json(errorBody('unavailable'), { status: 503, headers: { 'retry-after': '0' } })
        : undefined;
    const seen = captureForm(201, busy);
    await client({ maxRetries: 2 }).uploads.create(SLUG, await fileFromPath(file));
    expect(seen).toHaveLength(2);
    expect(seen[1].key).toBe(seen[0].key);
    for (const s of seen) expect(await digest(s.file)).toBe(digest(bytes));

    seen.length = 0;
    const err = await rejection(client({ maxRetries: 2 }).uploads.create(SLUG, fs.createReadStream(file)));
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(seen).toHaveLength(1);
    done();
  });

  test('an upload is fetched without a copy of its body: window null, redirects not followed', async () => {
    // fetch keeps a clone of a request that may be redirected, and the clone's body holds every byte sent.
    const calls: { redirect: string; init: RequestInit | undefined }[] = [];
    const spy: typeof fetch = async (input, init) => {
      calls.push({ redirect: (input as Request).redirect, init });
      return HttpResponse.json({ data: { id: 'upl_1' } }, { status: 201 });
    };
    await client({ fetch: spy }).uploads.create(SLUG, Readable.from([Buffer.from('x')]));
    await client({ fetch: spy }).documents.upload(new Blob([PDF]));
    expect(calls).toEqual([
      { redirect: 'error', init: { window: null } },
      { redirect: 'error', init: { window: null } },
    ]);
  });

  test('request() sends a stream body once and a Blob body again on 503, each whole', async () => {
    const bodies: Uint8Array[] = [];
    server.use(
      http.post(url('/documents/upload'), async ({ request }) => {
        bodies.push(new Uint8Array(await request.arrayBuffer()));
        return bodies.length % 2 === 1
          ? HttpResponse.json(errorBody('unavailable'), { status: 503, headers: { 'retry-after': '0' } })
          : HttpResponse.json({ data: { id: 'doc_up' } }, { status: 201 });
      }),
    );
    const d = client({ maxRetries: 2 });
    const headers = { 'content-type': 'application/pdf' };
    await d.request('POST', '/documents/upload', { body: new Blob([PDF]), headers });
    expect(bodies).toEqual([PDF, PDF]);
    bodies.length = 0;
    expect(
      await rejection(d.request('POST', '/documents/upload', { body: Readable.from([Buffer.from(PDF)]), headers })),
    ).toBeInstanceOf(ServiceUnavailableError);
    expect(bodies).toEqual([PDF]);
  });
});

describe('downloads', () => {
  test('documents.export returns the Response with its body unread, and sends the format', async () => {
    let query = '';
    server.use(
      http.get(url('/documents/doc_1/export'), ({ request }) => {
        query = new URL(request.url).search;
        return new HttpResponse(PDF, {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="nda.pdf"' },
        });
      }),
    );
    const res = await client().documents.export('doc_1', { format: 'pdf' });
    expect(res).toBeInstanceOf(Response);
    expect(res.bodyUsed).toBe(false);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('nda.pdf');
    expect(query).toBe('?format=pdf');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
  });

  test('envelopes.downloadPdf returns the Response with its body unread (streamable)', async () => {
    server.use(
      http.get(
        url('/envelopes/env_1/pdf'),
        () => new HttpResponse(PDF, { headers: { 'content-type': 'application/pdf' } }),
      ),
    );
    const res = await client().envelopes.downloadPdf('env_1');
    expect(res.bodyUsed).toBe(false);
    const chunks: Uint8Array[] = [];
    const reader = res.body!.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(new Uint8Array(Buffer.concat(chunks))).toEqual(PDF);
  });

  test('text downloads (visits.export CSV, audit.listFile) come back as Responses too', async () => {
    const csv = 'viewId,openedAt\nview_1,2025-11-20T14:02:12Z\n';
    let auditQuery = '';
    server.use(
      http.get(url('/visits/export'), () => new HttpResponse(csv, { headers: { 'content-type': 'text/csv' } })),
      http.get(url('/audit'), ({ request }) => {
        auditQuery = new URL(request.url).search;
        return new HttpResponse('id,type\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const d = client();
    const res = await d.visits.export({ from: '2025-11-01' });
    expect(res.headers.get('content-type')).toBe('text/csv');
    expect(await res.text()).toBe(csv);
    const audit = await d.audit.listFile({ format: 'csv', family: 'signing' });
    expect(auditQuery).toBe('?format=csv&family=signing');
    expect(await audit.text()).toBe('id,type\n');
  });

  test('a failed download throws a typed error instead of returning the Response', async () => {
    server.use(
      http.get(url('/documents/doc_x/file'), () => HttpResponse.json(errorBody('not_found'), { status: 404 })),
    );
    const err = await rejection(client().documents.downloadFile('doc_x'));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.code).toBe('not_found');
  });
});
