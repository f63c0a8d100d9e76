// Keyset pagination: `await list()` is the first page; `for await`, `.pages()` and `.toArray()` follow nextCursor.
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { NotFoundError, PagePromise } from '../src/index.js';
import { client, errorBody, page, rejection, url, useMockServer } from './helpers.js';

const server = useMockServer();

/** Serves /documents as three pages of two items, keyed by cursor; logs every query it was asked. */
function threePages() {
  const queries: Array<Record<string, string>> = [];
  const pages: Record<string, ReturnType<typeof page>> = {
    '': page([{ id: 'doc_1' }, { id: 'doc_2' }], 'cur_2'),
    cur_2: page([{ id: 'doc_3' }, { id: 'doc_4' }], 'cur_3'),
    cur_3: page([{ id: 'doc_5' }], null),
  };
  server.use(
    http.get(url('/documents'), ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(q);
      const p = pages[q.cursor ?? ''];
      return p ? HttpResponse.json(p) : HttpResponse.json(errorBody('invalid_cursor'), { status: 400 });
    }),
  );
  return queries;
}

describe('list methods', () => {
  test('return a PagePromise', () => {
    threePages();
    expect(client().documents.list()).toBeInstanceOf(PagePromise);
  });

  test('`await list()` gives the first page only', async () => {
    const queries = threePages();
    const first = await client().documents.list({ limit: 2 });
    expect(first).toEqual(page([{ id: 'doc_1' }, { id: 'doc_2' }], 'cur_2'));
    expect(queries).toEqual([{ limit: '2' }]);
  });

  test('`for await` walks every item, passing each nextCursor back with the same filters', async () => {
    const queries = threePages();
    const ids: string[] = [];
    for await (const doc of client().documents.list({ q: 'nda', limit: 2 })) ids.push(doc.id);
    expect(ids).toEqual(['doc_1', 'doc_2', 'doc_3', 'doc_4', 'doc_5']);
    expect(queries).toEqual([
      { q: 'nda', limit: '2' },
      { q: 'nda', limit: '2', cursor: 'cur_2' },
      { q: 'nda', limit: '2', cursor: 'cur_3' },
    ]);
  });

  test('`.pages()` yields whole pages', async () => {
    threePages();
    const seen: Array<[number, string | null]> = [];
    for await (const p of client().documents.list().pages()) seen.push([p.data.length, p.nextCursor]);
    expect(seen).toEqual([
      [2, 'cur_2'],
      [2, 'cur_3'],
      [1, null],
    ]);
  });

  test('`.toArray()` collects every item', async () => {
    threePages();
    const all = await client().documents.list().toArray();
    expect(all.map((d) => d.id)).toEqual(['doc_1', 'doc_2', 'doc_3', 'doc_4', 'doc_5']);
  });

  test('pages are fetched lazily: breaking early fetches no more, and the awaited first page is reused', async () => {
    const queries = threePages();
    const list = client().documents.list();
    await list;
    for await (const doc of list) {
      expect(doc.id).toBe('doc_1');
      break;
    }
    expect(queries).toHaveLength(1);
  });

  test('a repeated cursor stops the walk instead of looping forever', async () => {
    let calls = 0;
    server.use(
      http.get(url('/views'), () => {
        calls++;
        if (calls > 5) throw new Error('looping');
        return HttpResponse.json(page([{ id: `view_${calls}` }], 'same_cursor'));
      }),
    );
    const ids = (await client().views.list().toArray()).map((v) => v.id);
    expect(ids).toEqual(['view_1', 'view_2']);
    expect(calls).toBe(2);
  });

  test('nested list methods page the same way (hooks.deliveries passes the path id on every page)', async () => {
    const paths: string[] = [];
    server.use(
      http.get(url('/hooks/:id/deliveries'), ({ request, params }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        paths.push(`${params.id}:${cursor}`);
        return HttpResponse.json(cursor ? page([{ id: 'dlv_2' }]) : page([{ id: 'dlv_1' }], 'c2'));
      }),
    );
    const ids = (await client().hooks.deliveries('hk_1').toArray()).map((d) => d.id);
    expect(ids).toEqual(['dlv_1', 'dlv_2']);
    expect(paths).toEqual(['hk_1:null', 'hk_1:c2']);
  });

  test('an error on a later page surfaces as a typed error from the loop', async () => {
    server.use(
      http.get(url('/links'), ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json(errorBody('not_found'), { status: 404 })
          : HttpResponse.json(page([{ id: 'link_1' }], 'c2')),
      ),
    );
    const seen: string[] = [];
    const walk = async () => {
      for await (const link of client().links.list()) seen.push(link.id);
    };
    expect(await rejection(walk())).toBeInstanceOf(NotFoundError);
    expect(seen).toEqual(['link_1']);
  });

  test('an empty list ends at once', async () => {
    server.use(http.get(url('/rooms'), () => HttpResponse.json(page([]))));
    expect(await client().rooms.list().toArray()).toEqual([]);
  });

  test('lists the API does not paginate return the plain response', async () => {
    server.use(http.get(url('/documents/doc_1/versions'), () => HttpResponse.json({ data: [{ id: 'ver_1' }] })));
    const versions = client().documents.versions.list('doc_1', { limit: 5 });
    expect(versions).not.toBeInstanceOf(PagePromise);
    expect(await versions).toEqual({ data: [{ id: 'ver_1' }] });
  });
});
