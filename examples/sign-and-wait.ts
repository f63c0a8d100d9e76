// Send a document for signature and wait for `envelope.completed` on a webhook receiver that verifies every
// delivery, then save the executed PDF.
//
//   TLS_CERT=cert.pem TLS_KEY=key.pem DOSSIER_API_KEY=dsk_… npx tsx examples/sign-and-wait.ts [signer-email] [--sign]
//
// Webhooks are delivered over HTTPS only, so the receiver serves TLS_CERT/TLS_KEY on PORT (default 3443) and
// registers RECEIVER_URL (default https://localhost:PORT/webhooks/dossier). Without `--sign` it waits for the
// signer to sign from the link they were emailed; with `--sign` it signs at once as the signer through the SDK's
// public `signing` namespace (embedded signing: no API key travels with those calls).
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { APIError, Dossier, WebhookVerificationError, type WebhookEvent } from '@dossier/sdk';

const args = process.argv.slice(2);
const signNow = args.includes('--sign');
const signerEmail = args.find((a) => !a.startsWith('--')) ?? process.env.SIGNER_EMAIL ?? 'dana@globex.example';
const out = process.env.OUT ?? 'executed.pdf';
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 600);

const dossier = new Dossier(); // DOSSIER_API_KEY, DOSSIER_BASE_URL (default http://localhost:8080/api/v1)

/** An HTTPS endpoint that verifies each delivery with the endpoint's secret and hands verified events on. */
function startReceiver(
  onEvent: (e: WebhookEvent) => void,
): Promise<{ port: number; setSecret: (s: string) => void; close: () => void }> {
  if (!process.env.TLS_CERT || !process.env.TLS_KEY)
    throw new Error('set TLS_CERT and TLS_KEY: webhooks are delivered over HTTPS only');
  let secret = '';
  const server = https.createServer(
    { cert: fs.readFileSync(process.env.TLS_CERT), key: fs.readFileSync(process.env.TLS_KEY) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        try {
          // The signature covers the raw bytes: verify before parsing anything.
          const event = dossier.webhooks.verify(Buffer.concat(chunks), req.headers, secret);
          res.writeHead(200).end();
          onEvent(event);
        } catch (err) {
          if (!(err instanceof WebhookVerificationError)) throw err;
          console.warn(`rejected a delivery: ${err.message}`);
          res.writeHead(400).end();
        }
      });
    },
  );
  return new Promise((resolve) =>
    server.listen(Number(process.env.PORT ?? 3443), () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        setSecret: (s) => (secret = s),
        close: () => server.close(),
      }),
    ),
  );
}

async function main() {
  let envelopeId = '';
  let completed!: () => void;
  const done = new Promise<void>((resolve) => (completed = resolve));
  const receiver = await startReceiver((event) => {
    if (event.event === 'recipient.signed' && event.data.envelope.id === envelopeId)
      console.log(`webhook: ${event.data.recipient.email} signed`);
    if (event.event === 'envelope.completed' && event.data.envelope.id === envelopeId) {
      console.log(`webhook: envelope completed, executed PDF sha256 ${event.data.envelope.completionHash}`);
      completed();
    }
  });
  const url = process.env.RECEIVER_URL ?? `https://localhost:${receiver.port}/webhooks/dossier`;
  const { data: hook } = await dossier.hooks.create({ url, events: ['recipient.signed', 'envelope.completed'] });
  receiver.setSecret(hook.secret!); // returned once, at creation
  console.log(`webhook endpoint ${hook.id} → ${url}`);

  try {
    const { data: doc } = await dossier.documents.create({
      title: 'Consulting agreement',
      markdown: '# Consulting agreement\n\nThe consultant provides the services described in Schedule A.\n',
      recipients: [{ name: 'Dana Whitfield', email: signerEmail, role: 'signer' }],
    });
    await dossier.documents.addSignatureBlock(doc.id, { email: signerEmail });
    const { data: envelope } = await dossier.envelopes.send({
      documentId: doc.id,
      subject: 'Please sign: consulting agreement',
    });
    envelopeId = envelope.id;
    console.log(`sent envelope ${envelope.id} to ${signerEmail}`);

    if (signNow) {
      // The signing link is the signer's capability: its last path segment is the token.
      const { data: withLinks } = await dossier.envelopes.retrieve(envelope.id, { include: 'signingUrls' });
      const token = withLinks.recipients[0].signingUrl!.split('/sign/')[1];
      const signer = new Dossier({ baseUrl: dossier.baseUrl, apiKey: undefined });
      const { data: session } = await signer.signing.retrieve(token);
      await signer.signing.acceptConsent(token, { accepted: true, disclosureVersion: session.disclosure.version });
      await signer.signing.sign(token, { values: {}, signature: { type: 'typed', text: 'Dana Whitfield' } });
      console.log('signed as the signer');
    } else {
      console.log(`waiting up to ${waitSeconds} s for ${signerEmail} to sign…`);
    }

    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no envelope.completed within ${waitSeconds} s`)), waitSeconds * 1000).unref(),
    );
    await Promise.race([done, timeout]);
    const pdf = await dossier.envelopes.downloadPdf(envelope.id);
    fs.writeFileSync(out, Buffer.from(await pdf.arrayBuffer()));
    console.log(`saved the executed PDF to ${out}`);
  } finally {
    await dossier.hooks.delete(hook.id);
    receiver.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof APIError ? `${err.name}: ${err.message} [${err.code}]` : err);
  process.exitCode = 1;
});
