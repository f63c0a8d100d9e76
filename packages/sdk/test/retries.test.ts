// Retries (429 and 503 for every method; network errors for methods safe to repeat and POSTs, which carry an
// Idempotency-Key), timeouts, aborts.
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIUserAbortError,
  InternalServerError,
  RateLimitError,
  ServiceUnavailableError,
} from '../src/index.js';
import { client, errorBody, page, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

const rateLimited = (retryAfter: string | null = '0') =>
  HttpResponse.json(errorBody('rate_limited'), {
    status: 429,
    headers: retryAfter === null ? {} : { 'retry-after': retryAfter },
  });
const unavailable = () =>
  HttpResponse.json(errorBody('service_unavailable'), { status: 503, headers: { 'retry-after': '0' } });

/** A handler that answers `failures` in turn, then `success`; returns the attempt log. */
function sequence(
  method: 'get' | 'post' | 'patch' | 'delete',
  path: string,
  failures: Array<() => Response>,
  success: () => Response,
) {
  const attempts: { at: number; body: string }[] = [];
  server.use(
    http[method](url(path), async ({ request }) => {
      attempts.push({ at: Date.now(), body: await request.text() });
      const next = failures[attempts.length - 1];
      return next ? next() : success();
    }),
  );
  return attempts;
}

describe('429 and 503', () => {
  test('429 is retried and the call then succeeds', async () => {
    const attempts = sequence('get', '/documents', [() => rateLimited(), () => rateLimited()], () =>
      HttpResponse.json(page([{ id: 'doc_1' }])),
    );
    const res = await client().documents.list();
    expect(res.data).toEqual([{ id: 'doc_1' }]);
    expect(attempts).toHaveLength(3);
  });

  test('retry-after is honoured (waits that many seconds before the next attempt)', async () => {
    const attempts = sequence('get', '/me', [() => rateLimited('1')], () => HttpResponse.json({ data: {} }));
    await client().me.retrieve();
    expect(attempts).toHaveLength(2);
    expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(950);
  });

  test('a POST is retried on 429 and 503 with the same body (nothing was done)', async () => {
    const attempts = sequence('post', '/hooks', [() => rateLimited(), () => unavailable()], () =>
      HttpResponse.json({ data: { id: 'hk_1' } }, { status: 201 }),
    );
    const res = await client().hooks.create({ url: 'https://example.com/hook', events: ['ping'] });
    expect(res.data.id).toBe('hk_1');
    expect(attempts).toHaveLength(3);
    const bodies = attempts.map((a) => JSON.parse(a.body));
    expect(bodies).toEqual(Array(3).fill({ url: 'https://example.com/hook', events: ['ping'] }));
  });

  test('503 is retried until maxRetries, then ServiceUnavailableError', async () => {
    const attempts = sequence('get', '/me', [unavailable, unavailable, unavailable, unavailable], () =>
      HttpResponse.json({ data: {} }),
    );
    const err = await rejection(client({ maxRetries: 2 }).me.retrieve());
    expect(err).toBeInstanceOf(ServiceUnavailableError);
    expect(attempts).toHaveLength(3);
  });

  test('maxRetries from the client and per call are respected', async () => {
    const many = Array(10).fill(() => rateLimited());
    const a = sequence('get', '/me', many, () => HttpResponse.json({ data: {} }));
    expect(await rejection(client({ maxRetries: 4 }).me.retrieve())).toBeInstanceOf(RateLimitError);
    expect(a).toHaveLength(5);

    const b = sequence('get', '/audit/types', many, () => HttpResponse.json({ data: {} }));
    expect(await rejection(client({ maxRetries: 4 }).audit.types({ maxRetries: 0 }))).toBeInstanceOf(RateLimitError);
    expect(b).toHaveLength(1);

    const c = sequence('get', '/', many, () => HttpResponse.json({ data: {} }));
    expect(await rejection(client({ maxRetries: 0 }).catalog.retrieve(undefined, { maxRetries: 1 }))).toBeInstanceOf(
      RateLimitError,
    );
    expect(c).toHaveLength(2);
  });

  test('a retry-after longer than maxRetryDelay is not waited for: the 429 is thrown at once', async () => {
    const attempts = sequence('get', '/me', [() => rateLimited('3600')], () => HttpResponse.json({ data: {} }));
    const started = Date.now();
    const err = await rejection(client({ maxRetries: 3 }).me.retrieve());
    expect(Date.now() - started).toBeLessThan(1000);
    expect(err).toBeInstanceOf(RateLimitError);
    expect((err as RateLimitError).retryAfter).toBe(3600);
    expect(attempts).toHaveLength(1);

    // …and a lower maxRetryDelay applies to smaller values too.
    const again = sequence('get', '/audit/types', [() => rateLimited('2')], () => HttpResponse.json({ data: {} }));
    expect(await rejection(client({ maxRetryDelay: 1000 }).audit.types())).toBeInstanceOf(RateLimitError);
    expect(again).toHaveLength(1);
  });

  test('other statuses (500) are not retried', async () => {
    const attempts = sequence(
      'get',
      '/me',
      [() => HttpResponse.json(errorBody('internal_error'), { status: 500 })],
      () => HttpResponse.json({ data: {} }),
    );
    expect(await rejection(client({ maxRetries: 3 }).me.retrieve())).toBeInstanceOf(InternalServerError);
    expect(attempts).toHaveLength(1);
  });

  test('raw request() retries 429 as well', async () => {
    const attempts = sequence('post', '/documents', [() => rateLimited()], () =>
      HttpResponse.json({ data: { id: 'doc_1' } }, { status: 201 }),
    );
    const res = await client().request('POST', '/documents', { body: { title: 'x' } });
    expect(res.status).toBe(201);
    expect(attempts.map((a) => a.body)).toEqual(['{"title":"x"}', '{"title":"x"}']);
  });
});

describe('network errors', () => {
  test('a POST that hits a network error is retried with the same Idempotency-Key (the server replays, not repeats)', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(url('/envelopes'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1 ? HttpResponse.error() : HttpResponse.json({ data: { id: 'env_1' } }, { status: 201 });
      }),
    );
    const res = await client({ maxRetries: 3 }).envelopes.send({ documentId: 'doc_1' });
    expect(res.data.id).toBe('env_1');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('a caller-chosen Idempotency-Key is kept; each call gets its own otherwise', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(
        url('/folders'),
        ({ request }) => (
          keys.push(request.headers.get('idempotency-key')), HttpResponse.json({ data: {} }, { status: 201 })
        ),
      ),
    );
    await client().folders.create({ name: 'a' }, { headers: { 'Idempotency-Key': 'mine-1' } });
    await client().folders.create({ name: 'a' });
    await client().folders.create({ name: 'a' });
    expect(keys[0]).toBe('mine-1');
    expect(keys[1]).not.toBe(keys[2]);
  });

  test('409 idempotency_key_in_use is waited out (retry-after) with the same key; another 409 is not retried', async () => {
    const keys: (string | null)[] = [];
    server.use(
      http.post(url('/envelopes'), ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        return keys.length === 1
          ? HttpResponse.json(errorBody('idempotency_key_in_use'), { status: 409, headers: { 'retry-after': '0' } })
          : HttpResponse.json({ data: { id: 'env_1' } }, { status: 201 });
      }),
      http.post(url('/folders'), () => HttpResponse.json(errorBody('conflict'), { status: 409 })),
    );
    expect((await client().envelopes.send({ documentId: 'doc_1' })).data.id).toBe('env_1');
    expect(keys[1]).toBe(keys[0]);
    expect((await rejection(client().folders.create({ name: 'x' }))).code).toBe('conflict');
  });

  test('a POST gives up after maxRetries network errors with APIConnectionError', async () => {
    const attempts = sequence('post', '/envelopes', [], () => HttpResponse.error());
    const err = await rejection(client({ maxRetries: 1 }).envelopes.send({ documentId: 'doc_1' }));
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(err).not.toBeInstanceOf(APIConnectionTimeoutError);
    expect(attempts).toHaveLength(2);
  });

  test('a PATCH is not retried either', async () => {
    const attempts = sequence('patch', '/documents/doc_1', [], () => HttpResponse.error());
    expect(await rejection(client().documents.update('doc_1', { title: 'x' }))).toBeInstanceOf(APIConnectionError);
    expect(attempts).toHaveLength(1);
  });

  test('a GET that hits a network error is retried', async () => {
    const attempts = sequence('get', '/documents/doc_1', [() => HttpResponse.error()], () =>
      HttpResponse.json({ data: { id: 'doc_1' } }),
    );
    const res = await client({ maxRetries: 1 }).documents.retrieve('doc_1');
    expect(res.data.id).toBe('doc_1');
    expect(attempts).toHaveLength(2);
  });

  test('a DELETE is retried (idempotent), and gives up after maxRetries with APIConnectionError', async () => {
    const attempts = sequence('delete', '/links/link_1', [], () => HttpResponse.error());
    const err = await rejection(client({ maxRetries: 1 }).links.delete('link_1'));
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(attempts).toHaveLength(2);
  });
});

describe('timeouts and aborts', () => {
  test('a request slower than the timeout fails with APIConnectionTimeoutError', async () => {
    let attempts = 0;
    server.use(
      http.post(url('/documents'), async () => {
        attempts++;
        await delay(2000);
        return HttpResponse.json({ data: {} }, { status: 201 });
      }),
    );
    const started = Date.now();
    const err = await rejection(client({ timeout: 100, maxRetries: 0 }).documents.create({ title: 'x' }));
    expect(err).toBeInstanceOf(APIConnectionTimeoutError);
    expect(err).toBeInstanceOf(APIConnectionError);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(attempts).toBe(1); // no retry asked for
  });

  test('a per-call timeout overrides the client one; a timed-out GET is retried', async () => {
    let attempts = 0;
    server.use(
      http.get(url('/me'), async () => {
        attempts++;
        if (attempts === 1) await delay(2000);
        return HttpResponse.json({ data: { name: 'ok' } });
      }),
    );
    const res = await client({ timeout: 60_000, maxRetries: 1 }).me.retrieve({ timeout: 100 });
    expect(res.data.name).toBe('ok');
    expect(attempts).toBe(2);
  });

  test('a GET that keeps timing out ends in APIConnectionTimeoutError', async () => {
    server.use(
      http.get(url('/me'), async () => {
        await delay(2000);
        return HttpResponse.json({ data: {} });
      }),
    );
    expect(await rejection(client({ timeout: 50, maxRetries: 0 }).me.retrieve())).toBeInstanceOf(
      APIConnectionTimeoutError,
    );
  });

  test('an already aborted signal sends nothing and throws APIUserAbortError', async () => {
    let attempts = 0;
    server.use(
      http.get(url('/me'), () => {
        attempts++;
        return HttpResponse.json({ data: {} });
      }),
    );
    const ctrl = new AbortController();
    ctrl.abort();
    expect(await rejection(client().me.retrieve({ signal: ctrl.signal }))).toBeInstanceOf(APIUserAbortError);
    expect(attempts).toBe(0);
  });

  test('aborting mid-request (or while waiting to retry) throws APIUserAbortError and stops retrying', async () => {
    let attempts = 0;
    server.use(
      http.get(url('/me'), async () => {
        attempts++;
        await delay(2000);
        return HttpResponse.json({ data: {} });
      }),
      http.get(url('/audit/types'), () => {
        attempts++;
        return rateLimited('5');
      }),
    );
    const d = client({ maxRetries: 3 });
    const err = await rejection(d.me.retrieve({ signal: AbortSignal.timeout(100) }));
    expect(err).toBeInstanceOf(APIUserAbortError);
    expect(attempts).toBe(1);

    const started = Date.now();
    const err2 = await rejection(d.audit.types({ signal: AbortSignal.timeout(200) }));
    expect(err2).toBeInstanceOf(APIUserAbortError);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(attempts).toBe(2);
  });
});
