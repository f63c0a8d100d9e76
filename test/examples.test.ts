// The examples in examples/ run as a reader would run them, with tsx against a local server: each must exit 0
// and do what its header says.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, missing, PATIENT } from './support/browser.js';
import { root, serve, TEST_CA_PATH, type Server } from './support/server.js';

const run = promisify(execFile);
const TLS = path.join(root, 'server/test/fixtures/tls');
const tsx = path.join(root, 'node_modules/.bin/tsx');

let server: Server;
let dir: string;
beforeAll(async () => {
  server = await serve({
    RATE_LIMIT_PER_MINUTE: '100000',
    WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
    NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
    DOSSIER_WEBHOOK_RETRY_MS: '200,500',
  });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-examples-'));
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs one example with the server's key and base URL; its output, or the failure with everything it printed. */
async function example(file: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  try {
    const r = await run(tsx, [path.join(root, 'examples', file), ...args], {
      cwd: dir,
      env: { ...process.env, DOSSIER_API_KEY: server.key!, DOSSIER_BASE_URL: server.base, ...env },
      timeout: 120_000,
    });
    return r.stdout + r.stderr;
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${file} failed: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}`);
  }
}

describe('examples run against a local server', () => {
  it('mock-dossier.ts: tests an app offline with the testing kit (defaults, a typed override, an error, a signed webhook)', async () => {
    const out = await example('mock-dossier.ts', [], { DOSSIER_BASE_URL: 'http://unused.invalid/api/v1' });
    expect(out).toMatch(/default answer: sent env_/);
    expect(out).toContain('overridden: sent env_for_test to dana@globex.example');
    expect(out).toContain('error answer: no such document doc_gone');
    expect(out).toMatch(/webhook verified: evt_/);
  });

  it('sign-and-wait.ts: sends, signs through the public namespace, hears envelope.completed on a verified HTTPS webhook, saves the PDF', async () => {
    const out = await example('sign-and-wait.ts', ['ada@example.com', '--sign'], {
      TLS_CERT: path.join(TLS, 'localhost.crt'),
      TLS_KEY: path.join(TLS, 'localhost.key'),
      PORT: '0',
      WAIT_SECONDS: '60',
    });
    expect(out).toMatch(/sent envelope env_/);
    expect(out).toContain('webhook: ada@example.com signed');
    expect(out).toMatch(/webhook: envelope completed, executed PDF sha256 [0-9a-f]{64}/);
    expect(out).not.toContain('rejected a delivery');
    const pdf = fs.readFileSync(path.join(dir, 'executed.pdf'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.includes(Buffer.from('/ByteRange'))).toBe(true); // sealed
  });

  it('send-envelope.ts: creates, adds a block and sends', async () => {
    const out = await example('send-envelope.ts', ['dana@globex.example', 'Dana Whitfield']);
    expect(out).toMatch(/sent envelope env_/);
    expect(out).toMatch(/1\. Dana Whitfield <dana@globex\.example> signer: sent/);
  });

  it('collect-files.ts: creates a request, uploads to its open page without a key, saves what arrived, closes it', async () => {
    fs.writeFileSync(path.join(dir, 'w9.pdf'), '%PDF-1.4 not really a pdf, a file all the same');
    const out = await example('collect-files.ts', ['--upload', 'w9.pdf'], { WAIT_SECONDS: '10' });
    expect(out).toMatch(/request req_\w+: upload page http:\/\/localhost:\d+\/r\/supplier-onboarding-/);
    expect(out).toContain('uploaded w9.pdf');
    expect(out).toMatch(/saved received\/w9\.pdf from accounts@supplier\.example \(sha256 [0-9a-f]{64}\)/);
    expect(fs.readFileSync(path.join(dir, 'received/w9.pdf'), 'utf8')).toContain('a file all the same');
    expect(out).toMatch(/closed req_/);
  });

  it('cli-flows.sh: the same flows with the CLI (send, sign as the signer, completed, PDF; a request, an upload, closed)', async () => {
    let out: string;
    try {
      const r = await run('bash', [path.join(root, 'examples/cli-flows.sh'), '--as-signer'], {
        cwd: dir,
        env: {
          ...process.env,
          DOSSIER_API_KEY: server.key!,
          DOSSIER_BASE_URL: server.base,
          DOSSIER: path.join(root, 'packages/cli/bin/run.js'),
          DOSSIER_CONFIG_DIR: dir,
        },
        timeout: 120_000,
      });
      out = r.stdout + r.stderr;
    } catch (e) {
      const err = e as { stdout?: string; stderr?: string; message: string };
      throw new Error(`cli-flows.sh failed: ${err.message}\n${err.stdout ?? ''}${err.stderr ?? ''}`);
    }
    expect(out).toMatch(/sent env_/);
    expect(out).toContain('signed as the signer');
    expect(out).toContain('saved executed.pdf (completed)');
    expect(fs.readFileSync(path.join(dir, 'executed.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(out).toContain('received: w9.txt from accounts@supplier.example');
    expect(out).toMatch(/closed req_/);
    expect(out).toContain('read as partner@fund.example');
    const csv = fs.readFileSync(path.join(dir, 'visits.csv'), 'utf8');
    expect(csv).toContain('partner@fund.example');
    expect(out).toMatch(/exported [1-9]\d* visit row\(s\) to visits\.csv/);
  });

  it.skipIf(missing)(
    'embedded-signing.ts: the app allows its origin, sends with delivery embedded, frames the signing page; signed in Chromium, it hears completed and checks it with the API',
    async () => {
      const child = spawn(
        tsx,
        [path.join(root, 'examples/embedded-signing.ts'), 'eve@embedded.example', 'Eve', '--once'],
        {
          cwd: dir,
          env: { ...process.env, DOSSIER_API_KEY: server.key!, DOSSIER_BASE_URL: server.base, PORT: '0' },
        },
      );
      let out = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
      const exited = new Promise<number | null>((r) => child.once('exit', r));
      const browser = await launch();
      try {
        await expect.poll(() => /open (\S+) to sign/.exec(out)?.[1], { timeout: PATIENT }).toBeDefined();
        const app = /open (\S+) to sign/.exec(out)![1];
        expect(out).toMatch(/sent envelope env_\w+ to eve@embedded\.example \(delivery embedded: no email\)/);
        const page = await browser.newPage();
        page.setDefaultTimeout(PATIENT);
        await page.goto(app);
        const frame = (await (await page.waitForSelector('iframe')).contentFrame())!;
        await frame.getByRole('checkbox', { name: /I have read the disclosure above/ }).check();
        await Promise.all([frame.waitForNavigation(), frame.getByRole('button', { name: 'Continue' }).click()]);
        const signing = (await (await page.waitForSelector('iframe')).contentFrame())!;
        await signing.getByRole('button', { name: 'Finish signing' }).click();
        await signing.getByText('Type', { exact: true }).click();
        await signing.getByRole('button', { name: 'Adopt signature' }).click();
        await page.getByRole('heading', { name: 'Signed: the order goes ahead' }).waitFor();
        expect(await exited).toBe(0);
      } finally {
        await browser.close();
        if (child.exitCode === null) child.kill();
      }
      expect(out).toMatch(/allowed http:\/\/localhost:\d+ to frame the signing page/);
      expect(out).toContain('event: dossier:ready');
      expect(out.indexOf('event: dossier:signed')).toBeLessThan(out.indexOf('event: dossier:completed'));
      expect(out).toMatch(/envelope env_\w+: completed, Eve signed/);
    },
    PATIENT,
  );

  it('share-and-export.ts: a gated link, read once through the public viewer namespace, its visits exported as CSV', async () => {
    const out = await example('share-and-export.ts', ['--visit', '--out', 'shared.csv']);
    expect(out).toMatch(/link lnk_\w+: http:\/\/localhost:\d+\/v\/\S+ \(address and password asked\)/);
    expect(out).toMatch(/read "Series A memo" as partner@fund\.example: [1-9] sections/);
    const csv = fs.readFileSync(path.join(dir, 'shared.csv'), 'utf8');
    expect(csv.split('\n')[0]).toMatch(/email/i);
    expect(csv).toContain('partner@fund.example');
    expect(out).toMatch(/exported [1-9]\d* visit row\(s\)/);
  });
});
