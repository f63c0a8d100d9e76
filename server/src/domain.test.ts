// The domains list: every operation is answered by one domain; two domains answering the same one are refused
// when the app is built, before it serves anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { domainHandlers, domainJobs, domainSubscribers, type Domain } from './domain.js';
import { domains } from './domains.js';
import { openRuntime, type Runtime } from './runtime.js';

let rt: Runtime;
let dataDir: string;
const config = () => loadConfig({ PORT: '8080', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-domain-'));
  rt = await openRuntime(config(), { poolSize: 2 });
});
afterAll(async () => {
  await rt.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const me = (name: string): Domain => ({ name, handlers: () => ({ getMe: async () => undefined }) });

describe('domains', () => {
  it('answer each operation once, and the list names each domain once', () => {
    const handlers = domainHandlers(domains, rt);
    for (const id of [
      'getMe',
      'listDocuments',
      'uploadDocument',
      'addSignatureBlock',
      'listFolders',
      'listTemplates',
      'listComments',
      'listAuditEvents',
      'listHooks',
    ]) {
      expect(handlers, id).toHaveProperty(id);
    }
    expect(new Set(domains.map((d) => d.name)).size).toBe(domains.length);
    expect(domainJobs(domains).map((j) => j.kind)).toContain('webhook.deliver');
    expect(domainSubscribers(domains).map((s) => s.name)).toContain('webhooks');
  });

  it('refuse an operation two domains both answer, naming both', () => {
    expect(() => domainHandlers([me('first'), me('second')], rt)).toThrow(
      'operation getMe has a handler in both first and second',
    );
  });

  it('refuse it when the app is built (at start, before serving)', async () => {
    await expect(
      buildApp({ config: config(), keys: rt.keys, services: rt, domains: [...domains, me('again')] }),
    ).rejects.toThrow(/operation getMe has a handler in both discovery and again/);
  });

  it('serve the handlers of the list the app is given', async () => {
    const app = await buildApp({ config: config(), keys: rt.keys, services: rt, domains: [me('only')] });
    try {
      expect(app.implementedOperations).toEqual(new Set(['getMe']));
    } finally {
      await app.close();
    }
  });
});
