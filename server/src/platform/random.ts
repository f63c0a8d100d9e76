// Random bytes for ids, taken from a pool filled 4 KB at a time by the CSPRNG (what crypto.randomUUID does): one
// system call per few hundred ids instead of one per id, which showed on every write's profile. The same bytes
// as randomBytes, each handed out once; callers get text, never a view into the pool.
import { randomFillSync } from 'node:crypto';

const POOL = Buffer.allocUnsafe(4096);
let next = POOL.length;

/** `n` fresh random bytes (n ≤ 256) written as text in `encoding`. */
export function randomText(n: number, encoding: 'hex' | 'base64url'): string {
  if (next + n > POOL.length) {
    randomFillSync(POOL);
    next = 0;
  }
  const s = POOL.toString(encoding, next, next + n);
  next += n;
  return s;
}
