// How query strings, path parameters and raw request bodies are put on the wire.
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { client, page, url, useMockServer } from './helpers.js';

const server = useMockServer();

function captureUrls(method: 'get' | 'delete' | 'post', path: string, body: object | null = page([])) {
  const seen: URL[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(new URL(request.url));
      return body === null ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('query parameters', () => {
  test('booleans are sent as exactly true / false; undefined values are left out', async () => {
    const seen = captureUrls('get', '/documents');
    await client().documents.list({ inLibrary: true, trashed: false, status: 'draft', q: undefined });
    expect(seen[0].search).toBe('?inLibrary=true&trashed=false&status=draft');
  });

  test('a boolean on a DELETE (purge=true)', async () => {
    const seen = captureUrls('delete', '/documents/doc_1', null);
    await client().documents.delete('doc_1', { purge: true });
    expect(seen[0].search).toBe('?purge=true');
  });

  test('values are percent-encoded', async () => {
    const seen = captureUrls('get', '/documents');
    await client().documents.list({ q: 'Q&A + terms/2025' });
    expect(seen[0].searchParams.get('q')).toBe('Q&A + terms/2025');
    expect(seen[0].search).toBe(`?q=${encodeURIComponent('Q&A + terms/2025')}`);
  });

  test('arrays are exploded into repeated keys (operations and raw request alike)', async () => {
    const seen = captureUrls('get', '/documents');
    const d = client();
    // No list operation in the spec takes an array today; the serializer still has to get them right.
    await d.documents.list({ tag: ['a', 'b c'] } as never);
    await d.request('GET', '/documents', {
      query: { tag: ['a', 'b c'], archived: false, skip: undefined, none: null },
    });
    expect(seen.map((u) => u.searchParams.getAll('tag'))).toEqual([
      ['a', 'b c'],
      ['a', 'b c'],
    ]);
    expect(seen[1].searchParams.get('archived')).toBe('false');
    expect(seen[1].searchParams.has('skip')).toBe(false);
    expect(seen[1].searchParams.has('none')).toBe(false);
  });
});

describe('path parameters', () => {
  test('visitors.retrieve URL-encodes the email', async () => {
    const raw: string[] = [];
    server.use(
      http.get(url('/visitors/:email'), ({ request, params }) => {
        raw.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: { email: params.email } });
      }),
    );
    const res = await client().visitors.retrieve('dana+nda@acme.example');
    expect(raw).toEqual(['/api/v1/visitors/dana%2Bnda%40acme.example']);
    expect(res.data.email).toBe('dana+nda@acme.example');
  });

  test('ids with reserved characters cannot escape their path segment', async () => {
    const raw: string[] = [];
    server.use(
      http.get(url('/documents/:id/versions/:versionId'), ({ request }) => {
        raw.push(new URL(request.url).pathname);
        return HttpResponse.json({ data: {} });
      }),
    );
    await client().documents.versions.retrieve('doc/../1', 'v?x=1');
    expect(raw).toEqual(['/api/v1/documents/doc%2F..%2F1/versions/v%3Fx%3D1']);
  });
});

describe('raw request()', () => {
  test('JSON-encodes plain objects and sends bytes as they are', async () => {
    const got: Array<[string | null, string]> = [];
    server.use(
      http.post(url('/documents'), async ({ request }) => {
        got.push([request.headers.get('content-type'), await request.text()]);
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const d = client();
    const res = await d.request('POST', 'documents', { body: { title: 'x' } });
    expect(res.status).toBe(201);
    expect(res.bodyUsed).toBe(false);
    await d.request('POST', '/documents', {
      body: new TextEncoder().encode('raw').buffer,
      headers: { 'content-type': 'application/pdf' },
    });
    await d.request('POST', '/documents', { body: 'text body', headers: { 'content-type': 'text/plain' } });
    expect(got).toEqual([
      ['application/json', '{"title":"x"}'],
      ['application/pdf', 'raw'],
      ['text/plain', 'text body'],
    ]);
  });
});
