// PostgreSQL's text cannot hold U+0000: a NUL anywhere in a path id, a query value or a JSON body string made the
// query fail and the request answer 500 there (SQLite stored it). Refused here for every operation alike, on both
// engines, as a validation error naming the field (found by the fuzz suite, test/proof/fuzz.test.ts).
import { Stream } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { errors } from '../platform/errors.js';

/** The first place (`path.id`, `body.items[0].name`) holding a NUL in a string or a key, if any. */
export function nulAt(value: unknown, at: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? at : undefined;
  if (value === null || typeof value !== 'object' || depth > 64) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulAt(value[i], `${at}[${i}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000')) return at;
    const found = nulAt(v, `${at}.${k}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export async function refuseNul(req: FastifyRequest): Promise<void> {
  // An upload's body is its request stream, not parsed data: its graph (socket, server, …) is cyclic and huge, and
  // walking it over a real connection spun the process for good (found by the contract suite).
  const parsed = !Buffer.isBuffer(req.body) && !(req.body instanceof Stream);
  const field =
    nulAt(req.params, 'path') ?? nulAt(req.query, 'query') ?? (parsed ? nulAt(req.body, 'body') : undefined);
  if (field) throw errors.validation([{ field, message: 'must not contain the NUL character (U+0000)' }]);
}
