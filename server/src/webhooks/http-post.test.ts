import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsReceiver, TEST_CA, TEST_CA_PATH, type HttpsReceiver } from '../../test/https-receiver.js';
import { AddressGuard } from './address-guard.js';
import { createWebhookDispatcher, postWebhook, USER_AGENT } from './http-post.js';
import { freePort } from '../../test/free-port.mjs';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LOOPBACK = ['127.0.0.0/8', '::1/128'];
const body = JSON.stringify({ id: 'evt_1', type: 'document.signed' });
const headers = { 'X-Dossier-Signature': 't=1,v1=abc' };

let receiver: HttpsReceiver;
const dispatchers: Agent[] = [];
function dispatcherFor(guard: AddressGuard, ca: string | null = TEST_CA): Agent {
  const d = createWebhookDispatcher(guard, ca ? { tls: { ca } } : {});
  dispatchers.push(d);
  return d;
}
const allowLoopback = new AddressGuard(LOOPBACK);
let trusted: Agent;

beforeAll(async () => {
  receiver = await startHttpsReceiver();
  trusted = dispatcherFor(allowLoopback);
});
afterEach(() => {
  receiver.requests.length = 0;
  receiver.respondWith((_req, res) => res.writeHead(200).end('ok'));
});
afterAll(async () => {
  await Promise.all(dispatchers.map((d) => d.close()));
  await receiver.close();
});

describe('postWebhook', () => {
  it('POSTs the body as JSON with our user agent and the caller headers, and reports 2xx', async () => {
    const r = await postWebhook(trusted, allowLoopback, receiver.url, body, headers);
    expect(r).toMatchObject({ status: 200, error: null });
    expect(r.durationMs).toBeGreaterThanOrEqual(0);
    expect(receiver.requests).toHaveLength(1);
    const [got] = receiver.requests;
    expect(got.method).toBe('POST');
    expect(got.path).toBe('/hook');
    expect(got.rawBody).toBe(body);
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['user-agent']).toBe(USER_AGENT);
    expect(got.headers['x-dossier-signature']).toBe('t=1,v1=abc');
  });

  it('reuses connections for later deliveries to the same receiver', async () => {
    for (let i = 0; i < 4; i++)
      expect((await postWebhook(trusted, allowLoopback, receiver.url, body, headers)).status).toBe(200);
    // Back-to-back requests may open a second socket before the first is back in the pool; never one each.
    expect(new Set(receiver.requests.map((r) => r.remotePort)).size).toBeLessThan(4);
  });

  it('reports a 500 as the status', async () => {
    receiver.respondWith((_req, res) => res.writeHead(500).end('boom'));
    expect(await postWebhook(trusted, allowLoopback, receiver.url, body, headers)).toMatchObject({
      status: 500,
      error: null,
    });
  });

  it('does not follow a redirect', async () => {
    receiver.respondWith((_req, res) => res.writeHead(302, { location: '/elsewhere' }).end());
    expect(await postWebhook(trusted, allowLoopback, receiver.url, body, headers)).toMatchObject({
      status: 302,
      error: 'redirect not followed',
    });
    expect(receiver.requests.map((r) => r.path)).toEqual(['/hook']);
  });

  it('reads only a bounded part of a huge answer', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    receiver.respondWith((_req, res) => {
      res.writeHead(200);
      // Keep writing until the client goes away: an unbounded reader would never finish.
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const r = await postWebhook(trusted, allowLoopback, receiver.url, body, headers, { timeoutMs: 5000 });
    expect(r).toMatchObject({ status: 200, error: null });
    expect(r.durationMs).toBeLessThan(5000);
  });

  it('gives up after timeoutMs when the receiver never answers', async () => {
    receiver.respondWith(() => {});
    const r = await postWebhook(trusted, allowLoopback, receiver.url, body, headers, { timeoutMs: 300 });
    expect(r).toMatchObject({ status: null, error: 'timeout after 300 ms' });
    expect(r.durationMs).toBeGreaterThanOrEqual(250);
    expect(r.durationMs).toBeLessThan(3000);
  });

  it('refuses loopback when it is not allowed — IP literal and name alike — and sends nothing', async () => {
    const strict = new AddressGuard([]);
    const d = dispatcherFor(strict);
    expect(await postWebhook(d, strict, receiver.ipUrl, body, headers)).toMatchObject({
      status: null,
      error: 'refused address: 127.0.0.1 is loopback',
    });
    const byName = await postWebhook(d, strict, receiver.url, body, headers);
    expect(byName.status).toBeNull();
    expect(byName.error).toMatch(/^refused address: localhost resolves to (127\.0\.0\.1|::1), which is loopback$/);
    expect(receiver.requests).toHaveLength(0);
  });

  it('delivers to an IP literal inside an allowed network', async () => {
    expect(await postWebhook(trusted, allowLoopback, receiver.ipUrl, body, headers)).toMatchObject({
      status: 200,
      error: null,
    });
    expect(receiver.requests).toHaveLength(1);
  });

  it('requires https', async () => {
    const r = await postWebhook(trusted, allowLoopback, receiver.url.replace('https:', 'http:'), body, headers);
    expect(r).toMatchObject({ status: null, error: 'https required' });
  });

  it('reports a refused connection as "<code>: message"', async () => {
    const port = await freePort();
    const r = await postWebhook(trusted, allowLoopback, `https://127.0.0.1:${port}/hook`, body, headers);
    expect(r.status).toBeNull();
    expect(r.error).toMatch(/^ECONNREFUSED: /);
  });

  it.skipIf(processTrustsTestCa())('fails on a certificate it does not trust, without posting', async () => {
    const untrusting = dispatcherFor(allowLoopback, null);
    const r = await postWebhook(untrusting, allowLoopback, receiver.url, body, headers);
    expect(r.status).toBeNull();
    expect(r.error).toMatch(
      /^(UNABLE_TO_VERIFY_LEAF_SIGNATURE|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN): /,
    );
    expect(receiver.requests).toHaveLength(0);
  });

  it('trusts the receiver through NODE_EXTRA_CA_CERTS, as production does (child process)', async () => {
    // NODE_EXTRA_CA_CERTS is read only at process start, so a fresh node runs the real module with it set.
    const moduleUrl = (f: string) => pathToFileURL(path.join(serverDir, 'src/webhooks', f)).href;
    const script = `
      const { AddressGuard } = await import(${JSON.stringify(moduleUrl('address-guard.ts'))});
      const { createWebhookDispatcher, postWebhook } = await import(${JSON.stringify(moduleUrl('http-post.ts'))});
      const guard = new AddressGuard(${JSON.stringify(LOOPBACK)});
      const dispatcher = createWebhookDispatcher(guard);
      const r = await postWebhook(dispatcher, guard, process.env.TARGET_URL, process.env.BODY, { 'x-test': 'child' });
      await dispatcher.close();
      process.stdout.write(JSON.stringify(r));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: serverDir,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: TEST_CA_PATH, TARGET_URL: receiver.url, BODY: body },
    });
    expect(JSON.parse(stdout)).toMatchObject({ status: 200, error: null });
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0].rawBody).toBe(body);
    expect(receiver.requests[0].headers['x-test']).toBe('child');
  });
});

/** True when this process was itself started with the fixture CA among its extra CAs. */
function processTrustsTestCa(): boolean {
  const extra = process.env.NODE_EXTRA_CA_CERTS;
  if (!extra) return false;
  try {
    return fs.readFileSync(extra, 'utf8').includes(TEST_CA.trim());
  } catch {
    return false;
  }
}
