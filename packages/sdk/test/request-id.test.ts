// Request ids on successful answers, as openai-node gives them: `_requestId` on the data (not enumerable, so JSON
// and equality of the data are unchanged), `.withResponse()` for { data, response, requestId } and `.asResponse()`
// for the Response with its body unread. Against the Prism mock: contract.test.ts.
import { http, HttpResponse } from 'msw';
import { describe, expect, expectTypeOf, test } from 'vitest';
import { APIPromise, type Dossier, NotFoundError, type Document } from '../src/index.js';
import { client, errorBody, page, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();
const doc = { id: 'doc_1', title: 'NDA' } as Document;
const withId = (id: string) => ({ headers: { 'x-request-id': id } });

describe('request ids on success (msw)', () => {
  test("the data carries _requestId, not enumerable: its JSON, keys and equality are the body's", async () => {
    server.use(http.get(url('/documents/doc_1'), () => HttpResponse.json({ data: doc }, withId('req_one'))));
    const got = await client().documents.retrieve('doc_1');
    expect(got._requestId).toBe('req_one');
    expectTypeOf(got._requestId).toEqualTypeOf<string | null | undefined>();
    expect(Object.keys(got)).toEqual(['data']);
    expect(JSON.stringify(got)).toBe(JSON.stringify({ data: doc }));
    expect(got).toStrictEqual({ data: doc });
    expect(got.data.title).toBe('NDA');
  });

  test('.withResponse() gives the data, the Response and the request id; .asResponse() the Response unread', async () => {
    let n = 0;
    server.use(
      http.post(url('/folders'), () =>
        HttpResponse.json({ data: { id: 'fld_1', name: 'Board' } }, { status: 201, ...withId(`req_${++n}`) }),
      ),
    );
    const call = client().folders.create({ name: 'Board' });
    expect(call).toBeInstanceOf(APIPromise);
    expect(call).toBeInstanceOf(Promise);
    const { data, response, requestId } = await call.withResponse();
    expectTypeOf(requestId).toEqualTypeOf<string | null>();
    expectTypeOf(response).toEqualTypeOf<Response>();
    expectTypeOf(data.data.name).toEqualTypeOf<string>();
    expect(requestId).toBe('req_1');
    expect(response.status).toBe(201);
    expect(response.bodyUsed).toBe(true);
    expect(data.data.name).toBe('Board');
    expect(data._requestId).toBe('req_1');
    // The same call awaited after withResponse(): one request, one parse.
    expect((await call).data.id).toBe('fld_1');
    expect(n).toBe(1);

    const raw = await client().folders.create({ name: 'Board' }).asResponse();
    expectTypeOf(raw).toEqualTypeOf<Response>();
    expect(raw.bodyUsed).toBe(false);
    expect(raw.headers.get('x-request-id')).toBe('req_2');
    expect(await raw.json()).toEqual({ data: { id: 'fld_1', name: 'Board' } });
  });

  test('every page of a list carries its own request id; a 204 has its id through withResponse()', async () => {
    server.use(
      http.get(url('/documents'), ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json(page([doc]), withId('req_p2'))
          : HttpResponse.json(page([doc], 'c1'), withId('req_p1')),
      ),
      http.delete(url('/folders/fld_1'), () => new HttpResponse(null, { status: 204, ...withId('req_del') })),
    );
    const first = await client().documents.list();
    expect(first._requestId).toBe('req_p1');
    const ids: (string | null | undefined)[] = [];
    for await (const p of client().documents.list().pages()) ids.push(p._requestId);
    expect(ids).toEqual(['req_p1', 'req_p2']);
    const gone = client().folders.delete('fld_1');
    expect(await gone).toBeUndefined();
    const { data, requestId, response } = await client().folders.delete('fld_1').withResponse();
    expect([data, requestId, response.status]).toEqual([undefined, 'req_del', 204]);
  });

  test('no x-request-id: _requestId is null; a failure still rejects with the typed error, from every form', async () => {
    server.use(
      http.get(url('/me'), () => HttpResponse.json({ data: { workspaceId: 'ws_1' } })),
      http.get(url('/links/lnk_x'), () =>
        HttpResponse.json(errorBody('not_found'), { status: 404, ...withId('req_404') }),
      ),
    );
    expect((await client().me.retrieve())._requestId).toBeNull();
    for (const form of [
      (c: Dossier) => c.links.retrieve('lnk_x'),
      (c: Dossier) => c.links.retrieve('lnk_x').withResponse(),
      (c: Dossier) => c.links.retrieve('lnk_x').asResponse(),
    ]) {
      const err = await rejection(form(client({ maxRetries: 0 })));
      expect(err).toBeInstanceOf(NotFoundError);
      expect(err.requestId).toBe('req_404');
    }
  });
});
