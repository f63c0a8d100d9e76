// A webhook endpoint on node:http that verifies every delivery against the endpoint's secret before trusting it.
//
//   DOSSIER_WEBHOOK_SECRET=whsec_… npx tsx examples/webhook-receiver.ts
//
// Register it with `dossier.hooks.create({ url: 'https://your.host/webhooks/dossier', events: [...] })`; the
// secret is in that response (and in `hooks.rotateSecret`). Add `--self-test` to post one signed sample
// delivery and one forged one to the running server.
import http from 'node:http';
import { Dossier, WebhookVerificationError, type WebhookEvent } from '@dossier/sdk';

const secret = process.env.DOSSIER_WEBHOOK_SECRET;
if (!secret) {
  console.error('Set DOSSIER_WEBHOOK_SECRET to the secret of your webhook endpoint.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);

// Verifying needs no API key and makes no network call.
const dossier = new Dossier();

function handle(event: WebhookEvent): void {
  // `event.event` narrows the payload type.
  switch (event.event) {
    case 'envelope.completed':
      console.log(
        `envelope ${event.data.envelope.id} completed; executed PDF hash ${event.data.envelope.completionHash}`,
      );
      break;
    case 'recipient.signed':
      console.log(`${event.data.recipient.email} signed envelope ${event.data.envelope.id}`);
      break;
    case 'link.viewed':
      console.log(`a link was viewed: ${JSON.stringify(event.data)}`);
      break;
    default:
      console.log(`${event.event} (${event.id}) at ${event.createdAt}`);
  }
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/webhooks/dossier') {
    res.writeHead(404).end();
    return;
  }
  // Collect the raw bytes: the signature covers the body exactly as sent, so verify before any JSON parsing.
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks);
    let event: WebhookEvent;
    try {
      event = dossier.webhooks.verify(rawBody, req.headers, secret, { toleranceSeconds: 300 });
    } catch (err) {
      if (err instanceof WebhookVerificationError) {
        console.warn(`rejected a delivery: ${err.message}`);
        res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid signature');
        return;
      }
      throw err;
    }
    // Answer 2xx quickly; do slow work after responding. The same event id may arrive more than once
    // (retries), so make handling idempotent on `event.id` (also in the x-dossier-event-id header).
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    handle(event);
  });
});

server.listen(port, async () => {
  console.log(`listening on http://localhost:${port}/webhooks/dossier`);
  if (!process.argv.includes('--self-test')) return;

  // Post one delivery signed the way the server signs them, and one with a tampered body.
  const sample = {
    id: 'evt_selftest1',
    event: 'ping',
    createdAt: new Date().toISOString(),
    data: { endpointId: 'hk_selftest', message: 'hello' },
  };
  const { body, headers } = dossier.webhooks.sign(sample, secret);
  const target = `http://localhost:${port}/webhooks/dossier`;
  const good = await fetch(target, { method: 'POST', headers, body });
  const bad = await fetch(target, { method: 'POST', headers, body: body.replace('hello', 'HELLO') });
  console.log(`self-test: signed delivery → ${good.status}, tampered delivery → ${bad.status}`);
  server.close();
});
