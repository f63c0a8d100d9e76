// The runtime matrix: one small script (support/runtimes/check.mjs) run by every runtime the SDK supports against the
// built server on a real port: Node with `import` and with `require`, Deno, Bun and workerd (through miniflare), the
// last three installed from the npm registry as this package's pinned devDependencies (each ships its binary in a
// platform package: nothing is downloaded when the test runs). It lists documents, creates one twice with the same
// Idempotency-Key, pages with `for await`, catches a typed 404 and verifies a webhook delivery with verifyAsync. A
// browser bundle made by esbuild (--platform=browser) signs in Chromium through the public signing operations.
// A runtime that cannot start here is reported loudly, and under CI=true fails the run.
import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, launch, missing as noChromium } from './support/browser.js';
import { callApi, root, serve, type Server } from './support/server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const scripts = path.join(here, 'support/runtimes');
const require = createRequire(import.meta.url);
// esbuild is the workspace root's (the web package's bundler), as scripts/transpile.mjs uses it.
const esbuild = createRequire(path.join(root, 'package.json'))('esbuild') as typeof import('esbuild');

/** A binary a runtime's npm package ships in its platform package, or why there is none. */
function binary(pkg: string, platformPkg: (p: string, a: string) => string, file: string): string | Error {
  try {
    const from = createRequire(require.resolve(`${pkg}/package.json`));
    const bin = from.resolve(`${platformPkg(process.platform, process.arch)}/${file}`);
    fs.accessSync(bin, fs.constants.X_OK);
    return bin;
  } catch (err) {
    return err as Error;
  }
}

const runtimes = {
  // deno's launcher links @deno/<platform>'s binary on first use; bun's needs its postinstall (pnpm runs none), so
  // its platform package's binary is used directly.
  deno: binary('deno', () => 'deno', 'bin.cjs'),
  bun: binary('bun', (p, a) => `@oven/bun-${p}-${a === 'arm64' ? 'aarch64' : a}`, 'bin/bun'),
  workerd: workerdBinary(),
};

/** The workerd binary miniflare will start (workerd's package names its platform package's). */
function workerdBinary(): string | Error {
  try {
    const bin = (createRequire(require.resolve('miniflare/package.json'))('workerd') as { default: string }).default;
    fs.accessSync(bin, fs.constants.X_OK);
    return bin;
  } catch (err) {
    return err as Error;
  }
}
const unavailable = Object.entries(runtimes).filter(([, v]) => v instanceof Error);
for (const [name, err] of unavailable) {
  console.warn(
    `\n  ████ SKIPPED: the SDK in ${name} — it cannot start here (${(err as Error).message.split('\n')[0]}).`,
  );
  console.warn('  ████ Under CI=true this is a failure.\n');
}
if (noChromium)
  console.warn(
    `\n  ████ SKIPPED: the SDK in Chromium — no Chromium at ${CHROMIUM}. Under CI=true this is a failure.\n`,
  );

const SECRET = 'whsec_matrix_7c4e1f3b9d2a';
const event = {
  id: 'evt_matrix01',
  event: 'envelope.completed',
  createdAt: '2026-01-01T00:00:00Z',
  data: { envelope: { id: 'env_1', status: 'completed' } },
};

/** A delivery signed the way the contract says, independently of the SDK. */
function delivery() {
  const body = JSON.stringify(event);
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex');
  return {
    body,
    headers: {
      'x-dossier-event': event.event,
      'x-dossier-event-id': event.id,
      'x-dossier-timestamp': String(timestamp),
      'x-dossier-signature': signature,
    },
  };
}

function run(cmd: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { cwd: here, env: { ...process.env, ...env }, timeout: 240_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${cmd} ${args.join(' ')}: ${err.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

let server: Server;
const SEEDED = 3;

const call = (method: string, url: string, body?: unknown) => callApi(server, method, url, body);

beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
  for (let i = 0; i < SEEDED; i++)
    await call('POST', '/documents', { title: `Seeded ${i}`, markdown: `# Seeded ${i}\n` });
});
afterAll(async () => {
  await server?.stop();
});

/** A script of support/runtimes bundled as for a browser or a worker (esbuild --platform=browser): no node: import may reach it. */
async function bundle(entry: string, conditions: string[]): Promise<string> {
  const built = await esbuild.build({
    entryPoints: [path.join(scripts, entry)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    conditions,
    minify: true,
    metafile: true,
    logLevel: 'silent',
  });
  expect(Object.keys(built.metafile.inputs).filter((f) => f.startsWith('node:'))).toEqual([]);
  return built.outputFiles[0]!.text;
}

const config = (runtime: string) => ({
  runtime,
  baseUrl: server.base,
  apiKey: server.key as string,
  secret: SECRET,
  delivery: delivery(),
});

/** What every runtime must have seen (check.mjs's answer). */
function expectChecked(out: Record<string, unknown>, runtime: string) {
  expect(out.syncVerified).toMatch(
    runtime === 'workerd' ? /^DossierError: .*verifyAsync/ : new RegExp(`^${event.id}$`),
  );
  expect(out).toMatchObject({
    runtime,
    replayed: true,
    pagedOwn: true,
    verified: event.id,
    tampered: 'signature does not match',
    signature: createHmac('sha256', SECRET).update('1.x').digest('hex'),
  });
  expect(out.listed).toBe(2);
  expect(out.listRequestId).toMatch(/\S/);
  expect(out.created).toMatch(/^doc_/);
  // Pages of one: every document so far (the seeded ones, this runtime's and any an earlier runtime made).
  expect(out.paged).toBeGreaterThanOrEqual(SEEDED + 1);
  expect(out.notFound).toMatch(/^404 \w+/);
}

describe('the SDK in every runtime, against the built server', () => {
  it('Node, ES module (import)', async () => {
    const out = JSON.parse(
      await run(process.execPath, ['support/runtimes/entry.mjs'], {
        DOSSIER_MATRIX: JSON.stringify(config('node-esm')),
      }),
    );
    expectChecked(out, 'node-esm');
  });

  it('Node, CommonJS (require), with @dossier/sdk/node required too', async () => {
    const out = JSON.parse(
      await run(process.execPath, ['support/runtimes/entry.cjs'], {
        DOSSIER_MATRIX: JSON.stringify(config('node-cjs')),
      }),
    );
    expectChecked(out, 'node-cjs');
    expect(out.required).toBe('function');
  });

  it.skipIf(runtimes.deno instanceof Error)('Deno', async () => {
    const deno = runtimes.deno as string;
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-deno-'));
    const env = {
      DOSSIER_MATRIX: JSON.stringify(config('deno')),
      DENO_DIR: home,
      DENO_NO_UPDATE_CHECK: '1',
      NO_COLOR: '1',
    };
    const out = JSON.parse(
      await run(
        process.execPath,
        [deno, 'run', '--allow-env', '--allow-net', '--allow-read', 'support/runtimes/entry.mjs'],
        env,
      ),
    );
    fs.rmSync(home, { recursive: true, force: true });
    expectChecked(out, 'deno');
  });

  it.skipIf(runtimes.bun instanceof Error)('Bun', async () => {
    const out = JSON.parse(
      await run(runtimes.bun as string, ['support/runtimes/entry.mjs'], {
        DOSSIER_MATRIX: JSON.stringify(config('bun')),
      }),
    );
    expectChecked(out, 'bun');
  });

  it.skipIf(runtimes.workerd instanceof Error)(
    'workerd (Cloudflare Workers), through miniflare, from a bundle with no node: import',
    async () => {
      const code = await bundle('worker.mjs', ['workerd', 'worker']);
      const { Miniflare } = (await import('miniflare')) as typeof import('miniflare');
      const mf = new Miniflare({
        modules: true,
        script: code,
        compatibilityDate: '2025-09-01',
        bindings: { DOSSIER_MATRIX: JSON.stringify(config('workerd')) },
      });
      try {
        const res = await mf.dispatchFetch('http://worker.local/');
        const out = (await res.json()) as Record<string, unknown>;
        expect(res.status, JSON.stringify(out)).toBe(200);
        expectChecked(out, 'workerd');
      } finally {
        await mf.dispose();
      }
    },
  );

  it('every runtime of the matrix could start (under CI=true a missing one fails)', () => {
    const missingOnes = [...unavailable.map(([name]) => name), ...(noChromium ? ['chromium'] : [])];
    if (process.env.CI === 'true') expect(missingOnes).toEqual([]);
  });
});

describe.skipIf(noChromium)('the SDK in Chromium, from an esbuild --platform=browser bundle', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('signs through the public signing operations with the token only, a typed 410 after, and verifies a webhook', async () => {
    const doc = (
      await call('POST', '/documents', {
        title: 'Offer letter',
        markdown: '# Offer\n\nWelcome aboard.\n',
        recipients: [{ name: 'Ada Lovelace', email: 'ada@example.com' }],
      })
    ).data;
    await call('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: doc.recipients[0].id });
    const envelope = (await call('POST', '/envelopes', { documentId: doc.id })).data;
    const withUrls = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
    const token = withUrls.recipients[0].signingUrl.split('/sign/')[1] as string;

    const code = await bundle('browser.mjs', []);
    const origin = new URL(server.base).origin;
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // A page of the server's origin (the API answers same-origin calls), served here with the bundle in it.
    await page.route(`${origin}/__sdk-matrix`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>matrix</title><script type="module">${code}</script>`,
      }),
    );
    await page.goto(`${origin}/__sdk-matrix`);
    await page.waitForFunction(() => typeof (window as unknown as { runMatrix?: unknown }).runMatrix === 'function');
    const out = await page.evaluate(
      (cfg) => (window as unknown as { runMatrix: (c: unknown) => Promise<Record<string, unknown>> }).runMatrix(cfg),
      { baseUrl: server.base, token, secret: SECRET, delivery: delivery() },
    );
    expect(errors).toEqual([]);
    expect(out).toMatchObject({
      pending: ['consent'],
      email: 'ada@example.com',
      signed: 'signed',
      gone: '410 envelope_completed',
      verified: event.id,
      tampered: true,
    });
    expect(out.requestId).toMatch(/\S/);
  });
});
