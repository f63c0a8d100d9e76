// Operations answered through compiled serialisers (serialization.ts) lose nothing: for each, the reply on the
// wire equals what the handler returned, field for field and type for type (a serialiser drops properties its
// schema does not list and coerces values, so a field added to a handler but not to the spec would vanish here).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/helpers.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { allScopes } from '../generated/operations.gen.js';
import { openRuntime, type Runtime } from '../runtime.js';
import { compiledResponses } from './serialization.js';

let app: FastifyInstance;
let rt: Runtime;
let dataDir: string;
let key: string;
/** What each handler returned (as JSON would write it), and whether its route had a response schema. */
const returned: { operationId: string; body: unknown; compiled: boolean }[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' });
  rt = await openRuntime(config, { poolSize: 4 });
  app = await buildApp({ config, keys: rt.keys, services: rt });
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const operationId = (req.routeOptions.config as { operationId?: string }).operationId ?? '';
    returned.push({
      operationId,
      body: JSON.parse(JSON.stringify(payload)),
      compiled: Boolean(req.routeOptions.schema?.response),
    });
    return payload;
  });
  await app.ready();
  key = (
    await rt.keys.create({
      workspace: `ser-${Date.now()}`,
      name: 'Serial Ltd',
      email: 'owner@serial.example',
      plan: 'team',
      scopes: [...allScopes],
    })
  ).key;
});
afterAll(async () => {
  await app.close();
  await rt.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(key), ...(payload ? { payload } : {}) });

/** The reply equals the handler's own return value (and went through a compiled serialiser). */
function survives(res: LightMyRequestResponse, operationId: string): unknown {
  expect(res.statusCode, res.body).toBeLessThan(300);
  const last = returned.at(-1)!;
  expect(last.operationId).toBe(operationId);
  expect(last.compiled).toBe(true);
  expect(res.json()).toStrictEqual(last.body);
  return last.body;
}

const cases: Record<string, () => Promise<void>> = {
  async getMe() {
    const body = survives(await call('GET', '/me'), 'getMe') as { data: Record<string, unknown> };
    expect(body.data).toMatchObject({ name: 'Serial Ltd', email: 'owner@serial.example', plan: 'team' });
    const bare = (await rt.keys.create({ workspace: `ser-null-${Date.now()}`, scopes: ['audit:read'] })).key;
    const res = await app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(bare) });
    expect((survives(res, 'getMe') as { data: { email: unknown } }).data.email).toBeNull();
  },
};

describe('compiled response serialisers', () => {
  it('have a case here for every operation that uses one', () => {
    expect([...compiledResponses].sort()).toEqual(Object.keys(cases).sort());
  });
  for (const [operationId, run] of Object.entries(cases)) {
    it(`${operationId}: every field the handler returns reaches the client unchanged`, run);
  }
});
