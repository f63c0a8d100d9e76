// `dossier.events.stream()`: the workspace's live events (GET /events/stream, Server-Sent Events) as an async
// iterator of typed webhook bodies, reconnecting with Last-Event-ID by itself, so a drop loses and repeats nothing.
// Web APIs only (fetch, ReadableStream, TextDecoder, AbortController): Node, Bun, Deno, workerd and browsers.
import type { RequestOptions } from './core.js';
import { APIError, APIUserAbortError } from './errors.js';
import { Events as GeneratedEvents } from './generated/resources.gen.js';
import type { WebhookEvent } from './webhooks.js';

export interface StreamOptions {
  /** Event names or `family.*` patterns (`['envelope.*', 'link.viewed']`, or one comma-separated string); none: every event the key may read. */
  events?: string | readonly string[];
  /** Resume after this event id (what the last event's `id` was). */
  lastEventId?: string;
  /** Ends the iteration (the loop finishes; no error is thrown). */
  signal?: AbortSignal;
  /** Wait before reconnecting after a drop, in ms, unless the server says otherwise (SSE `retry:`). Default 1000. */
  retryMs?: number;
  /** Told of each reconnection (after a drop, with the error if there was one). */
  onReconnect?: (info: { lastEventId: string | undefined; error?: unknown }) => void;
}

/** A streamed event: the body a webhook delivery of it carries (`sample: true` on one made by `events.trigger`). */
export type StreamedEvent = WebhookEvent & { sample?: true };

/** One Server-Sent Event as parsed (https://html.spec.whatwg.org/multipage/server-sent-events.html). */
export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
  retry: number | undefined;
}

/** Parses a text stream of SSE into messages; comments (`: keep-alive`) are skipped. */
export async function* parseSse(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<SseMessage> {
  const reader = body.getReader();
  // Aborting cancels the read in progress (the body is locked to this reader: only it can).
  const cancel = () => reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  const decoder = new TextDecoder();
  let buf = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  let retry: number | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buf += decoder.decode(value, { stream: true });
      // Lines end with \n, \r\n or \r; a \r at the very end may be the first half of \r\n: keep it for the next chunk.
      for (
        let m = /\r\n|\r|\n/.exec(buf);
        m && !(m[0] === '\r' && m.index === buf.length - 1);
        m = /\r\n|\r|\n/.exec(buf)
      ) {
        const line = buf.slice(0, m.index);
        buf = buf.slice(m.index + m[0].length);
        if (line === '') {
          if (data.length) yield { id, event: event || 'message', data: data.join('\n'), retry };
          event = '';
          data = [];
          retry = undefined;
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const val = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'data') data.push(val);
        else if (field === 'event') event = val;
        else if (field === 'id' && !val.includes('\0')) id = val;
        else if (field === 'retry' && /^\d+$/.test(val)) retry = Number(val);
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    reader.cancel().catch(() => {});
  }
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** A refusal worth no retry: the request or the key is wrong (401, 403, 400 …), not the connection. */
function fatal(err: unknown): boolean {
  return err instanceof APIError && err.status !== undefined && err.status < 500 && err.status !== 429;
}

export class Events extends GeneratedEvents {
  /**
   * The workspace's events as they are committed, each the JSON body a webhook delivery carries, typed by `event`:
   *
   * ```ts
   * for await (const e of dossier.events.stream({ events: ['envelope.*'] })) console.log(e.event, e.id);
   * ```
   *
   * After a dropped connection it reconnects with the last id seen, and the server replays what was committed
   * meanwhile. It ends when `signal` aborts (or the loop breaks); a refusal (a revoked key, a bad pattern)
   * is thrown as an `APIError`.
   */
  async *stream(opts: StreamOptions = {}, options?: RequestOptions): AsyncGenerator<StreamedEvent> {
    let lastEventId = opts.lastEventId;
    let retryMs = opts.retryMs ?? 1000;
    const events = typeof opts.events === 'string' ? opts.events : opts.events?.join(',');
    const signal = opts.signal;
    for (let attempt = 0; !signal?.aborted; attempt++) {
      let error: unknown;
      // One connection per attempt, its own controller: aborting it ends the body being read.
      const ctl = new AbortController();
      const stop = () => ctl.abort(signal?.reason);
      signal?.addEventListener('abort', stop, { once: true });
      try {
        const res = await this.open(events === undefined ? undefined : { events }, {
          ...options,
          signal: ctl.signal,
          headers: { ...options?.headers, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        });
        const body = res.body;
        if (!body) throw new Error('the event stream answered without a body');
        for await (const m of parseSse(body, ctl.signal)) {
          if (signal?.aborted) break;
          if (m.retry !== undefined) retryMs = m.retry;
          if (m.id !== undefined) lastEventId = m.id;
          attempt = 0;
          yield JSON.parse(m.data) as StreamedEvent;
        }
      } catch (err) {
        if (signal?.aborted || err instanceof APIUserAbortError) break;
        if (fatal(err)) throw err;
        error = err;
      } finally {
        signal?.removeEventListener('abort', stop);
        ctl.abort();
      }
      if (signal?.aborted) break;
      opts.onReconnect?.({ lastEventId, ...(error === undefined ? {} : { error }) });
      await sleep(Math.min(retryMs * 2 ** Math.min(attempt, 5), 30_000), signal);
    }
  }
}
