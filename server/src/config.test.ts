import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', publicUrl: 'http://localhost:8080', rateLimitPerMinute: 120, databaseUrl: undefined, webhookAllowedNetworks: [] });
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
  });

  it('reads every variable', () => {
    const c = loadConfig({ PORT: '1', HOST: '0.0.0.0', PUBLIC_URL: 'https://x.example/', DATABASE_URL: 'postgres://h/db', REDIS_URL: 'redis://h', SMTP_URL: 'smtp://h:25', MAIL_FROM: 'a@b.c', DOSSIER_TICK_MS: '100', RATE_LIMIT_PER_MINUTE: '5', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8, ::1/128' });
    expect(c).toMatchObject({ port: 1, host: '0.0.0.0', publicUrl: 'https://x.example', databaseUrl: 'postgres://h/db', tickMs: 100, rateLimitPerMinute: 5, webhookAllowedNetworks: ['127.0.0.0/8', '::1/128'] });
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ WEBHOOK_ALLOWED_NETWORKS: '10.0.0.0' })).toThrow(/CIDR/);
    expect(() => loadConfig({ DOSSIER_DEFAULT_PLAN: 'Gold Plan' })).toThrow(/DOSSIER_DEFAULT_PLAN/);
  });

  it('builds share-link addresses on LINK_ORIGIN, PUBLIC_URL when unset; only http(s)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://api.example/' }).linkOrigin).toBe('https://api.example');
    expect(loadConfig({ PUBLIC_URL: 'https://api.example', LINK_ORIGIN: 'https://docs.example//' }).linkOrigin).toBe('https://docs.example');
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
