// The operator interface: every environment variable the server reads, parsed and checked once at start.
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  /** Origin of share-link addresses (`{linkOrigin}/v/{slug}`): LINK_ORIGIN, default PUBLIC_URL. */
  linkOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  tickMs: number;
  rateLimitPerMinute: number;
  /** Which proxies' X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY, off): platform/proxy.ts. */
  trustProxy: TrustProxy;
  webhookAllowedNetworks: string[];
  /** Waits before the 2nd and 3rd delivery attempts (DOSSIER_WEBHOOK_RETRY_MS, default "5000,30000"). */
  webhookRetryMs: number[];
  /** The live event stream (GET /events/stream): the keep-alive comment's interval (DOSSIER_STREAM_KEEPALIVE_MS, 15 s) and how often an instance looks for events other instances committed (DOSSIER_STREAM_POLL_MS, 250 ms). */
  stream: { keepAliveMs: number; pollMs: number };
  /** How long an instance holds a claimed job before another may take it (DOSSIER_JOB_LEASE_MS). */
  jobLeaseMs: number;
  /** Plan of every new workspace (DOSSIER_DEFAULT_PLAN); must name a row of the plans table (checked at start). */
  defaultPlan: string;
  /** Serve the page previews (/preview/…) that show each page in every state (DOSSIER_PAGE_PREVIEWS, off). */
  pagePreviews: boolean;
  /** The worker pool for CPU-heavy work (work/pool.ts): threads (DOSSIER_WORK_THREADS, default the cores), jobs running or waiting per thread past which the share holding the most is answered 503 server_busy (DOSSIER_WORK_QUEUE, 16), a job's time budget (DOSSIER_WORK_BUDGET_MS, 300 s) and a worker's heap ceiling (DOSSIER_WORK_HEAP_MB, 512). */
  work: { threads: number; queuePerThread: number; budgetMs: number; heapMb: number };
  /** PKCS#12 file with the certificate and key that seal executed PDFs (SIGNING_P12_PATH); unset: one is generated at first start and kept in the database. */
  signingP12Path: string | undefined;
  /** Password of that file (SIGNING_P12_PASSWORD; empty when unset). */
  signingP12Password: string | undefined;
  /** Where file bytes live (BLOB_STORE): `disk` under DATA_DIR (default on SQLite), `postgres` in the database (default on PostgreSQL), or `s3`. */
  blobStore: BlobStoreConfig;
}

/** TRUST_PROXY as Fastify's trustProxy takes it: off, every proxy, a hop count, or proxy addresses and networks. */
export type TrustProxy = boolean | number | string[];

export type BlobStoreKind = 'disk' | 'postgres' | 's3';
export const BLOB_STORE_KINDS: readonly BlobStoreKind[] = ['disk', 'postgres', 's3'];

export interface S3Config {
  /** S3_BUCKET (required with BLOB_STORE=s3). */
  bucket: string;
  /** S3_ENDPOINT: an http(s) URL for services other than AWS (R2, MinIO, B2, GCS); unset: AWS. */
  endpoint: string | undefined;
  /** S3_REGION, default us-east-1. */
  region: string;
  /** S3_FORCE_PATH_STYLE: bucket in the path instead of the host name (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
}

export type BlobStoreConfig = { kind: 'disk' | 'postgres' } | { kind: 's3'; s3: S3Config };

/** The default of DOSSIER_DEFAULT_PLAN: the plan without ceilings (migration 007). */
export const SELF_HOSTED_PLAN = 'self-hosted';
/** Plan names: what `admin plans set` accepts. */
export const PLAN_NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

export class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, def: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
  return n;
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a URL`);
  }
  if (!protocols.includes(u.protocol)) throw new ConfigError(`${name} must start with ${protocols.join(' or ')}`);
  return raw;
}

function bool(env: NodeJS.ProcessEnv, name: string, def: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return def;
  if (raw !== 'true' && raw !== 'false') throw new ConfigError(`${name} must be true or false (got "${raw}")`);
  return raw === 'true';
}

/** The names proxy-addr (Fastify's trustProxy) knows for whole ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [ip, bits, ...rest] = entry.split('/');
  const family = isIP(ip);
  if (!family || rest.length) return false;
  // A /0 network (every address) is refused by proxy-addr: `true` says that.
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= (family === 4 ? 32 : 128))
  );
}

/**
 * TRUST_PROXY: unset, empty or false (X-Forwarded-* ignored), true (every hop: only behind a proxy that replaces
 * X-Forwarded-For), a hop count, or a comma-separated list of proxy addresses and CIDR networks.
 */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  const how =
    'TRUST_PROXY must be true, false, a hop count from 1 to 32, or a comma-separated list of proxy addresses and CIDR networks (e.g. 10.0.0.0/8,192.168.1.10)';
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops < 1 || hops > 32) throw new ConfigError(`${how} (got "${raw}")`);
    return hops;
  }
  const entries = raw.split(',').map((e) => e.trim());
  const bad = entries.find((e) => !isProxyAddress(e));
  if (bad !== undefined) throw new ConfigError(`${how}; "${bad}" is not an address or network (got "${raw}")`);
  return entries;
}

/** BLOB_STORE and the S3_* variables; credentials come from the AWS SDK's own chain (AWS_ACCESS_KEY_ID …). */
function blobStore(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): BlobStoreConfig {
  const raw = env.BLOB_STORE || (databaseUrl ? 'postgres' : 'disk');
  if (!(BLOB_STORE_KINDS as readonly string[]).includes(raw))
    throw new ConfigError(`BLOB_STORE must be one of ${BLOB_STORE_KINDS.join(', ')} (got "${raw}")`);
  if (raw === 'postgres' && !databaseUrl)
    throw new ConfigError('BLOB_STORE=postgres needs DATABASE_URL (with SQLite, use disk or s3)');
  if (raw !== 's3') return { kind: raw as 'disk' | 'postgres' };
  const bucket = env.S3_BUCKET ?? '';
  // The S3 naming rules (3-63 lowercase letters, digits, dots, dashes); R2 and MinIO follow them too.
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots and dashes) when BLOB_STORE=s3 (got "${bucket}")`,
    );
  const region = env.S3_REGION || 'us-east-1';
  if (!/^[a-z0-9-]{1,64}$/.test(region))
    throw new ConfigError(`S3_REGION must be a region name such as us-east-1 (got "${region}")`);
  return {
    kind: 's3',
    s3: {
      bucket,
      endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
      region,
      forcePathStyle: bool(env, 'S3_FORCE_PATH_STYLE', false),
    },
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const linkOrigin = (url(env, 'LINK_ORIGIN', ['http:', 'https:']) ?? publicUrl).replace(/\/+$/, '');
  const networks = (env.WEBHOOK_ALLOWED_NETWORKS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const n of networks) {
    if (!/^[0-9a-fA-F:.]+\/\d{1,3}$/.test(n))
      throw new ConfigError(`WEBHOOK_ALLOWED_NETWORKS entry "${n}" is not a CIDR (e.g. 10.0.0.0/8)`);
  }
  const retryRaw = env.DOSSIER_WEBHOOK_RETRY_MS || '5000,30000';
  const webhookRetryMs = retryRaw.split(',').map((v) => Number(v.trim()));
  if (webhookRetryMs.length !== 2 || webhookRetryMs.some((n) => !Number.isInteger(n) || n < 0 || n > 3_600_000)) {
    throw new ConfigError(
      `DOSSIER_WEBHOOK_RETRY_MS must be two waits in milliseconds, e.g. "5000,30000" (got "${retryRaw}")`,
    );
  }
  const defaultPlan = env.DOSSIER_DEFAULT_PLAN || SELF_HOSTED_PLAN;
  if (!PLAN_NAME.test(defaultPlan))
    throw new ConfigError(
      `DOSSIER_DEFAULT_PLAN must be a plan name (lowercase letters, digits and dashes; got "${defaultPlan}")`,
    );
  const previews = env.DOSSIER_PAGE_PREVIEWS || 'false';
  if (previews !== 'true' && previews !== 'false')
    throw new ConfigError(`DOSSIER_PAGE_PREVIEWS must be true or false (got "${previews}")`);
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const signingP12Path = env.SIGNING_P12_PATH ? path.resolve(env.SIGNING_P12_PATH) : undefined;
  if (!signingP12Path && env.SIGNING_P12_PASSWORD)
    throw new ConfigError('SIGNING_P12_PASSWORD is set but SIGNING_P12_PATH is not');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    publicUrl,
    linkOrigin,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM || 'Dossier <no-reply@localhost>',
    tickMs: int(env, 'DOSSIER_TICK_MS', 5000, 50, 3_600_000),
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
    trustProxy: trustProxy(env),
    webhookAllowedNetworks: networks,
    webhookRetryMs,
    // Longer than one attempt (8 s timeout) so a live instance never loses a job it is still working on.
    jobLeaseMs: int(env, 'DOSSIER_JOB_LEASE_MS', 30_000, 500, 3_600_000),
    defaultPlan,
    stream: {
      keepAliveMs: int(env, 'DOSSIER_STREAM_KEEPALIVE_MS', 15_000, 10, 600_000),
      pollMs: int(env, 'DOSSIER_STREAM_POLL_MS', 250, 10, 60_000),
    },
    pagePreviews: previews === 'true',
    work: {
      threads: int(env, 'DOSSIER_WORK_THREADS', Math.max(1, availableParallelism()), 1, 256),
      queuePerThread: int(env, 'DOSSIER_WORK_QUEUE', 16, 1, 10_000),
      budgetMs: int(env, 'DOSSIER_WORK_BUDGET_MS', 300_000, 50, 3_600_000),
      heapMb: int(env, 'DOSSIER_WORK_HEAP_MB', 512, 64, 65_536),
    },
    signingP12Path,
    signingP12Password: signingP12Path ? (env.SIGNING_P12_PASSWORD ?? '') : undefined,
    blobStore: blobStore(env, databaseUrl),
  };
}
