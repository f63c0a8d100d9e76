// Keyset pagination with opaque cursors. A cursor names its list, the workspace it was issued to and the sort
// key of the last row served, and carries an HMAC under a secret shared by every instance on the database,
// so it cannot be forged, edited, or replayed against another workspace or another list (all answer 400).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { errors } from './errors.js';

export type CursorKey = (string | number)[];

const MAC_BYTES = 16;

export class Cursors {
  readonly #secret: Buffer;

  constructor(secret: string) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#secret).update(body).digest().subarray(0, MAC_BYTES);
  }

  encode(list: string, workspaceId: string, key: CursorKey): string {
    const body = Buffer.from(JSON.stringify([list, workspaceId, key])).toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  /** The key of the last row served, or null without a cursor. A cursor this list did not issue is a 400. */
  decode(token: string | undefined, list: string, workspaceId: string): CursorKey | null {
    if (token === undefined) return null;
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined) throw errors.invalidCursor();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, this.#mac(body))) throw errors.invalidCursor();
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      throw errors.invalidCursor();
    }
    if (!Array.isArray(parsed) || parsed[0] !== list || parsed[1] !== workspaceId || !Array.isArray(parsed[2])) throw errors.invalidCursor();
    return parsed[2] as CursorKey;
  }
}

/** Splits `limit + 1` fetched rows into the page and the key to continue after (null on the last page). */
export function page<T>(rows: T[], limit: number, keyOf: (row: T) => CursorKey): { rows: T[]; after: CursorKey | null } {
  if (rows.length <= limit) return { rows, after: null };
  const served = rows.slice(0, limit);
  return { rows: served, after: keyOf(served[served.length - 1]) };
}
