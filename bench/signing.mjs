#!/usr/bin/env node
// `npm run bench:signing [-- --postgres] [-- --rounds 5]`: the signer's side of a 20-page uploaded PDF sent to 5
// signers (3 fields each: signature, name, date). Reports the time of each public sign call, the time to build and
// seal the executed PDF through the envelope domain (snapshot read, values and signatures stamped in place,
// certificate pages, PAdES seal), and the time from the last signature to the envelope reading `completed` (the
// completion job: seal, archive, envelope.completed). Runs the built server's app in process (server/dist) with a
// real SMTP server; SQLite by default, --postgres on a database made for the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTempDatabase, root, serverRequire } from './support.mjs';

const dist = (p) => import(path.join(root, 'server/dist', p));
const { loadConfig } = await dist('config.js');
const { openRuntime } = await dist('runtime.js');
const { buildApp } = await dist('app.js');
const { buildExecutedPdf } = await dist('envelopes/executed.js');
const { PDFDocument, StandardFonts } = serverRequire('pdf-lib');
const { SMTPServer } = serverRequire('smtp-server');
const { values: opts } = parseArgs({
  options: { postgres: { type: 'boolean', default: false }, rounds: { type: 'string', default: '5' } },
});

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData: (s, _x, cb) => (s.on('data', () => {}), s.on('end', () => cb())),
});
await new Promise((r) => smtp.listen(0, '127.0.0.1', r));
let databaseUrl = '';
let dropDb = async () => {};
if (opts.postgres) ({ url: databaseUrl, drop: dropDb } = await createTempDatabase('signing'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-bench-signing-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  RATE_LIMIT_PER_MINUTE: '1000000',
  DOSSIER_TICK_MS: '50',
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
});
const rt = await openRuntime(config, { poolSize: 10 });
const app = await buildApp({ config, keys: rt.keys, services: rt });
await app.ready();
await rt.start();
const ms = (t0) => performance.now() - t0;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs) =>
  `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}, n=${xs.length})`;

// A 20-page text PDF, as an uploaded contract would be.
const doc = await PDFDocument.create();
const font = await doc.embedFont(StandardFonts.Helvetica);
for (let p = 1; p <= 20; p++) {
  const page = doc.addPage([612, 792]);
  for (let l = 0; l < 40; l++)
    page.drawText(
      `${p}.${l + 1} The parties agree to the terms set out in this clause, which binds them from the date of signature.`,
      { x: 50, y: 740 - l * 17, size: 9, font },
    );
}
const PDF = Buffer.from(await doc.save());

try {
  const { key } = await rt.keys.create({
    workspace: 'bench',
    plan: 'enterprise',
    scopes: ['documents:read', 'documents:write', 'envelopes:read', 'envelopes:write'],
  });
  const call = async (method, url, payload, expected, headers = {}) => {
    const res = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${key}`, ...headers },
      payload,
    });
    if (res.statusCode !== expected) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const pub = async (method, url, payload) => {
    const res = await app.inject({ method, url: `/api/v1/public/signing/${url}`, payload });
    if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.json();
  };
  const signs = [];
  const builds = [];
  const completions = [];
  const rounds = Number(opts.rounds);
  for (let round = 0; round < rounds; round++) {
    const id = (
      await call('POST', '/documents/upload', PDF, 201, {
        'content-type': 'application/pdf',
        'x-filename': 'contract.pdf',
      })
    ).data.id;
    const people = Array.from({ length: 5 }, (_, i) => ({
      name: `Signer ${i + 1}`,
      email: `s${i + 1}.${round}@example.com`,
    }));
    const { recipients } = (await call('PATCH', `/documents/${id}`, { recipients: people }, 200)).data;
    const fields = recipients.flatMap((r, i) => [
      {
        recipientId: r.id,
        type: 'signature',
        page: 20,
        x: 50 + (i % 2) * 280,
        y: 80 + Math.floor(i / 2) * 120,
        width: 200,
        height: 40,
      },
      {
        recipientId: r.id,
        type: 'name',
        page: 20,
        x: 50 + (i % 2) * 280,
        y: 125 + Math.floor(i / 2) * 120,
        width: 200,
        height: 18,
      },
      {
        recipientId: r.id,
        type: 'date',
        page: 20,
        x: 50 + (i % 2) * 280,
        y: 146 + Math.floor(i / 2) * 120,
        width: 120,
        height: 18,
      },
    ]);
    await call('PUT', `/documents/${id}/fields`, { fields }, 200);
    const envelope = (await call('POST', '/envelopes', { documentId: id }, 201)).data;
    const urls = (
      await call('GET', `/envelopes/${envelope.id}?include=signingUrls`, undefined, 200)
    ).data.recipients.map((r) => r.signingUrl.split('/sign/')[1]);
    let lastAt = 0;
    for (const [i, token] of urls.entries()) {
      await pub('POST', `${token}/consent`, { accepted: true });
      const t0 = performance.now();
      await pub('POST', `${token}/sign`, { values: {}, signature: { type: 'typed', text: `Signer ${i + 1}` } });
      signs.push(ms(t0));
      lastAt = performance.now();
    }
    for (;;) {
      const e = (await call('GET', `/envelopes/${envelope.id}`, undefined, 200)).data;
      if (e.status === 'completed') break;
      if (performance.now() - lastAt > 60_000) throw new Error('the envelope did not complete within 60 s');
      await new Promise((r) => setTimeout(r, 5));
    }
    completions.push(ms(lastAt));
    // The build and seal alone, on the completed envelope's rows (what the completion job spends its time on).
    const row = await rt.db.kysely
      .selectFrom('envelopes')
      .selectAll()
      .where('id', '=', envelope.id)
      .executeTakeFirstOrThrow();
    const t1 = performance.now();
    const bytes = await buildExecutedPdf(rt, row, new Date().toISOString());
    builds.push(ms(t1));
    if (round === 0)
      console.log(
        `executed PDF: ${(bytes.length / 1024).toFixed(0)} KiB from a ${(PDF.length / 1024).toFixed(0)} KiB, 20-page snapshot`,
      );
  }
  console.log(`engine: ${rt.db.engine}`);
  console.log(`sign call (public POST …/sign):              ${fmt(signs)}`);
  console.log(`build + seal the executed PDF (20 p, 5 signers): ${fmt(builds)}`);
  console.log(`last signature → envelope completed:           ${fmt(completions)}`);
} finally {
  await app.close();
  await rt.close();
  await new Promise((r) => smtp.close(r));
  await dropDb();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
