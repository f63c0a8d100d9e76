// Workspaces and API keys in the database. Only the SHA-256 of a key is stored; lookup is by that hash,
// then compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { compiled } from '../db/compiled.js';
import type { Db } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import type { Scope } from '../generated/operations.gen.js';
import type { KeyCache } from './key-cache.js';
import { KEY_PREFIX, generateKey, hashKey, type ApiKeyRecord, type CreatedKey, type KeyStore } from './keys.js';
import { newId } from '../platform/ids.js';

export interface CreateKeyInput {
  workspace: string;
  name?: string;
  email?: string;
  plan?: string;
  scopes: Scope[];
  expiresAt?: Date | null;
  keyName?: string;
}

export interface KeySummary {
  id: string;
  workspaceId: string;
  workspace: string;
  name: string | null;
  hint: string;
  scopes: Scope[];
  expiresAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

/** `--plan` named a plan the plans table does not hold. */
export class UnknownPlanError extends Error {
  constructor(
    readonly plan: string,
    readonly known: string[],
  ) {
    super(`unknown plan "${plan}"; known: ${known.join(', ')}`);
  }
}

/** The key with this hash and its workspace: run on every request the cache cannot answer. */
const byHash = compiled((db, p) =>
  db
    .selectFrom('api_keys')
    .innerJoin('workspaces', 'workspaces.id', 'api_keys.workspace_id')
    .select([
      'api_keys.id',
      'api_keys.name',
      'api_keys.key_hash',
      'api_keys.scopes',
      'api_keys.expires_at',
      'api_keys.revoked_at',
      'workspaces.id as ws_id',
      'workspaces.slug',
      'workspaces.name as ws_name',
      'workspaces.email',
      'workspaces.plan',
    ])
    .where('api_keys.key_hash', '=', p('hash')),
);

/** Why a key may no longer do something on its own behalf, or null when it may. */
export type KeyStanding = 'key_revoked' | 'key_expired' | 'key_scope_removed' | null;

/**
 * Whether the key may still act with `scope`, read from the database and never from a cache, so a revoke made
 * through any instance or the admin command counts at once: for work a key started that outlives its request
 * (a bulk send's rows). A key whose row is gone counts as revoked.
 */
export async function keyStanding(
  q: Kysely<Database>,
  id: string,
  scope: Scope,
  now = new Date(),
): Promise<KeyStanding> {
  const row = await q
    .selectFrom('api_keys')
    .select(['scopes', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.revoked_at) return 'key_revoked';
  if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) return 'key_expired';
  return (JSON.parse(row.scopes) as Scope[]).includes(scope) ? null : 'key_scope_removed';
}

export class DbKeyStore implements KeyStore {
  /** With a cache (a serving process), verified keys are answered from memory; see key-cache.ts. */
  constructor(
    private readonly db: Db,
    private readonly cache?: KeyCache,
  ) {}

  /** Creates the key, and the workspace when the slug is new. Returns the key value (shown once). */
  async create(input: CreateKeyInput): Promise<CreatedKey> {
    const key = generateKey();
    const now = new Date().toISOString();
    const created = await this.db.kysely.transaction().execute(async (trx) => {
      await trx
        .insertInto('workspaces')
        .values({
          id: newId('ws'),
          slug: input.workspace,
          name: input.name ?? input.workspace,
          email: input.email ?? null,
          plan: input.plan ?? 'free',
          created_at: now,
        })
        .onConflict((oc) => oc.column('slug').doNothing())
        .execute();
      if (input.plan !== undefined) {
        // Plans are data: the name must be a row of the plans table; giving one also moves an existing workspace.
        const plans = (await trx.selectFrom('plans').select('name').orderBy('name').execute()).map((p) => p.name);
        if (!plans.includes(input.plan)) throw new UnknownPlanError(input.plan, plans);
        await trx.updateTable('workspaces').set({ plan: input.plan }).where('slug', '=', input.workspace).execute();
      }
      const ws = await trx
        .selectFrom('workspaces')
        .select(['id'])
        .where('slug', '=', input.workspace)
        .executeTakeFirstOrThrow();
      const id = newId('key');
      await trx
        .insertInto('api_keys')
        .values({
          id,
          workspace_id: ws.id,
          name: input.keyName ?? null,
          key_hash: hashKey(key),
          key_hint: key.slice(0, 8),
          scopes: JSON.stringify(input.scopes),
          expires_at: input.expiresAt?.toISOString() ?? null,
          revoked_at: null,
          created_at: now,
        })
        .execute();
      return {
        id,
        key,
        workspaceId: ws.id,
        scopes: [...input.scopes],
        expiresAt: input.expiresAt?.toISOString() ?? null,
      };
    });
    // Other processes hear of it through the triggers; this one forgets at once (a NOTIFY arrives a moment later).
    this.cache?.clear();
    return created;
  }

  /** Revokes at once; false when there is no such live key. */
  async revoke(id: string): Promise<boolean> {
    const res = await this.db.kysely
      .updateTable('api_keys')
      .set({ revoked_at: new Date().toISOString() })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    this.cache?.clear();
    return Number(res.numUpdatedRows) > 0;
  }

  async list(): Promise<KeySummary[]> {
    const rows = await this.db.kysely
      .selectFrom('api_keys')
      .innerJoin('workspaces', 'workspaces.id', 'api_keys.workspace_id')
      .select([
        'api_keys.id',
        'api_keys.workspace_id',
        'workspaces.slug',
        'api_keys.name',
        'api_keys.key_hint',
        'api_keys.scopes',
        'api_keys.expires_at',
        'api_keys.revoked_at',
        'api_keys.created_at',
      ])
      .orderBy('api_keys.created_at', 'desc')
      .orderBy('api_keys.id', 'desc')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      workspaceId: r.workspace_id,
      workspace: r.slug,
      name: r.name,
      hint: `${r.key_hint}…`,
      scopes: JSON.parse(r.scopes) as Scope[],
      expiresAt: r.expires_at,
      revokedAt: r.revoked_at,
      createdAt: r.created_at,
    }));
  }

  async count(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('api_keys')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async verify(key: string): Promise<ApiKeyRecord | null> {
    if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
    const hex = hashKey(key);
    const hit = this.cache?.get(hex);
    if (hit) return hit;
    const epoch = this.cache?.begin() ?? 0;
    const row = await byHash.first(this.db.kysely, { hash: hex });
    if (!row || !timingSafeEqual(Buffer.from(row.key_hash, 'hex'), Buffer.from(hex, 'hex'))) return null;
    if (row.revoked_at) return null;
    const expiresAt = row.expires_at ? new Date(row.expires_at) : null;
    if (expiresAt && expiresAt.getTime() <= Date.now()) return null;
    const rec: ApiKeyRecord = {
      id: row.id,
      name: row.name,
      workspace: { id: row.ws_id, slug: row.slug, name: row.ws_name, email: row.email, plan: row.plan },
      scopes: JSON.parse(row.scopes) as Scope[],
      expiresAt,
      revokedAt: null,
    };
    return this.cache ? this.cache.set(hex, rec, epoch) : rec;
  }
}
