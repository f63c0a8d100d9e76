// api() against a fetch that answers like the server: { data } in, ApiError out, the token in its header.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api.js';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function answer(status: number, body: unknown, raw = false): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body as string | undefined,
    });
    return new Response(raw ? (body as string) : status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api()', () => {
  it('answers the data of { data }, GET without a body', async () => {
    const sent = answer(200, { data: { id: 'vis_1' } });
    expect(await api('/public/visits/vis_1', { token: { header: 'x-visit-token', value: 'vst_abc' } })).toEqual({
      id: 'vis_1',
    });
    expect(sent).toEqual([
      {
        url: '/api/v1/public/visits/vis_1',
        method: 'GET',
        // The page's language (English outside a page) asks the API for its sentences in it.
        headers: { accept: 'application/json', 'accept-language': 'en', 'x-visit-token': 'vst_abc' },
        body: undefined,
      },
    ]);
  });

  it('sends a body as JSON, POST unless told otherwise', async () => {
    const sent = answer(201, { data: { ok: true } });
    await api('/public/links/q3/visits', { body: { email: 'a@b.c' } });
    await api('/public/x', { method: 'PATCH', body: { a: 1 } });
    expect(sent.map((s) => [s.method, s.headers['content-type'], s.body])).toEqual([
      ['POST', 'application/json', '{"email":"a@b.c"}'],
      ['PATCH', 'application/json', '{"a":1}'],
    ]);
  });

  it('answers nothing for a 204', async () => {
    answer(204, null);
    expect(await api('/public/x', { method: 'DELETE' })).toBeUndefined();
  });

  it('throws { error, code, details } as an ApiError a page can show; a 410 is gone', async () => {
    answer(410, { error: 'this link has expired', code: 'link_expired' });
    const gone = await api('/public/links/q3').catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(ApiError);
    expect(gone).toMatchObject({ message: 'this link has expired', code: 'link_expired', status: 410, gone: true });
    answer(422, {
      error: 'body.email is not an email',
      code: 'validation_failed',
      details: { fields: [{ field: 'body.email', message: 'is not an email' }] },
    });
    expect(await api('/public/x', { body: {} }).catch((e: unknown) => e)).toMatchObject({
      code: 'validation_failed',
      status: 422,
      gone: false,
      details: { fields: [{ field: 'body.email' }] },
    });
  });

  it('says so when the answer is not the API’s, or when no answer came', async () => {
    answer(502, '<html>Bad gateway</html>', true);
    expect(await api('/public/x').catch((e: unknown) => e)).toMatchObject({
      code: 'unreadable_answer',
      status: 502,
      message: 'The server could not answer (status 502). Try again in a moment.',
    });
    answer(200, { nope: 1 });
    expect(await api('/public/x').catch((e: unknown) => e)).toMatchObject({ code: 'unreadable_answer', status: 200 });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await api('/public/x').catch((e: unknown) => e)).toMatchObject({
      code: 'network_error',
      status: 0,
      message: 'The connection failed. Check that you are online, then try again.',
    });
  });

  it('lets an abort through as an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
    });
    const e = await api('/public/x', { signal: controller.signal }).catch((err: unknown) => err);
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as Error).name).toBe('AbortError');
  });
});
