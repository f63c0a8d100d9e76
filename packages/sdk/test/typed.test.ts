// The typed escape hatch (client.request with a lowercase method, openapi-fetch over the contract's paths),
// PagePromise as a real Promise, and request ids on errors.
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { NotFoundError, PagePromise, RateLimitError, type Document, type Page } from '../src/index.js';
import { client, errorBody, page, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

describe('client.request(method, path template, init): typed by the contract', () => {
  test('fills the path, sends the key, and types the answer', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(
        url('/documents/doc_1'),
        ({ request }) => (seen.push(request), HttpResponse.json({ data: { id: 'doc_1', title: 'NDA' } })),
      ),
    );
    const { data, response } = await client().request('get', '/documents/{id}', {
      params: { path: { id: 'doc_1' }, query: { include: 'content' } },
    });
    expectTypeOf(data.data.title).toEqualTypeOf<string>();
    expect(data.data.title).toBe('NDA');
    expect(response.status).toBe(200);
    expect(seen[0].headers.get('authorization')).toBe('Bearer dsk_test_123');
    expect(new URL(seen[0].url).search).toBe('?include=content');
  });

  test('shares retries (retry-after honoured), the Idempotency-Key on POST, and typed errors with the resources', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(url('/folders'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json(errorBody('rate_limited'), { status: 429, headers: { 'retry-after': '0' } })
          : HttpResponse.json({ data: { id: 'fld_1', name: 'Board' } }, { status: 201 });
      }),
      http.get(url('/links/lnk_x'), () =>
        HttpResponse.json(
          { ...errorBody('not_found'), requestId: 'req_abc' },
          { status: 404, headers: { 'x-request-id': 'req_abc' } },
        ),
      ),
    );
    const made = await client().request('post', '/folders', { body: { name: 'Board' } });
    expect(made.data.data.name).toBe('Board');
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const err = await rejection(client().request('get', '/links/{id}', { params: { path: { id: 'lnk_x' } } }));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.requestId).toBe('req_abc');
  });

  test('never sends the key to a public operation', async () => {
    const seen: Request[] = [];
    server.use(
      http.get(url('/public/signing/tok'), ({ request }) => (seen.push(request), HttpResponse.json({ data: {} }))),
    );
    await client().request('get', '/public/signing/{token}', { params: { path: { token: 'tok' } } });
    expect(seen[0].headers.has('authorization')).toBe(false);
  });
});

describe('PagePromise is a Promise', () => {
  test('instanceof Promise, assignable to Promise<Page>, with finally; fetched once, lazily', async () => {
    let calls = 0;
    server.use(http.get(url('/documents'), () => (calls++, HttpResponse.json(page([{ id: 'doc_1' }])))));
    const list = client().documents.list();
    expect(list).toBeInstanceOf(Promise);
    expect(list).toBeInstanceOf(PagePromise);
    expect(calls).toBe(0);
    const asPromise: Promise<Page<Pick<Document, 'id'>>> = list;
    let finished = false;
    const first = await asPromise.finally(() => (finished = true));
    expect(finished).toBe(true);
    expect(first.data[0].id).toBe('doc_1');
    expect((await Promise.all([list, list]))[1].data).toHaveLength(1);
    expect(calls).toBe(1);
  });

  test('a failed first page rejects through catch and finally alike, with its request id', async () => {
    server.use(
      http.get(url('/documents'), () =>
        HttpResponse.json(errorBody('rate_limited'), { status: 429, headers: { 'x-request-id': 'req_rl' } }),
      ),
    );
    let finished = false;
    const err = await rejection(
      client({ maxRetries: 0 })
        .documents.list()
        .finally(() => (finished = true)),
    );
    expect(finished).toBe(true);
    expect(err).toBeInstanceOf(RateLimitError);
    expect(err.requestId).toBe('req_rl');
  });
});
