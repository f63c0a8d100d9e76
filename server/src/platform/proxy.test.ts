// The client's address behind a proxy (issue 35, item 6), over HTTP on the real database (SQLite, or PostgreSQL with
// DATABASE_URL). Without TRUST_PROXY every caller was one address behind the load balancer, and a forged
// X-Forwarded-For must change nothing; with it, each forwarded address has its own per-address budget and its visits
// record it. Strict-Transport-Security goes with https (a trusted proxy's X-Forwarded-Proto), never with http.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIN_JS, makeApp, perFile, type TestApp } from '../../test/helpers.js';
import { allScopes } from '../generated/operations.gen.js';
import { HSTS } from './proxy.js';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit.js';

// Three keyed calls a minute per key, so fifteen (five times that) per address on the public operations.
const PER_MINUTE = '3';
const PER_ADDRESS = 15;

/**
 * The in-process store with its one-minute window held still: a minute turning in the middle of a test would refill
 * every budget and make a 429 a 201.
 */
function oneMinute(): RateLimitStore {
  const store = new MemoryRateLimitStore();
  return { hit: (bucket) => store.hit(bucket, 0) };
}

/** The app of a describe block, with this TRUST_PROXY (none when not given) and the budgets of one still minute. */
const appBehind = (trustProxy?: string) =>
  perFile(() =>
    makeApp(
      { RATE_LIMIT_PER_MINUTE: PER_MINUTE, ...(trustProxy !== undefined ? { TRUST_PROXY: trustProxy } : {}) },
      { startJobs: false, rateLimitStore: oneMinute() },
    ),
  );

/** A public link of a new document; each keyed call takes a fresh key (the keyed budget is small too). */
async function publicLink(t: TestApp): Promise<{ slug: string; id: string }> {
  const doc = await t.api(
    'POST',
    '/documents',
    { title: 'Deck', markdown: '# One\n\ntext' },
    await t.keyWith([...allScopes]),
  );
  expect(doc.statusCode, doc.body).toBe(201);
  const link = await t.api(
    'POST',
    '/links',
    { documentId: doc.json().data.id, isPublic: true },
    await t.keyWith([...allScopes]),
  );
  expect(link.statusCode, link.body).toBe(201);
  return link.json().data;
}

/** Starts a visit as `peer` (the address of the TCP connection) saying `forwardedFor` in X-Forwarded-For. */
function startVisit(t: TestApp, slug: string, peer: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/public/links/${slug}/visits`,
    payload: {},
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

/** The address each visit of the link recorded, as the API reads it back. */
async function visitAddresses(t: TestApp, linkId: string): Promise<string[]> {
  const res = await t.api('GET', `/views?shareLinkId=${linkId}&limit=100`, undefined, await t.keyWith([...allScopes]));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { ipAddress: string }[]).map((v) => v.ipAddress).sort();
}

describe('without TRUST_PROXY', () => {
  const t = appBehind();

  it('a forged X-Forwarded-For changes neither the address a visit records nor the per-address budget', async () => {
    const link = await publicLink(t);
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await startVisit(t, link.slug, '192.0.2.10', `203.0.113.${i + 1}`);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await startVisit(t, link.slug, '192.0.2.10', '198.51.100.99');
    expect(over.statusCode, over.body).toBe(429);
    expect(await visitAddresses(t, link.id)).toEqual(Array(PER_ADDRESS).fill('192.0.2.10'));
    // Another connection's address has its own budget.
    expect((await startVisit(t, link.slug, '192.0.2.11')).statusCode).toBe(201);
  });

  it('never sends Strict-Transport-Security, whatever X-Forwarded-Proto says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/verify', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('TRUST_PROXY naming the proxies', () => {
  const t = appBehind('10.0.0.0/8, 192.168.7.1');
  const PROXY = '10.1.2.3';

  it('each forwarded address has its own per-address budget, and visits record it', async () => {
    const link = await publicLink(t);
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await startVisit(t, link.slug, PROXY, '198.51.100.1')).statusCode).toBe(201);
    expect((await startVisit(t, link.slug, PROXY, '198.51.100.1')).statusCode).toBe(429);
    // The second visitor behind the same proxy is not held by the first one's budget.
    expect((await startVisit(t, link.slug, PROXY, '198.51.100.2')).statusCode).toBe(201);
    // The address the client gave is the one nearest the trusted proxies: a forged one in front of it is not believed.
    expect((await startVisit(t, link.slug, '192.168.7.1', '203.0.113.5, 198.51.100.3')).statusCode).toBe(201);
    expect(await visitAddresses(t, link.id)).toEqual(
      [...Array(PER_ADDRESS).fill('198.51.100.1'), '198.51.100.2', '198.51.100.3'].sort(),
    );
  });

  it('a caller that is not one of the proxies is its own address, whatever X-Forwarded-For says', async () => {
    const link = await publicLink(t);
    expect((await startVisit(t, link.slug, '192.0.2.20', '198.51.100.4')).statusCode).toBe(201);
    expect(await visitAddresses(t, link.id)).toEqual(['192.0.2.20']);
  });

  it('a public Idempotency-Key is scoped to the forwarded address: two visitors behind the proxy are not one', async () => {
    const link = await publicLink(t);
    const start = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/public/links/${link.slug}/visits`,
        payload: {},
        remoteAddress: PROXY,
        headers: { 'x-forwarded-for': forwardedFor, 'idempotency-key': 'open-1' },
      });
    const first = await start('198.51.100.11');
    expect(first.statusCode, first.body).toBe(201);
    const again = await start('198.51.100.11');
    expect(again.json().data.visitId).toBe(first.json().data.visitId);
    const other = await start('198.51.100.12');
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json().data.visitId).not.toBe(first.json().data.visitId);
    expect(await visitAddresses(t, link.id)).toEqual(['198.51.100.11', '198.51.100.12']);
  });

  it('the audit trail records the forwarded address', async () => {
    const key = await t.keyWith([...allScopes]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/folders',
      payload: { name: 'Forwarded' },
      remoteAddress: PROXY,
      headers: { authorization: `Bearer ${key}`, 'x-forwarded-for': '198.51.100.8' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const trail = await t.api('GET', '/audit?type=folder.created&limit=1', undefined, await t.keyWith([...allScopes]));
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json().data[0]).toMatchObject({ type: 'folder.created', ipAddress: '198.51.100.8' });
  });

  it('Strict-Transport-Security on pages and the API when a trusted proxy says https, never otherwise', async () => {
    const key = await t.keyWith([...allScopes]);
    const get = (url: string, peer: string, proto?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        remoteAddress: peer,
        headers: { authorization: `Bearer ${key}`, ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      });
    for (const url of ['/verify', '/api/v1/me', '/api/v1/documents/doc_missing', '/no-such-page']) {
      const https = await get(url, PROXY, 'https');
      expect(https.headers['strict-transport-security'], `${url}: ${https.statusCode}`).toBe(HSTS);
      expect((await get(url, PROXY, 'http')).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(url, PROXY)).headers['strict-transport-security'], url).toBeUndefined();
      expect((await get(url, '192.0.2.30', 'https')).headers['strict-transport-security'], url).toBeUndefined();
    }
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const t = appBehind('1');

  it('trusts that many hops: the client is the address the nearest proxy added', async () => {
    const link = await publicLink(t);
    expect((await startVisit(t, link.slug, '10.9.9.9', '203.0.113.5, 198.51.100.6')).statusCode).toBe(201);
    expect(await visitAddresses(t, link.id)).toEqual(['198.51.100.6']);
    const page = await t.app.inject({
      method: 'GET',
      url: '/verify',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(page.headers['strict-transport-security']).toBe(HSTS);
  });
});

describe('a bad TRUST_PROXY', () => {
  it('stops the server before it starts: exit 2 and a message naming the variable', async () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-proxy-'));
    const res = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn('node', [MAIN_JS], {
        cwd: serverDir,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: '10.0.0.0/33' },
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      // It must exit by itself; one that starts serving is stopped (and fails the test on its code).
      child.stdout.on('data', () => child.kill('SIGTERM'));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(
      /^dossier: TRUST_PROXY must be true, false, a hop count from 1 to 32, or a comma-separated list of proxy addresses and CIDR networks .*"10\.0\.0\.0\/33" is not an address or network/,
    );
  });
});
