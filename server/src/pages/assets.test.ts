// The built assets over a real socket (so no client tidies a path before the server sees it): the manifest's
// files with their types and a year of caching, and nothing else, whatever the path says.
import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { ASSET_PREFIX, Assets, AssetsNotBuiltError, IMMUTABLE, PUBLIC_DIR, asset, builtAssets } from './assets.js';

let t: TestApp;
let port: number;
let manifest: Record<string, string>;

beforeAll(async () => {
  builtAssets(); // fails here, saying how to build them, when the web assets are not built
  manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, 'manifest.json'), 'utf8'));
  t = await makeApp({}, { startJobs: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends exactly this request line and reads the answer's status, headers and body. */
function raw(
  target: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n`),
    );
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (d) => (data += d));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = data.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

describe('the asset manifest', () => {
  it('names the script of every page and the one stylesheet, under content-hashed names', () => {
    expect(manifest).toMatchObject({
      'closed.js': expect.stringMatching(/^closed\.[A-Z0-9]{8}\.js$/),
      'sign.js': expect.stringMatching(/^sign\.[A-Z0-9]{8}\.js$/),
      'pdf.worker.js': expect.stringMatching(/^pdf\.worker\.[A-Z0-9]{8}\.js$/),
      'styles.css': expect.stringMatching(/^styles\.[A-Z0-9]{8}\.css$/),
    });
    expect(asset('closed.js')).toBe(`${ASSET_PREFIX}${manifest['closed.js']}`);
    expect(asset('styles.css')).toBe(`${ASSET_PREFIX}${manifest['styles.css']}`);
    expect(() => asset('viewer.js')).toThrow(/no asset "viewer.js" in .*manifest.json \(has: .*closed.js/);
  });

  it('when it is missing, says how to build the assets', () => {
    expect(() => Assets.load(path.join(PUBLIC_DIR, 'nowhere'))).toThrow(AssetsNotBuiltError);
    expect(() => Assets.load(path.join(PUBLIC_DIR, 'nowhere'))).toThrow(
      /manifest.json is missing. Build them with `node scripts\/build.mjs packages\/web`/,
    );
  });
});

describe('GET /assets/{file}', () => {
  it('serves each built file with its type, nosniff and a year of immutable caching', async () => {
    for (const [name, type] of [
      ['closed.js', 'text/javascript; charset=utf-8'],
      ['styles.css', 'text/css; charset=utf-8'],
    ]) {
      const res = await raw(asset(name));
      expect(res.status, name).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.body).toBe(fs.readFileSync(path.join(PUBLIC_DIR, manifest[name]), 'latin1'));
    }
    const head = await raw(asset('styles.css'), 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
  });

  it('serves nothing else: no listing, no manifest, no other file, no way out of the folder', async () => {
    const js = manifest['closed.js'];
    for (const target of [
      '/assets',
      '/assets/',
      '/assets/manifest.json',
      '/assets/closed.js',
      `/assets/${js.toLowerCase()}`,
      `/assets/${js}.map`,
      '/assets/../package.json',
      '/assets/../../package.json',
      '/assets/..%2fpackage.json',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%252e%252e%252fpackage.json',
      '/assets/..%5c..%5cpackage.json',
      '/assets/....//....//package.json',
      `/assets/${js}%00.json`,
      `/assets/x/../${js}`,
      '/assets/%2fetc%2fpasswd',
      '/assets//etc/passwd',
      '/public/manifest.json',
      '/dist/public/manifest.json',
    ]) {
      const res = await raw(target);
      expect([400, 404], target).toContain(res.status);
      expect(res.headers['content-type'], target).toBe('text/html; charset=utf-8');
      expect(res.body, target).not.toMatch(/"name"|"closed.js"|root:/);
    }
  });
});
