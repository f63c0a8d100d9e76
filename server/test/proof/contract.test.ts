// Issue 14, item 4: the contract over the whole run. The real server listens on a port with `prism proxy --errors`
// in front of it, and every request of this suite goes through Prism: the world's own making (world.ts), then, for
// every operation of spec/dist/openapi.json, keyed and public, its valid request (valid.ts) answered 2xx and, where
// it is cheap, a typical refusal (a missing id in the path: 404; ids in the body that never existed: 4xx). Prism
// checks each request and reply against the spec; whatever it reports (the `sl-violations` header, whatever the
// status, or an error of its own in place of the server's reply) is a violation. Pass: none, and the operations
// reached equal the spec's. Exceptions Prism cannot judge are explained where they are made.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPrism } from '../../../scripts/prism.mjs';
import { makeApp, type TestApp } from '../helpers.js';
import { ops, type Op } from './spec-walk.js';
import { neverId, validCall } from './valid.js';
import { buildWorld, type Call, type Reply, type World } from './world.js';

const engine = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';

// Reads first, then writes, then what ends a resource, the document last (as the fuzz suite orders them), so the
// valid request of each operation meets its resource alive.
const ENDS = /^(delete|void|decline|sign|withdraw|remove|reassign)/;
const rank = (o: Op) => (o.method === 'GET' ? 0 : o.id === 'deleteDocument' ? 3 : ENDS.test(o.id) ? 2 : 1);
const depth = (o: Op) => (rank(o) === 2 ? -o.path.split('/').length - (o.path.startsWith('/public') ? 10 : 0) : 0);
const ordered = [...ops].sort((a, b) => rank(a) - rank(b) || depth(a) - depth(b));

// Which operation a request reached: its path against each template, literal segments before parameters.
const routes = ops
  .map((o) => ({
    op: o,
    re: new RegExp(`^${o.path.replace(/\{\w+\}/g, '[^/]+')}$`),
    params: (o.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);
const opOf = (method: string, path: string) => routes.find((r) => r.op.method === method && r.re.test(path))?.op.id;

/**
 * Operations the world's valid request does not bring to a 2xx yet, for a reason of state, not of contract: each
 * is still sent through Prism (its refusal checked), but its success reply is not. To shrink: give the world what
 * each needs (an attachment field, an access code, a consent given again after withdrawConsent, an envelope not
 * yet declined, a trashed document, a PDF document on the link, field placements of the world's own ids).
 */
const NO_2XX_YET: readonly string[] = [
  'downloadEnvelopeAttachment', // no signer attachment is ever uploaded (uploadSigningAttachment below)
  'uploadSigningAttachment', // the world's envelope has no attachment field (query.fieldId)
  'signEnvelope', // the same
  'submitSigningAccessCode', // the world's signer has no access code
  'reassignRecipient', // the envelope is declined by then
  'voidEnvelope', // the same
  'downloadVisitDocumentFile', // the link's document is authored, not a PDF
  'restoreDocument', // nothing is in the trash
  'replaceDocumentFields', // the example's ids are not the PDF document's recipients and placements
  'downloadVisitDocument', // reads run before updateLink allows downloads
  'downloadVisitBulk', // the same, and the link shares one document, not a room
  'requestBulkDownloadCode', // the link shares one document, not a room
  'resendVisitVerification', // the link asks for no verification code
  'recordVisitHeartbeat', // body ids swapped by prefix: documentId is another of the world's documents
  'submitVisitFeedback', // the same
  'downloadSigningExecutedPdf', // the world's envelope is declined, never completed (signing-flow.test.ts reads the copy)
];

let t: TestApp;
let prism: Awaited<ReturnType<typeof startPrism>>;
/** A second proxy whose upstream is the server's origin, for the operations served there (the health probes). */
let originPrism: Awaited<ReturnType<typeof startPrism>>;
let world: World;
const violations: string[] = [];
/** Per operation: requests sent through Prism, and how many were answered 2xx. */
const counts = new Map<string, { sent: number; ok: number; refused: number }>();

/** Sends one request through Prism and records what it reports. */
async function viaPrism(c: Call): Promise<Reply> {
  const atOrigin = !c.url.startsWith('/api/v1');
  const path = c.url.replace(/^\/api\/v1/, '');
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.key) headers.authorization = `Bearer ${c.key}`;
  // The event stream stays open while its key is live, and Prism judges a reply once it has read it whole: it is
  // opened with a key of its own, revoked a moment later, which ends the stream (its end is tested in stream/).
  if (c.method === 'GET' && /^\/events\/stream(\?|$)/.test(path) && c.key) {
    const own = await t.keyWith(['documents:read']);
    headers.authorization = `Bearer ${own}`;
    setTimeout(() => void t.keys.verify(own).then((k) => k && t.keys.revoke(k.id)), 500);
  }
  let body: string | Buffer | undefined = c.payload;
  if (c.json !== undefined) {
    body = JSON.stringify(c.json);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${(atOrigin ? originPrism : prism).url}${path}`, { method: c.method, headers, body });
  const text = await res.text();
  const what = `${c.method} ${path.slice(0, 120)} → ${res.status}`;
  const header = res.headers.get('sl-violations');
  if (header) {
    let list: { location?: string[]; message?: string; severity?: string }[] = [];
    try {
      list = JSON.parse(header);
    } catch {
      violations.push(`${what}: ${header.slice(0, 400)}`);
    }
    for (const v of list) violations.push(`${what}: ${v.severity} ${(v.location ?? []).join('.')} ${v.message}`);
  }
  // Prism's own answer in place of the server's (a request it would not forward, a reply it refused to pass).
  if (
    (res.headers.get('content-type') ?? '').startsWith('application/problem+json') &&
    text.includes('stoplight.io/prism/errors')
  ) {
    violations.push(`${what}: Prism answered itself: ${text.slice(0, 600)}`);
  }
  const id = opOf(c.method, path.split('?')[0]);
  if (id) {
    const n = counts.get(id) ?? { sent: 0, ok: 0, refused: 0 };
    n.sent++;
    if (res.status < 300) n.ok++;
    else n.refused++;
    counts.set(id, n);
  } else violations.push(`${what}: no operation of the spec has this path`);
  const headersOut: Record<string, string> = {};
  res.headers.forEach((v, k) => {
    headersOut[k] = v;
  });
  return { status: res.status, headers: headersOut, body: text, json: () => JSON.parse(text) };
}

beforeAll(async () => {
  t = await makeApp(
    { RATE_LIMIT_PER_MINUTE: '1000000', WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' },
    { startJobs: false },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  [prism, originPrism] = await Promise.all([
    startPrism({ upstream: `${origin}/api/v1`, errors: true }),
    startPrism({ upstream: origin, errors: true }),
  ]);
  world = await buildWorld(t, t.key, 'contract', { via: viaPrism, pdf: asciiPdf(2) });
  if (world.missing.length) console.log(`[contract ${engine}] world: not made:\n  ${world.missing.join('\n  ')}`);
}, 120_000);

afterAll(async () => {
  const lines = ordered.map((o) => {
    const n = counts.get(o.id);
    return `  ${o.id.padEnd(30)} ${String(n?.sent ?? 0).padStart(3)} sent, ${String(n?.ok ?? 0).padStart(3)} 2xx, ${String(n?.refused ?? 0).padStart(3)} refused`;
  });
  const total = [...counts.values()].reduce((a, n) => a + n.sent, 0);
  console.log(
    `[contract ${engine}] through prism proxy --errors, ${counts.size} of ${ops.length} operations, ${total} requests, ${violations.length} violations:\n${lines.join('\n')}`,
  );
  await prism?.stop();
  await originPrism?.stop();
  await t?.close();
});

/**
 * A PDF of plain ASCII bytes (uncompressed, no binary marker). Prism reads every body that is not JSON as UTF-8
 * text and forwards it with the original content-length, so a binary PDF (pdf-lib's) arrives changed and short,
 * and the upload hangs; an ASCII one goes through byte for byte, and the uploads are checked like the rest.
 */
function asciiPdf(pages: number): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${4 + 2 * i} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  for (let i = 1; i <= pages; i++) {
    const text = `BT /F1 14 Tf 72 700 Td (Page ${i} of the agreement) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + 2 * (i - 1)} 0 R >>`,
    );
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
  }
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((n) => `${String(n).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'ascii');
}

const ID = /^([a-z]{2,5})_[A-Za-z0-9]{6,}$/;

/** The valid request with every world id in its path swapped for one of the same kind that never existed. */
function missingInPath(valid: Call): Call | undefined {
  let url = valid.url;
  let swapped = false;
  for (const id of Object.values(world.ids)) {
    const m = ID.exec(id ?? '');
    if (m && url.includes(`/${id}`)) {
      url = url.split(`/${id}`).join(`/${neverId(m[1])}`);
      swapped = true;
    }
  }
  return swapped ? { ...valid, url } : undefined;
}

describe(`the contract over the whole run, through prism proxy --errors (${engine})`, () => {
  for (const op of ordered) {
    it(`${op.id}: ${op.method} ${op.path}`, async () => {
      const valid = validCall(op, world, t.key);
      // The example's expiry (2025) is past and its allow-list leaves the world's viewer out: here the link stays
      // open to the visit made on it for the public operations after it. (Not in valid.ts: the isolation suite
      // counts on the expired link today; see the report.)
      if (op.id === 'updateLink')
        valid.json = {
          name: 'Renamed link',
          maxViews: 500,
          allowDownload: true,
          allowAssistant: true,
          allowFeedback: true,
        };
      const missing = missingInPath(valid);
      if (missing) {
        const r = await viaPrism(missing);
        // A delete of what is not there succeeds (idempotent, as the spec says); every other operation refuses.
        if (op.method !== 'DELETE')
          expect(r.status, `${op.id} with a missing id: ${r.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
      }
      const r = await viaPrism(valid);
      // Checked by Prism whatever its status. An operation must have been answered 2xx by now (here, or while the
      // world was made: addSignatureBlock, askVisitQuestion), but those listed in NO_2XX_YET.
      if (!NO_2XX_YET.includes(op.id) && !counts.get(op.id)?.ok)
        expect(r.status, `${op.id}: ${r.body.slice(0, 300)}`).toBeLessThan(300);
    });
  }

  it('reached every operation of the spec, each answered 2xx at least once but those of NO_2XX_YET', () => {
    expect([...counts.keys()].sort()).toEqual(ops.map((o) => o.id).sort());
    // Exactly the listed ones: one that starts to succeed must leave the list.
    expect(
      ordered
        .filter((o) => !counts.get(o.id)?.ok)
        .map((o) => o.id)
        .sort(),
    ).toEqual([...NO_2XX_YET].sort());
  });

  it('Prism reported no violation', () => {
    expect(violations).toEqual([]);
  });
});
