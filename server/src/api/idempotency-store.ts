// Idempotency keys, Stripe's model: the first request with a key runs and its reply is kept for 24 hours; the
// same key again replays that reply. One row per caller and key, claimed with an insert that only one instance
// can win (the primary key), so it holds across instances on PostgreSQL. The key is never stored: the row's id
// is a hash of caller and key, and the reply is encrypted with another hash of them, so a reply carrying a
// secret shown once cannot be read from the table by anyone who does not hold the key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Database } from '../db/schema.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim with no reply after this long is taken as abandoned (its instance died mid-request). */
export const IDEMPOTENCY_STALE_MS = 10 * 60 * 1000;

export interface StoredReply {
  status: number;
  headers: Record<string, string>;
  /** base64 of the body bytes. */
  body: string;
}

export type Claim =
  | { kind: 'claimed'; release: (reply: StoredReply | null) => Promise<void> }
  | { kind: 'replay'; reply: StoredReply }
  | { kind: 'reused' }
  | { kind: 'in_use' };

const sha256 = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest();

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same body. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value as object)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function fingerprintOf(method: string, url: string, body: string): string {
  return sha256('fp', method, url, body).toString('hex');
}

function seal(secret: Buffer, reply: StoredReply): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const ct = Buffer.concat([cipher.update(JSON.stringify(reply), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ct]).toString('base64');
}

function open(secret: Buffer, sealed: string): StoredReply | null {
  try {
    const buf = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', secret, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    return JSON.parse(
      Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8'),
    ) as StoredReply;
  } catch {
    return null;
  }
}

// Every keyed POST runs the claim and its release: compiled once.
const claimRow = compiled((db, p) =>
  db
    .insertInto('idempotency_keys')
    .values({ id: p('id'), fingerprint: p('fingerprint'), created_at: p('createdAt'), response: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id'),
);
const readRow = compiled((db, p) => db.selectFrom('idempotency_keys').selectAll().where('id', '=', p('id')));
const keepReply = compiled((db, p) =>
  db
    .updateTable('idempotency_keys')
    .set({ response: p('response') })
    .where('id', '=', p('id')),
);
const dropRow = compiled((db, p) => db.deleteFrom('idempotency_keys').where('id', '=', p('id')));

export class IdempotencyStore {
  #claims = 0;
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Claims `key` for `scope` (the caller), or says why not: a kept reply to replay, a different request under
   * the same key, or the first request still running.
   */
  async claim(scope: string, key: string, fingerprint: string): Promise<Claim> {
    const id = sha256('id', scope, key).toString('hex');
    const secret = sha256('enc', scope, key);
    // Sweep expired rows now and then, rather than in a job every instance would run.
    if (++this.#claims % 200 === 1) await this.sweep();
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = this.now();
      // The insert returns the row only when it made it: one statement claims or says the key is taken.
      const inserted = await claimRow.first(this.db, { id, fingerprint, createdAt: new Date(now).toISOString() });
      if (inserted) {
        return {
          kind: 'claimed',
          release: async (reply) => {
            // No reply worth keeping (a 5xx, a stream): let a retry run again.
            if (!reply) await dropRow.execute(this.db, { id });
            else await keepReply.execute(this.db, { id, response: seal(secret, reply) });
          },
        };
      }
      const row = await readRow.first(this.db, { id });
      if (!row) continue; // released between our insert and our read
      const age = now - Date.parse(row.created_at);
      const expired = age > IDEMPOTENCY_TTL_MS || (row.response === null && age > IDEMPOTENCY_STALE_MS);
      if (expired) {
        await this.db
          .deleteFrom('idempotency_keys')
          .where('id', '=', id)
          .where('created_at', '=', row.created_at)
          .execute();
        continue;
      }
      if (row.fingerprint !== fingerprint) return { kind: 'reused' };
      if (row.response === null) return { kind: 'in_use' };
      const reply = open(secret, row.response);
      if (reply) return { kind: 'replay', reply };
      return { kind: 'reused' };
    }
    return { kind: 'in_use' };
  }

  async sweep(): Promise<void> {
    const cutoff = new Date(this.now() - IDEMPOTENCY_TTL_MS).toISOString();
    await this.db.deleteFrom('idempotency_keys').where('created_at', '<', cutoff).execute();
  }
}
