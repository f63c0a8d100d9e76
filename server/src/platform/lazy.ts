// Dependencies a process may never need (a Redis client without REDIS_URL, an SMTP client without SMTP_URL, the
// PostgreSQL driver on SQLite, the HTTP client until the first webhook) are loaded on first use, not at start.
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/** A synchronous loader of a package's module, which loads it once, on the first call. */
export function lazy<T>(id: string): () => T {
  let mod: T | undefined;
  return () => (mod ??= requireHere(id) as T);
}
