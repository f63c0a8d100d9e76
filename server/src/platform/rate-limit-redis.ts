// Rate-limit counts in Redis, shared by every instance pointed at it. One Lua call per hit increments the
// window's key and sets it to expire a minute after the window ends, so Redis cleans up by itself.
import type { Redis } from 'ioredis';
import { lazy } from './lazy.js';
import { errors } from './errors.js';
import type { ClosableRateLimitStore } from './rate-limit.js';

// PEXPIREAT every time (not only on the first hit) so a key can never be left without an expiry.
const HIT = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIREAT', KEYS[1], ARGV[1])
return n`;

const ioredis = lazy<typeof import('ioredis')>('ioredis');

export interface RedisRateLimitStoreOptions {
  /** Key prefix; keys are `${prefix}${bucket}:${windowStart}`. */
  prefix?: string;
  /** Longest a hit may wait for Redis (connecting or answering) before it fails with a 503. */
  timeoutMs?: number;
}

interface WithHit {
  dossierRateLimitHit(key: string, expireAt: number): Promise<number>;
}

export class RedisRateLimitStore implements ClosableRateLimitStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(url: string, opts: RedisRateLimitStoreOptions = {}) {
    const timeoutMs = opts.timeoutMs ?? 2000;
    this.#prefix = opts.prefix ?? 'dossier:rl:';
    this.#redis = new (ioredis().Redis)(url, {
      connectTimeout: timeoutMs,
      commandTimeout: timeoutMs,
      // A hit queued while connecting fails with the first failed attempt, not the twentieth: a prompt 503.
      maxRetriesPerRequest: 0,
      // Keep trying at least every second, so counting resumes soon after Redis is back.
      retryStrategy: (times) => Math.min(times * 100, 1000),
      // Re-sending an INCR whose reply was lost could count a request twice.
      autoResendUnfulfilledCommands: false,
    });
    this.#redis.defineCommand('dossierRateLimitHit', { numberOfKeys: 1, lua: HIT });
    // Hits made while the first connection is being set up wait for it; once connected, a lost connection
    // fails hits at once (503) rather than queueing them behind a reconnect.
    this.#redis.once('ready', () => {
      this.#redis.options.enableOfflineQueue = false;
    });
    // Without a listener ioredis prints every failed reconnect; a failed hit carries its own error as cause.
    this.#redis.on('error', () => {});
  }

  async hit(bucket: string, windowStart: number): Promise<number> {
    const key = `${this.#prefix}${bucket}:${windowStart}`;
    try {
      return Number(await (this.#redis as unknown as WithHit).dossierRateLimitHit(key, windowStart + 120_000));
    } catch (e) {
      throw Object.assign(errors.unavailable('rate-limit store'), { cause: e });
    }
  }

  async close(): Promise<void> {
    if (this.#redis.status === 'ready') {
      try {
        await this.#redis.quit();
        return;
      } catch {
        // fall through: drop the connection
      }
    }
    this.#redis.disconnect();
  }
}
