// End to end: the SDK's `events.stream()` against the built server on a real port (issue 42): typed events as they
// are committed, the `events` filter, and a connection cut after the first event: the iterator reconnects with
// Last-Event-ID by itself and yields every event committed meanwhile, none twice. `events.trigger` reaches it.
import { Dossier, type StreamedEvent } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Server } from './support/server.js';

let server: Server;
let owner: Dossier;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 0 });
});
afterAll(async () => {
  await server?.stop();
});

/** Pulls `n` events from an iterator. */
async function take(it: AsyncIterator<StreamedEvent>, n: number): Promise<StreamedEvent[]> {
  const out: StreamedEvent[] = [];
  while (out.length < n) {
    const r = await it.next();
    if (r.done) break;
    out.push(r.value);
  }
  return out;
}

/** Waits until the server's stream for this key is open (its first bytes arrived). */
function opened(): { fetch: typeof fetch; ready: Promise<void> } {
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  return {
    ready,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      if (String((input as Request).url ?? input).includes('/events/stream')) resolve();
      return res;
    },
  };
}

describe('dossier.events.stream()', () => {
  it('yields each event as committed, typed by its name, filtered by events', async () => {
    const o = opened();
    const client = new Dossier({ baseUrl: server.base, apiKey: server.key, fetch: o.fetch });
    const ctl = new AbortController();
    const it = client.events.stream({ events: ['document.*'], signal: ctl.signal });
    const first = take(it, 2);
    await o.ready;
    const { data: doc } = await owner.documents.create({ title: 'Streamed', markdown: '# One' });
    await owner.documents.update(doc.id, { markdown: '# Two' });
    const got = await first;
    expect(got.map((e) => e.event)).toEqual(['document.created', 'document.edited']);
    const created = got[0];
    if (created.event !== 'document.created') throw new Error('typed by event');
    expect(created.data.document.id).toBe(doc.id);
    ctl.abort();
    expect(await it.next()).toEqual({ done: true, value: undefined });
  });

  it('reconnects with Last-Event-ID after a drop: nothing missed, nothing repeated', async () => {
    // A fetch whose first stream breaks right after its first event, as a dropped connection would.
    let streams = 0;
    const lastIds: (string | null)[] = [];
    let opened1!: () => void;
    const ready = new Promise<void>((r) => (opened1 = r));
    const flaky: typeof fetch = async (input, init) => {
      const req = new Request(input as Request, init);
      const res = await fetch(req);
      if (!req.url.includes('/events/stream') || !res.body) return res;
      lastIds.push(req.headers.get('last-event-id'));
      if (++streams > 1) return res;
      opened1();
      // Pulled only when the iterator asks for more: the first event has been read when the cut comes.
      const src = res.body.getReader();
      let events = 0;
      const cut = new ReadableStream<Uint8Array>(
        {
          async pull(c) {
            if (events >= 1) {
              src.cancel().catch(() => {});
              c.error(new TypeError('connection reset'));
              return;
            }
            const r = await src.read();
            if (r.done) return c.close();
            // One read may carry several events (the feed reads commits together): pass exactly the first.
            const text = new TextDecoder().decode(r.value);
            const first = text.search(/^id: /m);
            if (first < 0) return c.enqueue(r.value);
            const end = text.indexOf('\n\n', first);
            events = 1;
            c.enqueue(new TextEncoder().encode(end < 0 ? text : text.slice(0, end + 2)));
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(cut, { status: res.status, headers: res.headers });
    };
    const client = new Dossier({ baseUrl: server.base, apiKey: server.key, fetch: flaky });
    const ctl = new AbortController();
    const reconnects: unknown[] = [];
    const it = client.events.stream({
      events: 'document.created',
      signal: ctl.signal,
      retryMs: 50,
      onReconnect: (r) => reconnects.push(r),
    });
    const all = take(it, 4);
    await ready;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await owner.events.trigger({ type: 'document.created' })).data.id);
    const got = await all;
    expect(got.map((e) => e.id)).toEqual(ids);
    expect(streams).toBe(2);
    expect(lastIds).toEqual([null, ids[0]]);
    expect(reconnects).toHaveLength(1);
    ctl.abort();
  });

  it('a refusal is thrown (a pattern naming no event), not retried', async () => {
    const it = owner.events.stream({ events: 'nothing.*' });
    await expect(it.next()).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
