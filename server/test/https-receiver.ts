// A real HTTPS webhook receiver for tests, serving the fixture certificate (test/fixtures/tls). Clients must
// trust test/fixtures/tls/ca.crt — via NODE_EXTRA_CA_CERTS or the dispatcher's test-only `tls.ca`.
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

const TLS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'tls');
export const TEST_CA_PATH = path.join(TLS_DIR, 'ca.crt');
export const TEST_CA = fs.readFileSync(TEST_CA_PATH, 'utf8');

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  receivedAt: Date;
  /** The client's source port: equal across requests when a connection was reused. */
  remotePort: number | undefined;
}

/** Answers one request; it must end `res` (or deliberately never answer, to test timeouts). */
export type ReceiverHandler = (req: ReceivedRequest, res: ServerResponse) => unknown;

export interface HttpsReceiver {
  /** https://localhost:<port>/hook */
  url: string;
  /** https://127.0.0.1:<port>/hook — for IP-literal cases. */
  ipUrl: string;
  port: number;
  /** Every request that arrived, in order, recorded before the handler runs. */
  requests: ReceivedRequest[];
  respondWith(handler: ReceiverHandler): void;
  close(): Promise<void>;
}

const ok: ReceiverHandler = (_req, res) => {
  res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
};

export async function startHttpsReceiver(opts: { handler?: ReceiverHandler } = {}): Promise<HttpsReceiver> {
  let handler = opts.handler ?? ok;
  const requests: ReceivedRequest[] = [];
  const server = https.createServer(
    {
      cert: fs.readFileSync(path.join(TLS_DIR, 'localhost.crt')),
      key: fs.readFileSync(path.join(TLS_DIR, 'localhost.key')),
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const record: ReceivedRequest = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          rawBody: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date(),
          remotePort: req.socket.remotePort,
        };
        requests.push(record);
        Promise.resolve()
          .then(() => handler(record, res))
          .catch(() => {
            if (!res.headersSent) res.writeHead(500);
            res.end();
          });
      });
    },
  );
  // Loopback IPv4 only. Where `localhost` also resolves to ::1, the client falls back to 127.0.0.1
  // (happy eyeballs) — but an AddressGuard must then allow both 127.0.0.0/8 and ::1/128.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://localhost:${port}/hook`,
    ipUrl: `https://127.0.0.1:${port}/hook`,
    port,
    requests,
    respondWith(fn) {
      handler = fn;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // including ones a never-answering handler left open
        server.close(() => resolve());
      }),
  };
}
