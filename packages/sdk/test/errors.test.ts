// Every non-2xx status becomes the error class for that status, carrying status, code, details and headers.
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  DossierError,
  GoneError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServiceUnavailableError,
  UnprocessableEntityError,
} from '../src/index.js';
import { client, errorBody, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

const fields = [
  { field: 'body.title', message: 'must NOT have fewer than 1 characters' },
  { field: 'body.recipients[0].email', message: 'must match format "email"' },
];

const cases: Array<{
  status: number;
  Cls: typeof APIError;
  code: string;
  details?: Record<string, unknown>;
}> = [
  { status: 400, Cls: BadRequestError, code: 'validation_failed', details: { fields } },
  { status: 401, Cls: AuthenticationError, code: 'unauthorized' },
  { status: 403, Cls: PermissionDeniedError, code: 'insufficient_scope', details: { scope: 'documents:write' } },
  { status: 404, Cls: NotFoundError, code: 'not_found' },
  { status: 409, Cls: ConflictError, code: 'conflict', details: { links: ['link_1'] } },
  { status: 410, Cls: GoneError, code: 'link_expired' },
  { status: 422, Cls: UnprocessableEntityError, code: 'unprocessable' },
  { status: 429, Cls: RateLimitError, code: 'rate_limited' },
  { status: 500, Cls: InternalServerError, code: 'internal_error' },
  { status: 503, Cls: ServiceUnavailableError, code: 'service_unavailable' },
];

describe('typed errors', () => {
  test.each(cases)('$status → $Cls.name', async ({ status, Cls, code, details }) => {
    server.use(
      http.post(url('/documents'), () =>
        HttpResponse.json(errorBody(code, `failed with ${status}`, details), {
          status,
          headers: { 'x-ratelimit-remaining': '7', ...(status === 429 ? { 'retry-after': '12' } : {}) },
        }),
      ),
    );
    const err = await rejection(client({ maxRetries: 0 }).documents.create({ title: '' }));
    expect(err).toBeInstanceOf(Cls);
    expect(err).toBeInstanceOf(APIError);
    expect(err).toBeInstanceOf(DossierError);
    expect(err.name).toBe(Cls.name);
    expect(err.status).toBe(status);
    expect(err.code).toBe(code);
    expect(err.details).toEqual(details);
    expect(err.message).toBe(`${status} failed with ${status}`);
    expect(err.headers.get('x-ratelimit-remaining')).toBe('7');
  });

  test('400 carries the offending fields', async () => {
    server.use(
      http.post(url('/documents'), () =>
        HttpResponse.json(errorBody('validation_failed', 'body.title is too short', { fields }), { status: 400 }),
      ),
    );
    const err = await rejection(client().documents.create({ title: '' }));
    expect(err).toBeInstanceOf(BadRequestError);
    expect((err as BadRequestError).details?.fields).toEqual(fields);
  });

  test('429 exposes retryAfter in seconds (number and HTTP-date forms)', async () => {
    server.use(
      http.get(url('/me'), () =>
        HttpResponse.json(errorBody('rate_limited'), { status: 429, headers: { 'retry-after': '12' } }),
      ),
      http.get(url('/audit/types'), () =>
        HttpResponse.json(errorBody('rate_limited'), {
          status: 429,
          headers: { 'retry-after': new Date(Date.now() + 30_000).toUTCString() },
        }),
      ),
      http.get(url('/'), () => HttpResponse.json(errorBody('rate_limited'), { status: 429 })),
    );
    const d = client({ maxRetries: 0 });
    const a = (await rejection(d.me.retrieve())) as RateLimitError;
    expect(a).toBeInstanceOf(RateLimitError);
    expect(a.retryAfter).toBe(12);
    const b = (await rejection(d.audit.types())) as RateLimitError;
    expect(b.retryAfter).toBeGreaterThanOrEqual(28);
    expect(b.retryAfter).toBeLessThanOrEqual(31);
    const c = (await rejection(d.catalog.retrieve())) as RateLimitError;
    expect(c.retryAfter).toBeUndefined();
  });

  test('a status without its own class falls back by range (502 → InternalServerError, 418 → APIError)', async () => {
    server.use(
      http.get(url('/me'), () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
      http.get(url('/audit/types'), () => HttpResponse.json(errorBody('teapot'), { status: 418 })),
    );
    const d = client({ maxRetries: 0 });
    const bad = await rejection(d.me.retrieve());
    expect(bad).toBeInstanceOf(InternalServerError);
    expect(bad.status).toBe(502);
    expect(bad.code).toBeUndefined();
    expect(bad.message).toBe('502 <html>Bad gateway</html>');
    const teapot = await rejection(d.audit.types());
    expect(teapot.constructor).toBe(APIError);
    expect(teapot.code).toBe('teapot');
  });

  test('an empty error body still gives a typed error with a message', async () => {
    server.use(http.delete(url('/documents/doc_1'), () => new HttpResponse(null, { status: 404 })));
    const err = await rejection(client().documents.delete('doc_1'));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.message).toBe('404 HTTP 404');
    expect(err.details).toBeUndefined();
  });

  test('download and list methods throw the same typed errors', async () => {
    server.use(
      http.get(url('/envelopes/env_1/pdf'), () => HttpResponse.json(errorBody('not_found'), { status: 404 })),
      http.get(url('/views'), () => HttpResponse.json(errorBody('forbidden'), { status: 403 })),
    );
    const d = client();
    expect(await rejection(d.envelopes.downloadPdf('env_1'))).toBeInstanceOf(NotFoundError);
    expect(await rejection(d.views.list())).toBeInstanceOf(PermissionDeniedError);
    const iterate = async () => {
      for await (const _ of d.views.list()) void _;
    };
    expect(await rejection(iterate())).toBeInstanceOf(PermissionDeniedError);
  });

  test('raw request() throws typed errors too', async () => {
    server.use(
      http.get(url('/documents/doc_x'), () =>
        HttpResponse.json(errorBody('not_found', 'document not found'), { status: 404 }),
      ),
    );
    const err = await rejection(client().request('GET', '/documents/doc_x'));
    expect(err).toBeInstanceOf(NotFoundError);
    expect(err.code).toBe('not_found');
    expect(err.message).toBe('404 document not found');
  });

  test('a 2xx with no content resolves to undefined', async () => {
    server.use(http.delete(url('/hooks/hk_1'), () => new HttpResponse(null, { status: 204 })));
    await expect(client().hooks.delete('hk_1')).resolves.toBeUndefined();
  });
});

describe('contract violations from a validating proxy (sl-violations)', () => {
  test('are on the error as Prism sent them; a list Prism cut short is kept whole; none without the header', async () => {
    const found = [
      {
        location: ['request', 'body', 'title'],
        severity: 'Error',
        code: 'type',
        message: 'Request body property title must be string',
      },
    ];
    server.use(
      http.post(url('/folders'), () =>
        HttpResponse.json(errorBody('validation_failed'), {
          status: 400,
          headers: { 'sl-violations': JSON.stringify(found) },
        }),
      ),
      http.patch(url('/folders/fld_1'), () =>
        HttpResponse.json(errorBody('validation_failed'), {
          status: 400,
          headers: { 'sl-violations': 'Too many violations! [{"location"' },
        }),
      ),
      http.delete(url('/folders/fld_1'), () => HttpResponse.json(errorBody('not_found'), { status: 404 })),
    );
    const c = client({ maxRetries: 0 });
    expect((await rejection(c.folders.create({ name: 'x' }))).violations).toEqual(found);
    expect((await rejection(c.folders.update('fld_1', { name: 'x' }))).violations).toEqual([
      { location: [], severity: 'Error', message: 'Too many violations! [{"location"' },
    ]);
    expect((await rejection(c.folders.delete('fld_1'))).violations).toBeUndefined();
  });
});
