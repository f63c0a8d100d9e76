// The browser's part of the matrix (bundled by esbuild --platform=browser): the public signing operations with a
// signing token and no key, a typed error once signed, and a webhook verified on Web Crypto.
import { Dossier, GoneError, WebhookVerificationError } from '@dossier/sdk';

window.runMatrix = async (cfg) => {
  const sdk = new Dossier({ baseUrl: cfg.baseUrl, maxRetries: 0 });
  const out = {};
  const session = await sdk.signing.retrieve(cfg.token);
  out.pending = session.data.pending;
  out.email = session.data.recipient.email;
  await sdk.signing.acceptConsent(cfg.token, { accepted: true, disclosureVersion: session.data.disclosure.version });
  const signed = await sdk.signing.sign(cfg.token, { values: {}, signature: { type: 'typed', text: 'Ada Lovelace' } });
  out.signed = signed.data.recipient.status;
  out.requestId = signed._requestId ?? null;
  const gone = await sdk.signing.retrieve(cfg.token).catch((e) => e);
  out.gone = gone instanceof GoneError ? `${gone.status} ${gone.code}` : String(gone);
  out.verified = (await sdk.webhooks.verifyAsync(cfg.delivery.body, cfg.delivery.headers, cfg.secret)).id;
  const tampered = await sdk.webhooks
    .verifyAsync(`${cfg.delivery.body} `, cfg.delivery.headers, cfg.secret)
    .catch((e) => e);
  out.tampered = tampered instanceof WebhookVerificationError;
  return out;
};
