// Chooses where rate-limit counts live so every instance sees the same total: Redis when REDIS_URL is set (one
// INCR per hit), else PostgreSQL when it is the database (taken from the table ahead of use, never past the limit:
// rate-limit-shared.ts), else this process (embedded SQLite serves one instance).
import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.js';
import { PgRateLimitStore } from './rate-limit-pg.js';
import { RedisRateLimitStore } from './rate-limit-redis.js';
import { SharedRateLimitStore } from './rate-limit-shared.js';

export interface ClosableRateLimitStore extends RateLimitStore {
  close?(): Promise<void>;
}

export function createRateLimitStore(config: Config, db: Db): ClosableRateLimitStore {
  if (config.redisUrl) return new RedisRateLimitStore(config.redisUrl);
  if (db.engine === 'postgres') return new SharedRateLimitStore(new PgRateLimitStore(db.kysely));
  return new MemoryRateLimitStore();
}
