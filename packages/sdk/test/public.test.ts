// The public namespaces (signing, viewer, uploads): no API key, a capability token instead, and the key never
// leaks into a token header.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Dossier, GoneError, type VisitCredentials } from '../src/index.js';
import { BASE, client, errorBody, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

const SIGNING_TOKEN = 'Jk3m9QxP2vL7wR4tY8uZ1aB5cD6eF0gH2iJ3kL4mN5o';
const VISIT: VisitCredentials = { visitId: 'view_7h2k9d3m1q', token: 'vT0k3n_7f2k9m4x1q8w3e6r5t2y9u0i7o4p1a3s6d8f' };

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  request: Request;
}

function capture(method: 'get' | 'post' | 'delete', path: string, answer: () => Response) {
  const seen: Seen[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: request.headers,
        request: request.clone(),
      });
      return answer();
    }),
  );
  return seen;
}

const anonymous = () => new Dossier({ baseUrl: BASE, maxRetries: 0 });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('signing.*: the token is the path, no key needed', () => {
  test('a client without any API key can open a session; nothing is sent as authorization', async () => {
    vi.stubEnv('DOSSIER_API_KEY', undefined);
    const seen = capture('get', `/public/signing/${SIGNING_TOKEN}`, () =>
      HttpResponse.json({ data: { pending: ['consent'] } }),
    );
    const session = await anonymous().signing.retrieve(SIGNING_TOKEN);
    expect(session.data.pending).toEqual(['consent']);
    expect(seen).toHaveLength(1);
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  test('a client that has a key does not send it to public operations', async () => {
    const seen = capture('post', `/public/signing/${SIGNING_TOKEN}/sign`, () =>
      HttpResponse.json({ data: { envelope: { status: 'completed' } } }),
    );
    const res = await client().signing.sign(SIGNING_TOKEN, {
      values: { fld_2q7w4e9r1t: 'Ada Lovelace', fld_5y8u1i3o6p: true },
      signature: { type: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    expect(res.data.envelope.status).toBe('completed');
    expect(seen[0].headers.has('authorization')).toBe(false);
    expect(await seen[0].request.json()).toEqual({
      values: { fld_2q7w4e9r1t: 'Ada Lovelace', fld_5y8u1i3o6p: true },
      signature: { type: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=' },
    });
  });

  test('the token is URL-encoded into the path', async () => {
    const odd = 'a/b?c';
    const seen = capture(
      'get',
      '/public/signing/:token/document.pdf',
      () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const pdf = await anonymous().signing.downloadDocument(odd);
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(seen[0].url.pathname).toBe(`/api/v1/public/signing/${encodeURIComponent(odd)}/document.pdf`);
  });

  test('withdrawing consent is a DELETE answering 204 (resolves undefined)', async () => {
    const seen = capture(
      'delete',
      `/public/signing/${SIGNING_TOKEN}/consent`,
      () => new HttpResponse(null, { status: 204 }),
    );
    await expect(anonymous().signing.withdrawConsent(SIGNING_TOKEN)).resolves.toBeUndefined();
    expect(seen[0].method).toBe('DELETE');
  });

  test('an attachment is sent as multipart/form-data: the file part with its name, fieldId in the query', async () => {
    const seen = capture('post', `/public/signing/${SIGNING_TOKEN}/attachments`, () =>
      HttpResponse.json({ data: { id: 'att_1', filename: 'passport.pdf' } }, { status: 201 }),
    );
    const bytes = new TextEncoder().encode('%PDF-1.7 passport');
    const res = await anonymous().signing.uploadAttachment(
      SIGNING_TOKEN,
      new Blob([bytes], { type: 'application/pdf' }),
      {
        fieldId: 'fld_3p8s1d6f2g',
        filename: 'passport.pdf',
      },
    );
    expect(res.data.id).toBe('att_1');
    const [req] = seen;
    expect(Object.fromEntries(req.url.searchParams)).toEqual({ fieldId: 'fld_3p8s1d6f2g' });
    expect(req.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await req.request.formData();
    expect([...form.keys()]).toEqual(['file']);
    const file = form.get('file') as File;
    expect(file.name).toBe('passport.pdf');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  test('an ended envelope is a GoneError whose code says why', async () => {
    capture('get', `/public/signing/${SIGNING_TOKEN}`, () =>
      HttpResponse.json(errorBody('envelope_completed', 'Everyone has signed this envelope.'), { status: 410 }),
    );
    const err = await rejection(anonymous().signing.retrieve(SIGNING_TOKEN));
    expect(err).toBeInstanceOf(GoneError);
    expect(err.status).toBe(410);
    expect(err.code).toBe('envelope_completed');
  });
});

describe('viewer.*: the visit token in x-visit-token', () => {
  test('start needs nothing; its answer is the credential every other viewer call takes', async () => {
    vi.stubEnv('DOSSIER_API_KEY', undefined);
    const started = capture('post', '/public/links/q7Xk2mPz/visits', () =>
      HttpResponse.json(
        { data: { visitId: VISIT.visitId, token: VISIT.token, pending: [], opened: true } },
        { status: 201 },
      ),
    );
    const content = capture('get', `/public/visits/${VISIT.visitId}/content`, () =>
      HttpResponse.json({ data: { kind: 'document' } }),
    );
    const d = anonymous();
    const { data: visit } = await d.viewer.start('q7Xk2mPz', { email: 'dana@acmeventures.example' });
    expect(started[0].headers.has('x-visit-token')).toBe(false);
    expect(await started[0].request.json()).toEqual({ email: 'dana@acmeventures.example' });
    const res = await d.viewer.content(visit);
    expect(res.data.kind).toBe('document');
    expect(content[0].headers.get('x-visit-token')).toBe(VISIT.token);
    expect(content[0].headers.has('authorization')).toBe(false);
  });

  test('the API key is never sent as the visit token, and per-call headers are kept', async () => {
    const seen = capture('post', `/public/visits/${VISIT.visitId}/gates`, () =>
      HttpResponse.json({ data: { opened: false } }),
    );
    await client().viewer.submitGates(VISIT, { code: '482913' }, { headers: { 'x-request-id': 'req_9' } });
    expect(seen[0].headers.get('x-visit-token')).toBe(VISIT.token);
    expect(seen[0].headers.get('x-request-id')).toBe('req_9');
    expect(seen[0].headers.has('authorization')).toBe(false);
  });

  test('sub-resources put the visit and their own ids in the path', async () => {
    const file = capture(
      'get',
      `/public/visits/${VISIT.visitId}/documents/doc_8k2m4x9q1z/file`,
      () => new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    const reply = capture('post', `/public/visits/${VISIT.visitId}/questions/thr_5q1m8z3k6w`, () =>
      HttpResponse.json({ data: { id: 'thr_5q1m8z3k6w' } }, { status: 201 }),
    );
    const d = anonymous();
    const pdf = await d.viewer.documents.file(VISIT, 'doc_8k2m4x9q1z');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    await pdf.arrayBuffer();
    const thread = await d.viewer.questions.reply(VISIT, 'thr_5q1m8z3k6w', { body: 'Is the appendix in the room?' });
    expect(thread.data.id).toBe('thr_5q1m8z3k6w');
    expect([file[0].headers.get('x-visit-token'), reply[0].headers.get('x-visit-token')]).toEqual([
      VISIT.token,
      VISIT.token,
    ]);
  });

  test('a heartbeat answers 204; a download takes its query and gives the Response back unread', async () => {
    const beat = capture(
      'post',
      `/public/visits/${VISIT.visitId}/heartbeats`,
      () => new HttpResponse(null, { status: 204 }),
    );
    const download = capture(
      'get',
      `/public/visits/${VISIT.visitId}/download`,
      () =>
        new HttpResponse('%PDF-1.7 stamped', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="deck.pdf"' },
        }),
    );
    const d = anonymous();
    await expect(
      d.viewer.heartbeat(VISIT, { documentId: 'doc_5t8r2w9q3e', sections: [{ index: 0, visibleMs: 1800 }] }),
    ).resolves.toBeUndefined();
    expect(await beat[0].request.json()).toEqual({
      documentId: 'doc_5t8r2w9q3e',
      sections: [{ index: 0, visibleMs: 1800 }],
    });
    const res = await d.viewer.download(VISIT, { documentId: 'doc_5t8r2w9q3e' });
    expect(res.bodyUsed).toBe(false);
    expect(await res.text()).toBe('%PDF-1.7 stamped');
    expect(Object.fromEntries(download[0].url.searchParams)).toEqual({ documentId: 'doc_5t8r2w9q3e' });
    expect(download[0].headers.get('x-visit-token')).toBe(VISIT.token);
  });
});

describe('uploads.*: an optional assignee token in x-request-token', () => {
  test('the open page sends no token; an assignee page sends theirs', async () => {
    const seen = capture('get', '/public/requests/q3-board-pack-7fk2', () =>
      HttpResponse.json({ data: { title: 'Q3 board pack' } }),
    );
    const d = anonymous();
    await d.uploads.retrieve('q3-board-pack-7fk2');
    await d.uploads.retrieve('q3-board-pack-7fk2', { requestToken: 'rT0k3n' });
    expect(seen.map((s) => s.headers.get('x-request-token'))).toEqual([null, 'rT0k3n']);
    expect(seen.every((s) => !s.headers.has('authorization'))).toBe(true);
  });

  test('an upload is multipart: the file part plus itemId, email and name parts; nothing in the query', async () => {
    const seen = capture('post', '/public/requests/q3-board-pack-7fk2/uploads', () =>
      HttpResponse.json({ data: { id: 'upl_1', itemId: 'item_8k3n1x6v2m' } }, { status: 201 }),
    );
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    const res = await client().uploads.create('q3-board-pack-7fk2', bytes, {
      filename: 'cap-table.xlsx',
      itemId: 'item_8k3n1x6v2m',
      email: 'priya@portfolio.example',
      name: 'Priya Shah',
    });
    expect(res.data.id).toBe('upl_1');
    const [req] = seen;
    expect(req.url.search).toBe('');
    expect(req.headers.has('authorization')).toBe(false);
    expect(req.headers.has('x-request-token')).toBe(false);
    const form = await req.request.formData();
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      itemId: 'item_8k3n1x6v2m',
      email: 'priya@portfolio.example',
      name: 'Priya Shah',
    });
    const file = form.get('file') as File;
    expect(file.name).toBe('cap-table.xlsx');
    expect(file.type).toBe('application/octet-stream');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  test('an assignee upload carries the token; a File keeps its own name and type', async () => {
    const seen = capture('post', '/public/requests/q3-board-pack-7fk2/uploads', () =>
      HttpResponse.json({ data: { id: 'upl_2' } }, { status: 201 }),
    );
    await anonymous().uploads.create(
      'q3-board-pack-7fk2',
      new File(['%PDF-1.7'], 'accounts.pdf', { type: 'application/pdf' }),
      { itemId: 'item_8k3n1x6v2m' },
      { requestToken: 'rT0k3n' },
    );
    expect(seen[0].headers.get('x-request-token')).toBe('rT0k3n');
    const file = (await seen[0].request.formData()).get('file') as File;
    expect([file.name, file.type]).toEqual(['accounts.pdf', 'application/pdf']);
  });

  test('a closed request is a GoneError', async () => {
    capture('post', '/public/requests/q3-board-pack-7fk2/uploads', () =>
      HttpResponse.json(errorBody('request_closed'), { status: 410 }),
    );
    const err = await rejection(anonymous().uploads.create('q3-board-pack-7fk2', new Uint8Array([1])));
    expect(err).toBeInstanceOf(GoneError);
    expect(err.code).toBe('request_closed');
  });
});
