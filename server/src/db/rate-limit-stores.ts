// Chooses where rate-limit counts live so every instance sees the same total: Redis when REDIS_URL is set (one
// INCR per hit), else PostgreSQL when it is the database (taken from the table ahead of use, never past the limit:
// rate-limit-shared.ts), else this process (embedded SQLite serves one instance).
import type { Config } from '../config.js';
import { type ClosableRateLimitStore, MemoryRateLimitStore } from '../platform/rate-limit.js';
import { RedisRateLimitStore } from '../platform/rate-limit-redis.js';
import { SharedRateLimitStore } from '../platform/rate-limit-shared.js';
import type { Db } from './connect.js';
import { PgRateLimitStore } from './rate-limit-pg.js';

export type { ClosableRateLimitStore } from '../platform/rate-limit.js';

export function createRateLimitStore(config: Config, db: Db): ClosableRateLimitStore {
  if (config.redisUrl) return new RedisRateLimitStore(config.redisUrl);
  if (db.engine === 'postgres') return new SharedRateLimitStore(new PgRateLimitStore(db.kysely));
  return new MemoryRateLimitStore();
}
