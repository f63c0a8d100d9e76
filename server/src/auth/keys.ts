// API keys: `dsk_` + 192 random bits in base64url. Only a SHA-256 hash is kept; the value is shown once.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Scope } from '../generated/operations.gen.js';

export const KEY_PREFIX = 'dsk_';

export interface Workspace {
  id: string;
  slug: string;
  name: string;
  email: string | null;
  plan: string;
}

export interface ApiKeyRecord {
  id: string;
  name: string | null;
  workspace: Workspace;
  scopes: Scope[];
  expiresAt: Date | null;
  revokedAt: Date | null;
}

export interface CreatedKey {
  id: string;
  key: string;
  workspaceId: string;
  scopes: Scope[];
  expiresAt: string | null;
}

export interface KeyStore {
  /** The live key with this value, or null (unknown, revoked or expired). */
  verify(key: string): Promise<ApiKeyRecord | null>;
}

export function generateKey(): string {
  return KEY_PREFIX + randomBytes(24).toString('base64url');
}

export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 12).toLowerCase()}${randomBytes(2).toString('hex')}`;
}

/** Keys held in memory: the store until the database arrives, and in unit tests. */
export class MemoryKeyStore implements KeyStore {
  #byHash = new Map<string, { hash: Buffer; record: ApiKeyRecord }>();
  #workspaces = new Map<string, Workspace>();

  create(opts: { workspace: string; name?: string; email?: string; plan?: string; scopes: Scope[]; expiresAt?: Date | null; keyName?: string }): CreatedKey {
    let ws = this.#workspaces.get(opts.workspace);
    if (!ws) {
      ws = { id: newId('ws'), slug: opts.workspace, name: opts.name ?? opts.workspace, email: opts.email ?? null, plan: opts.plan ?? 'free' };
      this.#workspaces.set(opts.workspace, ws);
    }
    const key = generateKey();
    const hash = hashKey(key);
    const record: ApiKeyRecord = { id: newId('key'), name: opts.keyName ?? null, workspace: ws, scopes: [...opts.scopes], expiresAt: opts.expiresAt ?? null, revokedAt: null };
    this.#byHash.set(hash.toString('hex'), { hash, record });
    return { id: record.id, key, workspaceId: ws.id, scopes: record.scopes, expiresAt: record.expiresAt?.toISOString() ?? null };
  }

  revoke(id: string): boolean {
    for (const { record } of this.#byHash.values()) {
      if (record.id === id && !record.revokedAt) {
        record.revokedAt = new Date();
        return true;
      }
    }
    return false;
  }

  async verify(key: string): Promise<ApiKeyRecord | null> {
    if (!key.startsWith(KEY_PREFIX)) return null;
    const hash = hashKey(key);
    const hit = this.#byHash.get(hash.toString('hex'));
    // The map lookup is by hash (an attacker cannot steer it); compare in constant time all the same.
    if (!hit || !timingSafeEqual(hit.hash, hash)) return null;
    const r = hit.record;
    if (r.revokedAt || (r.expiresAt && r.expiresAt.getTime() <= Date.now())) return null;
    return r;
  }
}
