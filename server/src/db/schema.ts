// Table types for Kysely. Timestamps are ISO 8601 strings in UTC on both engines (text columns), so rows
// read the same whichever database holds them; JSON is stored as text.
import type { Generated } from 'kysely';

export interface WorkspacesTable {
  id: string;
  slug: string;
  name: string;
  email: string | null;
  plan: string;
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

export interface MigrationsInfo {
  seq: Generated<number>;
}

export interface Database {
  workspaces: WorkspacesTable;
  api_keys: ApiKeysTable;
}
