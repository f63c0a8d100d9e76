// GET /events/stream (Server-Sent Events over the hijacked connection) and POST /events/trigger.
import type { Handlers } from '../api/handlers.js';
import { apiContext } from '../api/context.js';
import type { Services } from '../services.js';
import { openStream } from './actions/open-stream.js';
import { triggerEvent } from './actions/trigger-event.js';
import { type EventStream, hubOf } from './hub.js';

export function streamHandlers(s: Services): Handlers {
  return {
    streamEvents: async (req, reply) => {
      const lastEventId = req.headers['last-event-id'];
      const spec = await openStream(s, apiContext(req), {
        key: req.auth,
        events: req.query.events,
        lastEventId: typeof lastEventId === 'string' ? lastEventId : undefined,
      });
      // The stream holds a claimed place (spec.id): from here, it is given back when the stream ends, or here.
      let stream: EventStream;
      try {
        // From here the connection is the stream's: Fastify sends nothing more (no serialiser, no compression).
        reply.hijack();
        const headers: Record<string, string | number | string[]> = {};
        for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) headers[k] = v;
        reply.raw.writeHead(200, {
          ...headers,
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          // Proxies that buffer (nginx) pass each event on at once.
          'x-accel-buffering': 'no',
          // The connection ends with the stream: never kept for another request.
          connection: 'close',
        });
        reply.raw.write(': stream open\n\n');
        stream = hubOf(s).open(spec, reply.raw);
      } catch (e) {
        await hubOf(s).release(spec.id);
        throw e;
      }
      // The client going away (its connection closed, or the request aborted) ends the stream and frees its place.
      req.raw.on('close', () => void stream.end());
      reply.raw.on('close', () => void stream.end());
      if (req.raw.destroyed || reply.raw.destroyed) void stream.end(); // it went while the stream was being opened
      return reply;
    },
    triggerEvent: async (req, reply) => {
      const payload = await triggerEvent(s, apiContext(req), req.body);
      reply.code(201);
      return { data: payload };
    },
  };
}
