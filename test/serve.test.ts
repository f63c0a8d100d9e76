// End to end: the built server started the way an operator starts it (`npm run serve`), over a real port.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let child: ChildProcess;
let base: string;
let key: string;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}/api/v1`;
  child = spawn('npm', ['run', '-s', 'serve'], { cwd: root, env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 30_000;
  while (!/dsk_[A-Za-z0-9_-]{20,}/.test(output)) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  key = /dsk_[A-Za-z0-9_-]{20,}/.exec(output)![0];
});

afterAll(async () => {
  // npm runs the server as its child: signal the whole process group.
  if (child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  }
});

describe('npm run serve', () => {
  it('prints an all-scopes key once and serves the API with it', async () => {
    const res = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-ratelimit-limit')).toBe('120');
    const me = (await res.json()) as { data: { scopes: string[] } };
    expect(me.data.scopes).toHaveLength(12);
    expect(output.match(/dsk_[A-Za-z0-9_-]{20,}/g)).toHaveLength(1);
  });

  it('serves its contract without a key, identical to the bundled spec', async () => {
    const res = await fetch(`${base}/openapi.json`);
    expect(res.status).toBe(200);
    const served = await res.text();
    const fs = await import('node:fs');
    expect(served).toBe(fs.readFileSync(path.join(root, 'spec/dist/openapi.json'), 'utf8'));
  });

  it('answers an operation that is not built yet with 501 over a real socket', async () => {
    const res = await fetch(`${base}/documents`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ error: 'operation listDocuments is not implemented yet', code: 'not_implemented' });
  });

});
