import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JS, openTestDb } from '../../test/helpers.js';
import type { Db } from '../db/connect.js';
import { KeyCache } from './key-cache.js';
import { DbKeyStore } from './key-store.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: Db;
let dataDir: string;
let keys: DbKeyStore;
let cache: KeyCache;
const ws = `ks-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
  // With the cache a serving process has, so every assertion below also holds for cached keys.
  cache = await KeyCache.open(db);
  keys = new DbKeyStore(db, cache);
});
afterAll(async () => {
  await cache.close();
  await db.close();
});

describe('DbKeyStore', () => {
  it('creates a workspace with its first key and stores only a hash', async () => {
    const created = await keys.create({
      workspace: ws,
      name: 'Acme',
      email: 'o@acme.example',
      plan: 'team',
      scopes: ['documents:read'],
    });
    expect(created.key).toMatch(/^dsk_[A-Za-z0-9_-]{32}$/);
    const row = await db.kysely
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    const rec = await keys.verify(created.key);
    expect(rec).toMatchObject({
      id: created.id,
      scopes: ['documents:read'],
      workspace: { id: created.workspaceId, slug: ws, name: 'Acme', email: 'o@acme.example', plan: 'team' },
    });
    const second = await keys.create({ workspace: ws, scopes: ['audit:read'] });
    expect(second.workspaceId).toBe(created.workspaceId);
  });

  it('refuses unknown, revoked and expired keys', async () => {
    expect(await keys.verify('dsk_unknown')).toBeNull();
    expect(await keys.verify('not-a-key')).toBeNull();
    const k = await keys.create({ workspace: ws, scopes: ['views:read'] });
    expect(await keys.revoke(k.id)).toBe(true);
    expect(await keys.verify(k.key)).toBeNull();
    const soon = await keys.create({ workspace: ws, scopes: ['views:read'], expiresAt: new Date(Date.now() + 60_000) });
    expect(await keys.verify(soon.key)).not.toBeNull();
    const past = await keys.create({ workspace: ws, scopes: ['views:read'], expiresAt: new Date(Date.now() - 1) });
    expect(await keys.verify(past.key)).toBeNull();
  });

  it('lists keys newest first with a hint, never the value', async () => {
    const list = (await keys.list()).filter((k) => k.workspace === ws);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const k of list) expect(k.hint).toMatch(/^dsk_.{4}…$/);
    expect(list.map((k) => k.createdAt)).toEqual([...list.map((k) => k.createdAt)].sort().reverse());
  });
});

describe('admin command', () => {
  const admin = (...args: string[]) =>
    run('node', [ADMIN_JS, ...args], { cwd: serverDir, env: { ...process.env, DATA_DIR: dataDir } }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('creates a key (and its workspace) while the server holds the database, prints it once as JSON', async () => {
    const res = await admin(
      'keys',
      'create',
      '--workspace',
      `${ws}-cli`,
      '--name',
      'Globex',
      '--email',
      'g@globex.example',
      '--plan',
      'pro',
      '--scopes',
      'documents:read,links:write',
      '--expires-at',
      '2099-01-01T00:00:00Z',
      '--json',
    );
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(Object.keys(out).sort()).toEqual(['expiresAt', 'id', 'key', 'scopes', 'workspaceId']);
    expect(out).toMatchObject({ scopes: ['documents:read', 'links:write'], expiresAt: '2099-01-01T00:00:00.000Z' });
    // The open store (the "server") sees it at once.
    const rec = await keys.verify(out.key);
    expect(rec?.workspace).toMatchObject({ slug: `${ws}-cli`, name: 'Globex', plan: 'pro' });
    expect(await keys.verify(out.key)).toBe(rec); // the same record: answered from the cache

    const listed = await admin('keys', 'list', '--json');
    expect(listed.stdout).not.toContain(out.key);
    expect(JSON.parse(listed.stdout).some((k: { id: string }) => k.id === out.id)).toBe(true);

    expect((await admin('keys', 'revoke', out.id)).code).toBe(0);
    expect(await keys.verify(out.key)).toBeNull();
    expect((await admin('keys', 'revoke', out.id)).code).toBe(4);
  });

  it('refuses bad arguments with exit 2 and creates nothing', async () => {
    const before = (await keys.list()).length;
    for (const args of [
      ['keys', 'create', '--workspace', 'Bad Slug', '--scopes', 'all'],
      ['keys', 'create', '--workspace', 'ok', '--scopes', 'documents:read,nope'],
      ['keys', 'create', '--workspace', 'ok'],
      ['keys', 'create', '--workspace', 'ok', '--scopes', 'all', '--expires-at', 'tomorrow'],
      ['keys', 'frobnicate'],
      ['keys', 'create', '--bogus'],
      ['keys', 'create', '--workspace', 'ok', '--scopes', 'all', '--plan', 'platinum'],
    ]) {
      const res = await admin(...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(/usage:/);
    }
    expect((await keys.list()).length).toBe(before);
  });

  it('--plan names a row of the plans table and moves an existing workspace to it', async () => {
    const slug = `${ws}-plan`;
    await keys.create({ workspace: slug, scopes: ['documents:read'] });
    expect(
      (await db.kysely.selectFrom('workspaces').select('plan').where('slug', '=', slug).executeTakeFirstOrThrow()).plan,
    ).toBe('free');
    const res = await admin(
      'keys',
      'create',
      '--workspace',
      slug,
      '--plan',
      'team',
      '--scopes',
      'documents:read',
      '--json',
    );
    expect(res.code).toBe(0);
    expect(
      (await db.kysely.selectFrom('workspaces').select('plan').where('slug', '=', slug).executeTakeFirstOrThrow()).plan,
    ).toBe('team');
    const bad = await admin('keys', 'create', '--workspace', slug, '--plan', 'platinum', '--scopes', 'documents:read');
    expect(bad.code).toBe(2);
    // The known list is every plan in the table; other files sharing a PostgreSQL database add their own.
    expect(bad.stderr).toContain('unknown plan "platinum"; known: ');
    const known = bad.stderr
      .slice(bad.stderr.indexOf('known: ') + 7)
      .split('\n')[0]
      .split(', ');
    expect(known).toEqual(expect.arrayContaining(['enterprise', 'free', 'pro', 'self-hosted', 'team']));
  });
});
