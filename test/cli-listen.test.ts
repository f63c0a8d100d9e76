// End to end (issue 42): `dossier listen --forward-to` against the built server forwards each event to a local
// receiver, signed as a webhook delivery with the secret it printed, which the receiver verifies with the SDK's
// webhook helper; `dossier trigger` makes the event that reaches the listening CLI; Ctrl-C ends it cleanly.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Webhooks, type WebhookEvent } from '@dossier/sdk';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { root, serve, type Server } from './support/server.js';

const CLI = path.join(root, 'packages/cli/bin/run.js');
let server: Server;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.stop();
});

function cli(args: string[]): {
  child: ChildProcess;
  out: () => string;
  err: () => string;
  exit: Promise<number | null>;
} {
  const child = spawn(process.execPath, [CLI, ...args], {
    env: { ...process.env, DOSSIER_API_KEY: server.key!, DOSSIER_BASE_URL: server.base, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exit = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { child, out: () => out, err: () => err, exit };
}

async function until<T>(fn: () => T | undefined | null | false, what: string): Promise<T> {
  for (let i = 0; i < 6000; i++) {
    const v = fn();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

it('listen --forward-to signs each event as a delivery (verified by the SDK); trigger reaches it; Ctrl-C ends it', async () => {
  const received: { event: WebhookEvent; headers: http.IncomingHttpHeaders; raw: string }[] = [];
  let secret = '';
  const receiver = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      try {
        received.push({
          event: new Webhooks().verify(raw, req.headers as Record<string, string>, secret),
          headers: req.headers,
          raw,
        });
        res.writeHead(200).end('ok');
      } catch {
        res.writeHead(400).end('bad signature');
      }
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  const listen = cli(['listen', '--events', 'document.*,envelope.completed', '--forward-to', url]);
  try {
    secret = await until(() => /whsec_[A-Za-z0-9_-]+/.exec(listen.err())?.[0], 'the secret printed at start');
    await until(() => listen.err().includes('Listening'), 'listening');
    // The stream is open once the server answered: give the connection a moment to be made.
    await new Promise((r) => setTimeout(r, 1000));
    const trig = cli(['trigger', 'document.created', '--json']);
    expect(await trig.exit, trig.err()).toBe(0);
    const triggered = JSON.parse(trig.out()).data;
    const sample = cli(['trigger', 'envelope.completed']);
    expect(await sample.exit, sample.err()).toBe(0);
    expect(sample.out()).toContain('(a sample)');
    await until(() => received.length >= 2, 'two deliveries');
    expect(received[0].event).toMatchObject({ id: triggered.id, event: 'document.created' });
    expect(received[0].headers['x-dossier-event-id']).toBe(triggered.id);
    expect(received[1].event).toMatchObject({ event: 'envelope.completed', sample: true });
    await until(
      () =>
        listen
          .out()
          .split('\n')
          .filter((l) => l.includes('→ HTTP 200')).length >= 2,
      'receiver status printed',
    );
    expect(listen.out()).toContain(triggered.id);
    // The same secret on the next start (same key, same machine).
    const again = cli(['listen', '--forward-to', url]);
    const secret2 = await until(() => /whsec_[A-Za-z0-9_-]+/.exec(again.err())?.[0], 'the secret again');
    again.child.kill('SIGINT');
    await again.exit;
    expect(secret2).toBe(secret);
    listen.child.kill('SIGINT');
    expect(await listen.exit).toBe(0);
  } finally {
    listen.child.kill('SIGKILL');
    receiver.close();
  }
});
