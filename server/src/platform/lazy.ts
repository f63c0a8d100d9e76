// Dependencies a process may never need (a Redis client without REDIS_URL, an SMTP client without SMTP_URL, the
// PostgreSQL driver on SQLite, the HTTP client until the first webhook, the Markdown and HTML toolchains until the
// first conversion) are loaded on first use, not at start. Synchronous: Node >= 20.19 requires ES modules too.
import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/** `make()` run once, on the first call; its result on every call. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/** A loader of a package's module, which loads it on the first call. */
export function lazy<T>(id: string): () => T {
  return once(() => requireHere(id) as T);
}
