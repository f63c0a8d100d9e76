// Workspaces and API keys.
import type { Locale } from '../platform/i18n/locales.js';
export interface WorkspacesTable {
  id: string;
  slug: string;
  name: string;
  email: string | null;
  plan: string;
  /** The name emails and the signing page say things come from, when the workspace set one (else `name`). */
  sender_name: string | null;
  /** The origins allowed to frame its signing page and viewer, a JSON array (GET/PATCH /workspace/embedding); null for none. */
  embed_origins: string | null;
  /** The workspace's language for emails and pages (a Locale tag); null is English. */
  locale: Locale | null;
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  workspace_id: string;
  name: string | null;
  /** Hex SHA-256 of the key; the key itself is never stored. */
  key_hash: string;
  /** The first characters of the key, to recognise it in lists. */
  key_hint: string;
  /** JSON array of scope names. */
  scopes: string;
  expires_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

/** SQLite only: a count of writes to api_keys and workspaces, kept by triggers (see auth/key-watch.ts). */
export interface KeyGenerationTable {
  id: number;
  n: number;
}

export interface AuthTables {
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
  key_generation: KeyGenerationTable;
}
