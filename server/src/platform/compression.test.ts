// Compression of the answers: the pages' HTML and the API's JSON compressed per request above a size, in the
// encoding the client accepts (Brotli first); the built assets sent as compressed at build time, byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { PUBLIC_DIR, asset, builtAssets, precompressed } from '../pages/assets.js';
import { COMPRESS_THRESHOLD } from './compression.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({}, { startJobs: false });
});
afterAll(() => t.close());

describe('answers compressed on the fly', () => {
  it('a page: Brotli when accepted, else gzip, else as it is; Vary says so', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
    const br = await t.app.inject({ method: 'GET', url: '/docs', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);
    const gz = await t.app.inject({ method: 'GET', url: '/docs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("the API's JSON above the threshold; a small answer goes as it is", async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\.1/);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { ...bearer(t.key), 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('built assets, compressed at build time', () => {
  it('are sent as the build wrote them, in the encoding accepted, immutable', async () => {
    const file = asset('view.js').split('/').pop()!;
    for (const [accept, encoding, suffix] of [
      ['gzip, deflate, br', 'br', '.br'],
      ['gzip', 'gzip', '.gz'],
      ['identity', undefined, ''],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: asset('view.js'), headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals(fs.readFileSync(path.join(PUBLIC_DIR, file + suffix)))).toBe(true);
    }
  });

  it('reads Accept-Encoding as written: q=0 refuses a coding, * accepts any', () => {
    const f = builtAssets().file(asset('styles.css').split('/').pop()!)!;
    expect(precompressed(f, 'br;q=0, gzip')?.encoding).toBe('gzip');
    expect(precompressed(f, 'br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(precompressed(f, '*')?.encoding).toBe('br');
    expect(precompressed(f, undefined)).toBeUndefined();
  });

  it('pdf.js is a chunk of its own: the viewer and signing scripts do not carry it', () => {
    const read = (name: string) => fs.readFileSync(path.join(PUBLIC_DIR, asset(name).split('/').pop()!), 'utf8');
    expect(read('pdf.js').length).toBeGreaterThan(200_000);
    for (const page of ['view.js', 'sign.js']) {
      expect(read(page).length, page).toBeLessThan(100_000);
      expect(read(page), page).not.toContain('GlobalWorkerOptions');
    }
  });
});
