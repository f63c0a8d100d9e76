// An app that has its user sign inside it: a small node:http server playing the integrator's app, whose page frames
// Dossier's signing page with @dossier/embed and lists what the page tells it. On start it allows its own origin to
// frame the workspace's pages (keeping any already allowed), sends a document to one signer with delivery
// "embedded" (so Dossier emails them nothing to sign), reads their signing URL on the server and hands it to its
// page. Open the address it prints and sign; each message the page hears is printed here too, and once the
// envelope completes the app checks it with the API (the browser's word is for the screen, the API's for the
// record). The page also offers the same link unframed, with a return URL back to the app.
//
//   DOSSIER_API_KEY=dsk_… npx tsx examples/embedded-signing.ts [signer-email] [signer-name] [--once]
//
// PORT (default 3000) is where the app listens; APP_ORIGIN (default http://localhost:PORT) the origin it allows.
// With --once it exits after the envelope completes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { APIError, Dossier } from '@dossier/sdk';

const args = process.argv.slice(2);
const once = args.includes('--once');
const [signerEmail = 'dana@globex.example', signerName = 'Dana Whitfield'] = args.filter((a) => !a.startsWith('--'));
// The built browser module of @dossier/embed (pnpm --filter @dossier/embed run build).
const bundle = createRequire(import.meta.url).resolve('@dossier/embed/dossier-embed.min.js');

// Reads DOSSIER_API_KEY and DOSSIER_BASE_URL (default http://localhost:8080/api/v1) from the environment.
const dossier = new Dossier();

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(signingUrl: string, origin: string): string {
  const unframed = `${signingUrl}?returnUrl=${encodeURIComponent(`${origin}/done`)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Acme orders: sign the supply agreement</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #eef1f5; color: #1d2433; }
  header { padding: 0.75rem 1rem; background: #1d2433; color: #fff; }
  main { max-width: 64rem; margin: 0 auto; padding: 1rem; }
  #sign { background: #fff; border-radius: 8px; overflow: hidden; }
  #events { font: 0.875rem ui-monospace, monospace; }
</style></head>
<body>
<header><strong>Acme orders</strong></header>
<main>
<h1>Sign the supply agreement</h1>
<p>Sign below without leaving the app, or <a href="${escapeAttr(unframed)}">open it on a page of its own</a> (it comes back here).</p>
<div id="sign"></div>
<h2>What the signing page said</h2>
<ol id="events"></ol>
</main>
<script type="module">
  import { mountSigning } from '/dossier-embed.js';
  const list = document.getElementById('events');
  const heard = (m) => {
    const li = document.createElement('li');
    li.textContent = JSON.stringify(m);
    list.append(li);
    if (m.type !== 'dossier:resize') fetch('/events', { method: 'POST', body: JSON.stringify(m) });
  };
  mountSigning(document.getElementById('sign'), {
    url: ${JSON.stringify(signingUrl)},
    onMessage: heard,
    onCompleted: () => document.querySelector('h1').textContent = 'Signed: the order goes ahead',
  });
</script>
</body></html>`;
}

async function main() {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 3000), resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = process.env.APP_ORIGIN ?? `http://localhost:${port}`;

  // 1. Let this app frame the workspace's signing page (once per origin; the others already allowed stay).
  const { data: embedding } = await dossier.workspace.embedding.retrieve();
  if (!embedding.allowedOrigins.includes(origin))
    await dossier.workspace.embedding.update({ allowedOrigins: [...embedding.allowedOrigins, origin] });
  console.log(`allowed ${origin} to frame the signing page`);

  // 2. A document for one signer who signs in the app: delivery "embedded", so no signing email goes to them.
  const { data: doc } = await dossier.documents.create({
    title: 'Supply agreement - Acme and Globex',
    markdown: '# Supply agreement\n\nGlobex supplies the goods of each order within ten working days.\n',
    recipients: [{ name: signerName, email: signerEmail, delivery: 'embedded' }],
  });
  await dossier.documents.addSignatureBlock(doc.id, { email: signerEmail, heading: 'For Globex Inc.' });
  const { data: sent } = await dossier.envelopes.send({ documentId: doc.id });
  console.log(`sent envelope ${sent.id} to ${signerEmail} (delivery embedded: no email)`);

  // 3. Their signing URL, read on the server. It is a capability: this page is for that signer alone.
  const { data: withLinks } = await dossier.envelopes.retrieve(sent.id, { include: 'signingUrls' });
  const signingUrl = withLinks.recipients[0].signingUrl!;

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', origin);
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(signingUrl, origin));
    } else if (req.method === 'GET' && url.pathname === '/dossier-embed.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(fs.readFileSync(bundle));
    } else if (req.method === 'GET' && url.pathname === '/done') {
      // Where the unframed page comes back: ?event=signed|completed|declined|ended&envelopeId=…
      console.log(`back from the signing page: event=${url.searchParams.get('event')}`);
      res.writeHead(302, { location: '/' }).end();
    } else if (req.method === 'POST' && url.pathname === '/events') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        res.writeHead(204).end();
        const m = JSON.parse(body) as { type: string };
        console.log(`event: ${m.type} ${body}`);
        if (m.type === 'dossier:completed') void confirm(sent.id);
      });
    } else res.writeHead(404).end();
  });
  console.log(`open ${origin}/ to sign inside the app`);

  // 4. The record: the API says whether it is complete (a webhook, envelope.completed, says it too).
  async function confirm(envelopeId: string) {
    const { data: envelope } = await dossier.envelopes.retrieve(envelopeId);
    console.log(
      `envelope ${envelope.id}: ${envelope.status}, ${envelope.recipients[0].name} ${envelope.recipients[0].status}`,
    );
    if (once && envelope.status === 'completed') process.exit(0);
  }
}

main().catch((err: unknown) => {
  if (err instanceof APIError) console.error(`${err.name}: ${err.message} [${err.code}]`);
  else console.error(err);
  process.exit(1);
});
