// Starts Prism on the bundled contract on a free port: a mock (SDK and CLI contract tests) or, given
// `upstream`, a validating proxy in front of a real server (end-to-end tests: every request and response is
// checked against the contract; violations come back in the `sl-violations` header, and as errors with
// `errors: true`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/free-port.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @returns {Promise<{ url: string, baseUrl: string, stop: () => Promise<void> }>} url is the mock's origin;
 * baseUrl is where the API lives (the mock serves the spec's paths at its root).
 */
export async function startPrism({ timeoutMs = 60_000, upstream = undefined, errors = false } = {}) {
  const port = await freePort();
  const bin = path.join(root, 'node_modules/.bin/prism');
  const spec = path.join(root, 'spec/dist/openapi.json');
  const mode = upstream ? ['proxy', spec, upstream] : ['mock', spec];
  const child = spawn(bin, [...mode, '-h', '127.0.0.1', '-p', String(port), '--errors', String(errors)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const started = Date.now();
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited early:\n${log}`);
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`prism did not start within ${timeoutMs} ms:\n${log}`);
    }
    try {
      const res = await fetch(`${url}/openapi.json`);
      await res.arrayBuffer();
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  return {
    url,
    baseUrl: url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
