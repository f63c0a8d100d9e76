// A NUL in a path id, a query value or a body string is refused with 400 naming the field, on both engines
// (PostgreSQL answered 500: its text cannot hold U+0000).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({}, { startJobs: false });
});
afterAll(() => t.close());

describe('NUL characters', () => {
  it.each([
    ['GET', '/api/v1/rooms/%00', undefined, 'path.id'],
    ['GET', '/api/v1/documents/doc_1%00/comments', undefined, 'path.id'],
    ['DELETE', '/api/v1/templates/%00', undefined, 'path.id'],
    ['GET', '/api/v1/documents?cursor=a%00b', undefined, 'query.cursor'],
    ['POST', '/api/v1/folders', { name: 'a\u0000b' }, 'body.name'],
    ['POST', '/api/v1/requests', { title: 'T', items: [{ name: 'x\u0000' }] }, 'body.items[0].name'],
  ])('%s %s answers 400 naming the field', async (method, url, body, field) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: bearer(t.key),
      ...(body ? { payload: body } : {}),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', details: { fields: [{ field }] } });
  });
});

describe('an upload over a real connection', () => {
  it('is answered (the guard does not walk the request stream)', async () => {
    const u = await makeApp({}, { startJobs: false });
    try {
      await u.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (u.app.server.address() as { port: number }).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/documents/upload`, {
        method: 'POST',
        headers: { ...bearer(u.key), 'content-type': 'application/pdf' },
        body: 'not a pdf',
        signal: AbortSignal.timeout(10_000),
      });
      expect(res.status).toBe(400);
    } finally {
      await u.close();
    }
  });
});
