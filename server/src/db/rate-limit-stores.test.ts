import { describe, expect, it } from 'vitest';
import { openTestDb, perFile } from '../../test/helpers.js';
import { loadConfig } from '../config.js';
import { MemoryRateLimitStore } from '../platform/rate-limit.js';
import { RedisRateLimitStore } from '../platform/rate-limit-redis.js';
import { SharedRateLimitStore } from '../platform/rate-limit-shared.js';
import { createRateLimitStore } from './rate-limit-stores.js';

const t = perFile(openTestDb);

describe('createRateLimitStore', () => {
  it('counts in Redis when REDIS_URL is set, whatever the database', async () => {
    const store = createRateLimitStore(loadConfig({ DATA_DIR: t.dataDir, REDIS_URL: 'redis://127.0.0.1:1' }), t.db);
    expect(store).toBeInstanceOf(RedisRateLimitStore);
    await store.close?.();
  });

  it(`counts ${process.env.DATABASE_URL ? 'in memory, shared through PostgreSQL' : 'in memory on SQLite'} without REDIS_URL`, async () => {
    const store = createRateLimitStore(loadConfig({ DATA_DIR: t.dataDir }), t.db);
    expect(store).toBeInstanceOf(t.db.engine === 'postgres' ? SharedRateLimitStore : MemoryRateLimitStore);
    await store.close?.();
  });
});
