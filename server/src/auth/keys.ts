// API keys: `dsk_` + 192 random bits in base64url. Only a SHA-256 hash is kept; the value is shown once.
import { hash, randomBytes } from 'node:crypto';
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

/** Hex SHA-256 of a key, as stored (the one-shot hash: it runs on every request). */
export function hashKey(key: string): string {
  return hash('sha256', key, 'hex');
}
