// The runtime matrix's script: the same calls in every runtime (Node ESM and CommonJS, Deno, Bun, workerd), given
// the SDK as that runtime loads it. Answers what it saw, for the test to check. Plain JavaScript, no Node API.

/** @param {typeof import('@dossier/sdk')} sdk @param {{ runtime: string, baseUrl: string, apiKey: string, secret: string, delivery: { body: string, headers: Record<string, string> } }} cfg */
export async function check(sdk, cfg) {
  const { Dossier, NotFoundError, WebhookVerificationError } = sdk;
  const dossier = new Dossier({ apiKey: cfg.apiKey, baseUrl: cfg.baseUrl, maxRetries: 0 });
  const out = { runtime: cfg.runtime };

  const first = await dossier.documents.list({ limit: 2 });
  out.listed = first.data.length;
  out.listRequestId = first._requestId ?? null;

  // The same Idempotency-Key twice: the second answer is the first replayed, not a second document.
  const key = `matrix-${cfg.runtime}-${Date.now()}`;
  const body = { title: `Made in ${cfg.runtime}`, markdown: `# Made in ${cfg.runtime}\n` };
  const created = await dossier.documents.create(body, { headers: { 'idempotency-key': key } });
  const again = await dossier.documents.create(body, { headers: { 'idempotency-key': key } });
  out.created = created.data.id;
  out.replayed = again.data.id === created.data.id;

  const titles = [];
  for await (const doc of dossier.documents.list({ limit: 1 })) titles.push(doc.title);
  out.paged = titles.length;
  out.pagedOwn = titles.includes(body.title);

  try {
    await dossier.documents.retrieve('doc_0000000000');
    out.notFound = 'no error';
  } catch (err) {
    out.notFound =
      err instanceof NotFoundError ? `${err.status} ${err.code}` : `${err?.constructor?.name}: ${err?.message}`;
  }

  const event = await dossier.webhooks.verifyAsync(cfg.delivery.body, cfg.delivery.headers, cfg.secret);
  out.verified = event.id;
  try {
    await dossier.webhooks.verifyAsync(
      cfg.delivery.body.replace('completed', 'voided'),
      cfg.delivery.headers,
      cfg.secret,
    );
    out.tampered = 'accepted';
  } catch (err) {
    out.tampered = err instanceof WebhookVerificationError ? err.message : String(err);
  }
  out.signature = await sdk.computeSignatureAsync(cfg.secret, 1, 'x');
  // The synchronous verify needs node:crypto: there in Node, Bun and Deno; a worker is told to use verifyAsync.
  try {
    out.syncVerified = dossier.webhooks.verify(cfg.delivery.body, cfg.delivery.headers, cfg.secret).id;
  } catch (err) {
    out.syncVerified = `${err?.name}: ${err?.message}`;
  }
  return out;
}
