// GET /hooks/{id}/deliveries pages through the keyset helper: newest first with ties broken by id, filters kept
// across pages, cursors bound to the list and the workspace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { insertHook, newHookRow } from './repository.js';

let t: TestApp;
const run = Date.now().toString(36);
const hookId = `hook_pages${run}`;
const dlv = (i: number) => `dlv_${run}${i}`;
const expected: string[] = [];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  await insertHook(
    t.db.kysely,
    newHookRow({
      id: hookId,
      workspace_id: t.workspaceId,
      url: 'https://receiver.example/h',
      events: '[]',
      secret: 'whsec_x',
      key_id: null,
    }),
  );
  // Seven deliveries; two pairs share their created_at, so the id decides their order.
  const at = [
    '2026-01-01T00:00:01.000Z',
    '2026-01-01T00:00:02.000Z',
    '2026-01-01T00:00:02.000Z',
    '2026-01-01T00:00:03.000Z',
    '2026-01-01T00:00:04.000Z',
    '2026-01-01T00:00:04.000Z',
    '2026-01-01T00:00:05.000Z',
  ];
  const rows = at.map((createdAt, i) => ({
    id: dlv(i),
    workspace_id: t.workspaceId,
    endpoint_id: hookId,
    event_id: `evt_${run}${i}`,
    event: i % 2 ? 'link.viewed' : 'document.created',
    payload: JSON.stringify({
      id: `evt_${run}${i}`,
      event: i % 2 ? 'link.viewed' : 'document.created',
      createdAt,
      data: {},
    }),
    status: i === 3 ? ('failed' as const) : ('delivered' as const),
    attempts: 1,
    response_status: 200,
    error: null,
    delivered_at: createdAt,
    created_at: createdAt,
  }));
  // Raw rows: the pages are tested on created_at ties, which the delivery writer (stamping now) cannot make.
  await t.db.kysely.insertInto('deliveries').values(rows).execute();
  expected.push(
    ...[...rows]
      .sort((a, b) => (a.created_at === b.created_at ? (a.id < b.id ? 1 : -1) : a.created_at < b.created_at ? 1 : -1))
      .map((r) => r.id),
  );
});
afterAll(() => t.close());

async function all(query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await t.api.get(
      `/hooks/${hookId}/deliveries?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: { id: string }[]; nextCursor: string | null };
    seen.push(...body.data.map((d) => d.id));
    cursor = body.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /hooks/{id}/deliveries', () => {
  it('pages newest first, ties broken by id, each delivery once, at any page size', async () => {
    for (const limit of [1, 2, 3, 7, 50]) expect(await all('', limit)).toEqual(expected);
  });

  it('keeps the filters across pages', async () => {
    expect(await all('&event=link.viewed', 1)).toEqual(expected.filter((id) => Number(id.slice(-1)) % 2 === 1));
    expect(await all('&status=delivered', 2)).toEqual(expected.filter((id) => id !== dlv(3)));
  });

  it('refuses a tampered cursor and one issued to another workspace', async () => {
    const first = (await t.api.get(`/hooks/${hookId}/deliveries?limit=1`)).json();
    expect((await t.api.get(`/hooks/${hookId}/deliveries?cursor=${first.nextCursor}x`)).json().code).toBe(
      'invalid_cursor',
    );
    const other = await t.keyWith(['documents:read'], { workspace: `dlv-other-${Date.now()}` });
    // Another workspace does not see the endpoint at all.
    expect((await t.api.get(`/hooks/${hookId}/deliveries?cursor=${first.nextCursor}`, other)).statusCode).toBe(404);
  });
});
