// End to end: the built server started the way an operator starts it (`npm run serve`), over a real port,
// on the embedded database in a fresh DATA_DIR.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../server/test/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-e2e-'));
const KEY = /dsk_[A-Za-z0-9_-]{20,}/g;

interface Server {
  child: ChildProcess;
  base: string;
  output: () => string;
  stop: () => Promise<void>;
}

async function serve(): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn('npm', ['run', '-s', 'serve'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (!output.includes('Dossier is serving')) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 100)); // let the key line arrive with the banner
  return {
    child,
    base: `http://127.0.0.1:${port}/api/v1`,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid!, 'SIGTERM'); // npm runs the server as its child: signal the group
      await exited;
    },
  };
}

let first: Server;
let key: string;

beforeAll(async () => {
  first = await serve();
  key = first.output().match(KEY)?.[0] ?? '';
});
afterAll(async () => {
  await first.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run serve', () => {
  it('prints an all-scopes key once on an empty database and serves the API with it', async () => {
    expect(first.output().match(KEY)).toHaveLength(1);
    const res = await fetch(`${first.base}/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    const me = (await res.json()) as { data: { scopes: string[]; name: string } };
    expect(me.data.scopes).toHaveLength(12);
    expect(me.data.name).toBe('Default workspace');
    expect(fs.existsSync(path.join(dataDir, 'dossier.db'))).toBe(true);
  });

  it('serves its contract without a key, identical to the bundled spec', async () => {
    const res = await fetch(`${first.base}/openapi.json`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
  });

  it('answers an operation that is not built yet with 501 over a real socket', async () => {
    // Whichever GET operation the server's own /docs page still marks as not built (none, once all are).
    const docs = await (await fetch(`${first.base.replace(/\/api\/v1$/, '')}/docs`)).text();
    const todo = [
      ...docs.matchAll(/<tr id="(\w+)" data-built="false"><td><code>GET<\/code><\/td><td><code>([^<]+)<\/code>/gi),
    ].map(([, id, p]) => ({ id, path: p }));
    if (todo.length === 0) {
      expect(docs).toMatch(/All \d+ operations are built\./);
      return;
    }
    const { id, path: p } = todo[0];
    const res = await fetch(`${first.base}${p.replace(/\{[^}]+\}/g, 'x')}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({
      requestId: expect.any(String),
      error: `operation ${id} is not implemented yet`,
      code: 'not_implemented',
    });
  });

  it('keeps its keys across a restart and does not print a new one', async () => {
    await first.stop();
    const again = await serve();
    try {
      expect(again.output().match(KEY)).toBeNull();
      const res = await fetch(`${again.base}/me`, { headers: { authorization: `Bearer ${key}` } });
      expect(res.status).toBe(200);
    } finally {
      await again.stop();
    }
  });
});
