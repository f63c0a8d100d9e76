import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { MemoryRateLimitStore } from '../platform/rate-limit.js';
import { RedisRateLimitStore } from '../platform/rate-limit-redis.js';
import { SharedRateLimitStore } from '../platform/rate-limit-shared.js';
import type { Db } from './connect.js';
import { createRateLimitStore } from './rate-limit-stores.js';

let db: Db;
let dataDir: string;

beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('createRateLimitStore', () => {
  it('counts in Redis when REDIS_URL is set, whatever the database', async () => {
    const store = createRateLimitStore(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:1' }), db);
    expect(store).toBeInstanceOf(RedisRateLimitStore);
    await store.close?.();
  });

  it(`counts ${process.env.DATABASE_URL ? 'in memory, shared through PostgreSQL' : 'in memory on SQLite'} without REDIS_URL`, async () => {
    const store = createRateLimitStore(loadConfig({ DATA_DIR: dataDir }), db);
    expect(store).toBeInstanceOf(db.engine === 'postgres' ? SharedRateLimitStore : MemoryRateLimitStore);
    await store.close?.();
  });
});
