// The server's logger options, with serializers that keep capability tokens out of every line: a request's URL
// and an error's message and stack have them redacted (`sgn_[redacted]`). The access log names route patterns
// only (app.ts), so it never carries a token in the first place.
import type { FastifyError, FastifyServerOptions } from 'fastify';
import { redactCapabilities } from './redact.js';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const serializers = {
  req: (req: LoggedRequest) => ({
    method: req.method,
    url: req.url === undefined ? undefined : redactCapabilities(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: (err: FastifyError) => ({
    type: err?.constructor?.name ?? 'Error',
    message: redactCapabilities(String(err?.message ?? err)),
    stack: redactCapabilities(String(err?.stack ?? '')),
    ...(err?.code !== undefined ? { code: err.code } : {}),
    ...(err?.statusCode !== undefined ? { statusCode: err.statusCode } : {}),
  }),
};

/** `logger` with the redacting serializers (false stays false). */
export function redactingLogger(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...serializers, ...options.serializers } };
}
