// The shared test client answers the same over app.inject and over a listening server's URL: the key, a call's
// own key and headers, JSON and raw bodies, a multipart form, and no key at all.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeApp, multipart, type TestApp } from './helpers.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
});
afterAll(() => t.close());

describe('the shared test client', () => {
  it('answers alike in the process and over HTTP', async () => {
    const over = client(base, { key: t.key });
    for (const api of [t.api, over]) {
      const me = await api.get('/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data.workspaceId).toBe(t.workspaceId);
      expect(me.headers['content-type']).toMatch(/^application\/json/);
      expect((await api('GET', '/me', undefined, { key: null })).statusCode).toBe(401);
      expect((await api.get('/me', 'dsk_not_a_key')).statusCode).toBe(401);

      const doc = await api.post('/documents', { title: 'Through the client', markdown: '# Hi' });
      expect(doc.statusCode, doc.body).toBe(201);
      const id = doc.json().data.id;
      expect((await api.patch(`/documents/${id}`, { title: 'Renamed' })).json().data.title).toBe('Renamed');
      expect((await api.delete(`/documents/${id}`)).statusCode).toBe(204);

      const raw = await api.post('/documents/upload', Buffer.from('not a pdf'), {
        headers: { 'content-type': 'application/pdf' },
      });
      expect(raw.statusCode).toBe(400);
      const form = multipart([
        { name: 'title', value: 'A form' },
        { name: 'file', filename: 'a.txt', contentType: 'text/plain', value: Buffer.from('plain words') },
      ]);
      const up = await api.post('/documents/upload', form.payload, { headers: form.headers });
      expect(up.statusCode).toBe(400);
      expect(up.json().error).toMatch(/not a PDF/);
    }
  });

  it('with() keeps its defaults and adds to them', async () => {
    const readOnly = t.api.with({
      key: await t.keyWith(['documents:read']),
      headers: { 'user-agent': 'client-test/1.0' },
    });
    expect((await readOnly.get('/documents')).statusCode).toBe(200);
    expect((await readOnly.post('/documents', { title: 'x' })).statusCode).toBe(403);
    expect((await readOnly.post('/documents', { title: 'x' }, t.key)).statusCode).toBe(201);
  });
});
