// Shared set-up for the server's tests: the real app over the real database — embedded SQLite in a fresh
// folder, or PostgreSQL when DATABASE_URL is set (the test runner runs the suite once on each).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { DbKeyStore } from '../src/auth/key-store.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Db } from '../src/db/connect.js';
import { allScopes, type Scope } from '../src/generated/operations.gen.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  keys: DbKeyStore;
  /** This app's own workspace slug. */
  workspace: string;
  /** An all-scopes key of that workspace. */
  key: string;
  keyWith(scopes: Scope[], opts?: { expiresAt?: Date; workspace?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function openTestDb(): Promise<{ db: Db; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 4 });
  return { db, dataDir };
}

export async function makeApp(env: Record<string, string> = {}, extra: Partial<AppOptions> = {}): Promise<TestApp> {
  const { db, dataDir } = await openTestDb();
  const keys = new DbKeyStore(db);
  const config = loadConfig({ PORT: '8080', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, keys, ...extra });
  await app.ready();
  const workspace = `acme-${randomBytes(4).toString('hex')}`;
  const keyWith: TestApp['keyWith'] = async (scopes, opts = {}) =>
    (await keys.create({ workspace: opts.workspace ?? workspace, scopes, expiresAt: opts.expiresAt ?? null })).key;
  return {
    app,
    db,
    keys,
    workspace,
    key: await keyWith([...allScopes]),
    keyWith,
    close: async () => {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
