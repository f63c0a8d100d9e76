import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { trustProxyOption } from './platform/proxy.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:8080',
      rateLimitPerMinute: 120,
      databaseUrl: undefined,
      webhookAllowedNetworks: [],
    });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '1',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://x.example/',
      DATABASE_URL: 'postgres://h/db',
      REDIS_URL: 'redis://h',
      SMTP_URL: 'smtp://h:25',
      MAIL_FROM: 'a@b.c',
      DOSSIER_TICK_MS: '100',
      RATE_LIMIT_PER_MINUTE: '5',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8, ::1/128',
    });
    expect(c).toMatchObject({
      port: 1,
      host: '0.0.0.0',
      publicUrl: 'https://x.example',
      databaseUrl: 'postgres://h/db',
      tickMs: 100,
      rateLimitPerMinute: 5,
      webhookAllowedNetworks: ['127.0.0.0/8', '::1/128'],
    });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0' })).toThrow(/CIDR/);
    expect(() => loadConfig({ DOSSIER_DEFAULT_PLAN: 'Gold Plan' })).toThrow(/DOSSIER_DEFAULT_PLAN/);
  });

  it('reads TRUST_PROXY as Fastify takes it: off by default, true, a hop count, or proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.10,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.10',
      'fd00::/8',
      'loopback',
    ]);
    // Whatever it accepts, Fastify takes (a value it refused would stop the server after the config check).
    for (const good of ['true', '3', '10.0.0.0/1, ::ffff:10.0.0.1/104, fe80::/10, 192.168.1.10, uniquelocal']) {
      expect(
        () => Fastify({ trustProxy: trustProxyOption(loadConfig({ TRUST_PROXY: good }).trustProxy) }),
        good,
      ).not.toThrow();
    }
    for (const bad of [
      'yes',
      '0',
      '33',
      '-1',
      '1.5',
      '10.0.0.0/33',
      '10.0.0.1,',
      'proxy.internal',
      '::1/129',
      '10.0.0.0/8/8',
      '0.0.0.0/0',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(
        /^TRUST_PROXY must be true, false, a hop count from 1 to 32, or a comma-separated list/,
      );
    }
  });

  it('chooses the blob store: disk on SQLite, postgres on PostgreSQL, s3 with its settings', () => {
    expect(loadConfig({}).blobStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).blobStore).toEqual({ kind: 'postgres' });
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', BLOB_STORE: 'disk' }).blobStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'files' }).blobStore).toEqual({
      kind: 's3',
      s3: { bucket: 'files', endpoint: undefined, region: 'us-east-1', forcePathStyle: false },
    });
    expect(
      loadConfig({
        BLOB_STORE: 's3',
        S3_BUCKET: 'my.files-1',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'auto',
        S3_FORCE_PATH_STYLE: 'true',
      }).blobStore,
    ).toEqual({
      kind: 's3',
      s3: { bucket: 'my.files-1', endpoint: 'http://127.0.0.1:9000', region: 'auto', forcePathStyle: true },
    });
  });

  it('refuses bad blob store settings naming the variable', () => {
    expect(() => loadConfig({ BLOB_STORE: 'ftp' })).toThrow(/^BLOB_STORE must be one of disk, postgres, s3/);
    expect(() => loadConfig({ BLOB_STORE: 'postgres' })).toThrow(/BLOB_STORE=postgres needs DATABASE_URL/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/^S3_BUCKET/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'Bad_Bucket' })).toThrow(/^S3_BUCKET/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /^S3_ENDPOINT/,
    );
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_REGION: 'EU West' })).toThrow(/^S3_REGION/);
    expect(() => loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'ok-bucket', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /^S3_FORCE_PATH_STYLE/,
    );
  });

  it('builds share-link addresses on LINK_ORIGIN, PUBLIC_URL when unset; only http(s)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.example/' }).linkOrigin).toBe('https://api.example');
    expect(loadConfig({ PUBLIC_URL: 'https://api.example', LINK_ORIGIN: 'https://docs.example//' }).linkOrigin).toBe(
      'https://docs.example',
    );
    expect(() => loadConfig({ LINK_ORIGIN: 'ftp://docs.example' })).toThrow(/LINK_ORIGIN/);
  });

  it('puts new workspaces on the plan without ceilings unless DOSSIER_DEFAULT_PLAN names another', () => {
    expect(loadConfig({}).defaultPlan).toBe('self-hosted');
    expect(loadConfig({ DOSSIER_DEFAULT_PLAN: 'pro' }).defaultPlan).toBe('pro');
  });

  it('serves the page previews only when DOSSIER_PAGE_PREVIEWS is true', () => {
    expect(loadConfig({}).pagePreviews).toBe(false);
    expect(loadConfig({ DOSSIER_PAGE_PREVIEWS: 'false' }).pagePreviews).toBe(false);
    expect(loadConfig({ DOSSIER_PAGE_PREVIEWS: 'true' }).pagePreviews).toBe(true);
    expect(() => loadConfig({ DOSSIER_PAGE_PREVIEWS: 'yes' })).toThrow(/DOSSIER_PAGE_PREVIEWS must be true or false/);
  });
});
