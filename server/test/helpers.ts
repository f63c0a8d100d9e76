// Shared set-up for the server's tests: an app over the real router, validation and error handling,
// with keys in the in-memory store.
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../src/app.js';
import { MemoryKeyStore } from '../src/auth/keys.js';
import { loadConfig } from '../src/config.js';
import { allScopes, type Scope } from '../src/generated/operations.gen.js';

export interface TestApp {
  app: FastifyInstance;
  keys: MemoryKeyStore;
  /** An all-scopes key. */
  key: string;
  keyWith(scopes: Scope[], opts?: { expiresAt?: Date; workspace?: string }): string;
}

export async function makeApp(env: Record<string, string> = {}, extra: Partial<AppOptions> = {}): Promise<TestApp> {
  const keys = new MemoryKeyStore();
  const config = loadConfig({ PORT: '8080', ...env });
  const app = await buildApp({ config, keys, ...extra });
  await app.ready();
  const keyWith: TestApp['keyWith'] = (scopes, opts = {}) =>
    keys.create({ workspace: opts.workspace ?? 'acme', scopes, expiresAt: opts.expiresAt ?? null }).key;
  return { app, keys, key: keyWith([...allScopes]), keyWith };
}

export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
