// End to end: two server processes on one database both keep a verified key in memory; a revoke (or a plan
// change) made through the admin command, a third process, reaches both at once: the very next request on
// either instance is refused (or sees the new plan). Once on SQLite (one DATA_DIR), once on PostgreSQL.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAdmin, root, serve, withDatabase, type Server } from './support/server.js';

const run = promisify(execFile);
const admin = await postgresAdmin('two-instance key revocation on PostgreSQL');
afterAll(async () => {
  await admin?.end();
});

async function adminCommand(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, 'server/dist/admin.js'), ...args], {
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  return stdout;
}

async function me(server: Server, key: string): Promise<{ status: number; plan?: string }> {
  const res = await fetch(`${server.base}/me`, { headers: { authorization: `Bearer ${key}` } });
  const body = (await res.json()) as { data?: { plan: string } };
  return { status: res.status, plan: body.data?.plan };
}

async function revokedOnBoth(env: Record<string, string>): Promise<void> {
  const servers: Server[] = [];
  try {
    // One after the other: the first migrates an empty database.
    servers.push(await serve(env, { keepDataDir: true }));
    servers.push(await serve(env, { dataDir: servers[0].dataDir }));
    const dbEnv = { ...env, DATA_DIR: servers[0].dataDir };
    const created = JSON.parse(
      await adminCommand(dbEnv, 'keys', 'create', '--workspace', 'revocation', '--scopes', 'documents:read', '--json'),
    ) as { id: string; key: string };

    // Both instances verify the key and keep it (twice each: the second answer comes from memory).
    for (const s of [...servers, ...servers])
      expect(await me(s, created.key)).toEqual({ status: 200, plan: 'self-hosted' });

    // A workspace change (a plan move through the admin command) is not served stale by either instance.
    await adminCommand(
      dbEnv,
      'keys',
      'create',
      '--workspace',
      'revocation',
      '--plan',
      'team',
      '--scopes',
      'documents:read',
      '--json',
    );
    expect(await me(servers[1], created.key)).toEqual({ status: 200, plan: 'team' });
    expect(await me(servers[0], created.key)).toEqual({ status: 200, plan: 'team' });
    for (const s of servers) expect(await me(s, created.key)).toEqual({ status: 200, plan: 'team' });

    // Revoked by a third process: the very next request on each instance is a 401.
    expect(await adminCommand(dbEnv, 'keys', 'revoke', created.id)).toContain('revoked');
    expect((await me(servers[1], created.key)).status).toBe(401);
    expect((await me(servers[0], created.key)).status).toBe(401);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    if (servers[0]) fs.rmSync(servers[0].dataDir, { recursive: true, force: true });
  }
}

describe('a key revoked through the admin command', () => {
  it('is refused at once by both instances on one SQLite DATA_DIR', async () => {
    await revokedOnBoth({});
  });

  it.runIf(admin)('is refused at once by both instances on one PostgreSQL database', async () => {
    await withDatabase(admin!, 'revocation', (url) => revokedOnBoth({ DATABASE_URL: url }));
  });
});
