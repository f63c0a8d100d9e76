#!/usr/bin/env node
// `npm run bench:stall [-- --engine sqlite|postgres|both --pages 3000 --chars 500000]`: does one heavy request stall
// the others? A light probe (`GET /me`, one at a time, one every 20 ms) runs before and during each heavy request:
//   - POST /documents with a 500,000-character Markdown body
//   - exporting that document to PDF
//   - reading a 3,000-page PDF through a link with the watermark on (one reader; then two at once; then a re-read)
//   - PNG bombs (header 4000×4000, then 2000×2000 within the pixel ceiling; data inflating to ~700 MB) at
//     POST /public/signing/{token}/sign
// and prints, per phase, the probe's p50 / p99 / max, each heavy request's status and time, and the server's peak
// RSS during the phase. Goal: while heavy work runs, p99 under 100 ms and max under 300 ms, every legitimate heavy
// request answered 2xx (the bomb 422), the second concurrent reader no slower than the first.
//
// Then one tenant floods the pool while a quiet workspace exports a small document (--quiet, 5, times one after the
// other), retrying a 503 after its retry-after as a client does (giving up after 60 s); printed: each export's wait (first try to answer) and the
// 503s it met. Floods: workspace `bench` keeps --flood (36) 500,000-character creates in flight; then one address keeps
// 34 hostile verifies in flight (a 4.6 MB PDF: one 4 MB signature span, its /ByteRange written 20,000 times). Each
// flooding request is sent again 2 s after its answer. Goal: the quiet workspace's export waits about one job's
// length at most, with no 503. `--flood-only` runs just these phases, `--floods creates` or `verify` just one flood.
//
// Runs the BUILT server as an operator does (server/dist/main.js); PostgreSQL via DOSSIER_TEST_POSTGRES_URL.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createDeflate } from 'node:zlib';
import { pngFile } from '../server/test/png.mjs';
import { benchKey, createTempDatabase, serverRequire, startDossier, tempDir } from './support.mjs';

const { values: opts } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    pages: { type: 'string', default: '3000' },
    chars: { type: 'string', default: '500000' },
    flood: { type: 'string', default: '36' },
    quiet: { type: 'string', default: '5' },
    'flood-only': { type: 'boolean', default: false },
    floods: { type: 'string', default: 'creates,verify' },
  },
});
const { Agent } = serverRequire('undici');
const { PDFDocument, StandardFonts } = serverRequire('pdf-lib');

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : NaN;
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const f0 = (n) => (Number.isFinite(n) ? n.toFixed(0) : '-');

/** Markdown of about `chars` characters: headings, paragraphs, lists, a table now and then. */
function longMarkdown(chars) {
  const parts = ['# A long memorandum\n'];
  let n = parts[0].length;
  for (let i = 1; n < chars; i++) {
    const block =
      i % 10 === 0
        ? `## Section ${i / 10}\n`
        : i % 7 === 0
          ? `- item one of list ${i} with **bold** words\n- item two with a [link](https://example.com/${i})\n- item three, *emphasis*\n`
          : i % 13 === 0
            ? `| Term | Value |\n|---|---|\n| rate ${i} | ${i}% |\n| cap | ${i * 10} |\n`
            : `Paragraph ${i}. The parties agree to the terms in this clause, which bind them from the date of signature; ${'each obligation survives termination. '.repeat(4)}\n`;
    parts.push(block);
    n += block.length + 1;
  }
  return parts.join('\n').slice(0, chars);
}

async function manyPagePdf(pages) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++)
    doc
      .addPage([612, 792])
      .drawText(`Page ${p}: the data room copy of the agreement`, { x: 72, y: 700, size: 12, font });
  return Buffer.from(await doc.save());
}

/** A PNG whose header says width×height RGBA and whose data inflates to ~700 MB of zeros (under 1 MB of file). */
async function pngBomb(width, height) {
  const deflate = createDeflate({ level: 9 });
  const out = [];
  deflate.on('data', (d) => out.push(d));
  const done = new Promise((r) => deflate.on('end', r));
  const zeros = Buffer.alloc(16 * 1024 * 1024);
  for (let i = 0; i < 44; i++) if (!deflate.write(zeros)) await new Promise((r) => deflate.once('drain', r));
  deflate.end();
  await done;
  const png = pngFile(width, height, Buffer.concat(out));
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A PDF no sealed PDF resembles: one signature whose contents span `spanMb` MB of hex, its /ByteRange written `entries` times. */
function hostileSealPdf(spanMb, entries) {
  const head = Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Contents ',
  );
  const b = head.length;
  const c = b + spanMb * 1024 * 1024 + 2;
  const entry = Buffer.from(`/ByteRange [0 ${b} ${c} 0]\n`);
  return Buffer.concat([
    head,
    Buffer.from('<'),
    Buffer.alloc(spanMb * 1024 * 1024, '0'),
    Buffer.from('>\n'),
    Buffer.concat(Array.from({ length: entries }, () => entry)),
    Buffer.from('>>\nendobj\n%%EOF\n'),
  ]);
}

/** Peak RSS of a process since the last reset (Linux: VmHWM, reset by writing 5 to clear_refs). */
function peakRss(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}
function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function runEngine(engine, inputs) {
  const cleanups = [];
  const env = { DATABASE_URL: '', REDIS_URL: '', RATE_LIMIT_PER_MINUTE: '1000000' };
  try {
    if (engine === 'postgres') {
      const db = await createTempDatabase('stall');
      cleanups.push(db.drop);
      env.DATABASE_URL = db.url;
    }
    const dataDir = tempDir('stall');
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    const dossier = await startDossier(env);
    cleanups.push(dossier.stop);
    const key = benchKey(env);
    const keyed = { authorization: `Bearer ${key}` };
    // the probe and each heavy request on their own connections, as separate clients
    const probeAgent = new Agent({ connections: 1 });
    const agents = Array.from(
      { length: 3 },
      () => new Agent({ connections: 1, headersTimeout: 600_000, bodyTimeout: 600_000 }),
    );
    cleanups.push(async () => Promise.all([probeAgent, ...agents].map((a) => a.close())));
    const call = async (method, p, body, headers = {}, agent = agents[0]) => {
      const raw = Buffer.isBuffer(body);
      const res = await fetch(dossier.origin + p, {
        method,
        dispatcher: agent,
        headers: { ...(body && !raw ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? (raw ? body : JSON.stringify(body)) : undefined,
      });
      const buf = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? '';
      return {
        status: res.status,
        body: type.includes('json') ? JSON.parse(buf.toString('utf8')) : buf,
        headers: res.headers,
      };
    };
    const ok = (r, what) => {
      if (r.status >= 300) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body).slice(0, 300)}`);
      return r.body;
    };

    // set-up (not measured): a 3,000-page PDF behind a watermarked public link, an envelope with one signer
    const pdfDoc = ok(
      await call('POST', '/api/v1/documents/upload', inputs.pdf, {
        ...keyed,
        'content-type': 'application/pdf',
        'x-filename': 'room.pdf',
      }),
      'upload',
    ).data;
    const link = ok(
      await call(
        'POST',
        '/api/v1/links',
        { documentId: pdfDoc.id, name: 'Room', isPublic: true, watermark: true },
        keyed,
      ),
      'link',
    ).data;
    // two more links with their own watermark text: their readers each need their own stamped copy
    const others = [];
    for (const who of ['two', 'three'])
      others.push(
        ok(
          await call(
            'POST',
            '/api/v1/links',
            {
              documentId: pdfDoc.id,
              name: `Room ${who}`,
              isPublic: true,
              watermark: true,
              watermarkConfig: { text: `Reader ${who} · {date}` },
            },
            keyed,
          ),
          'link',
        ).data,
      );
    const visit = async (l = link) =>
      ok(await call('POST', `/api/v1/public/links/${l.url.split('/v/')[1]}/visits`, {}), 'visit').data;
    const small = ok(
      await call('POST', '/api/v1/documents/upload', inputs.smallPdf, {
        ...keyed,
        'content-type': 'application/pdf',
        'x-filename': 'c.pdf',
      }),
      'upload',
    ).data;
    const { recipients } = ok(
      await call(
        'PATCH',
        `/api/v1/documents/${small.id}`,
        { recipients: [{ name: 'Sam Signer', email: 'sam@example.com' }] },
        keyed,
      ),
      'recipients',
    ).data;
    ok(
      await call(
        'PUT',
        `/api/v1/documents/${small.id}/fields`,
        {
          fields: [
            { recipientId: recipients[0].id, type: 'signature', page: 1, x: 72, y: 600, width: 200, height: 50 },
          ],
        },
        keyed,
      ),
      'fields',
    );
    const envelope = ok(await call('POST', '/api/v1/envelopes', { documentId: small.id }, keyed), 'envelope').data;
    const token = ok(
      await call('GET', `/api/v1/envelopes/${envelope.id}?include=signingUrls`, undefined, keyed),
      'envelope',
    ).data.recipients[0].signingUrl.split('/sign/')[1];
    ok(await call('POST', `/api/v1/public/signing/${token}/consent`, { accepted: true }), 'consent');

    // the probe: one GET /me at a time, started every 20 ms (or as soon as the previous one answers)
    let phase = null;
    const samples = new Map();
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t0 = performance.now();
        const res = await fetch(`${dossier.origin}/api/v1/me`, { dispatcher: probeAgent, headers: keyed });
        await res.arrayBuffer();
        const took = performance.now() - t0;
        if (phase) samples.get(phase).push(took);
        await sleep(Math.max(0, 20 - took));
      }
    })();

    const rows = [];
    const measure = async (name, heavy) => {
      samples.set(name, []);
      const peakKnown = resetPeak(dossier.pid);
      phase = name;
      const t0 = performance.now();
      const results = await heavy();
      const wall = performance.now() - t0;
      phase = null;
      const probeTimes = samples.get(name);
      rows.push({ name, probes: probeTimes, results, wall, peak: peakKnown ? peakRss(dossier.pid) : NaN });
      await sleep(300);
      return results;
    };
    const timed = async (what, fn) => {
      const t0 = performance.now();
      const r = await fn();
      return { what, status: r.status, ms: performance.now() - t0, body: r.body };
    };

    await measure('idle (baseline, 2 s)', async () => {
      await sleep(2000);
      return [];
    });
    if (!opts['flood-only']) await heavyPhases();
    async function heavyPhases() {
      const [created] = await measure(
        `create: ${inputs.markdown.length.toLocaleString('en-US')}-char Markdown`,
        async () => [
          await timed('POST /documents', () =>
            call('POST', '/api/v1/documents', { title: 'Long memo', markdown: inputs.markdown }, keyed),
          ),
        ],
      );
      const docId = created.body?.data?.id;
      await measure('export that document to PDF', async () => [
        await timed('GET /documents/{id}/export?format=pdf', () =>
          call('GET', `/api/v1/documents/${docId}/export?format=pdf`, undefined, keyed),
        ),
      ]);
      const readFile = async (v, agent) =>
        call(
          'GET',
          `/api/v1/public/visits/${v.visitId}/documents/${pdfDoc.id}/file`,
          undefined,
          { 'x-visit-token': v.token },
          agent,
        );
      const [v1, v2, v3] = [await visit(), await visit(others[0]), await visit(others[1])];
      await measure(`read ${inputs.pages}-page PDF, watermarked (1 reader)`, async () => [
        await timed('GET …/file (reader 1)', () => readFile(v1, agents[0])),
      ]);
      await measure(`read ${inputs.pages}-page PDF, watermarked (2 other watermarks at once)`, async () =>
        Promise.all([
          timed('GET …/file (reader 2)', () => readFile(v2, agents[1])),
          timed('GET …/file (reader 3)', () => readFile(v3, agents[2])),
        ]),
      );
      await measure('re-read by reader 1 (kept copy)', async () => [
        await timed('GET …/file (reader 1 again)', () => readFile(v1, agents[0])),
      ]);
      await measure('PNG bomb at sign (4000×4000, ~700 MB inflated)', async () => [
        await timed('POST /public/signing/{token}/sign', () =>
          call('POST', `/api/v1/public/signing/${token}/sign`, {
            values: {},
            signature: { type: 'drawn', image: inputs.bomb },
          }),
        ),
      ]);
      await measure('PNG bomb at sign (2000×2000 declared, ~700 MB inflated)', async () => [
        await timed('POST /public/signing/{token}/sign', () =>
          call('POST', `/api/v1/public/signing/${token}/sign`, {
            values: {},
            signature: { type: 'drawn', image: inputs.bombWithin },
          }),
        ),
      ]);
    }

    // one tenant floods; the quiet workspace's small export, --quiet times, each retried on 503 (given up after 60 s)
    const quiet = { authorization: `Bearer ${benchKey(env, 'quiet')}` };
    const quietDoc = ok(
      await call('POST', '/api/v1/documents', { title: 'Quiet memo', markdown: longMarkdown(3000) }, quiet),
      'quiet create',
    ).data;
    const quietExports = async () => {
      const out = [];
      for (let i = 0; i < Number(opts.quiet); i++) {
        await sleep(1000);
        const t0 = performance.now();
        let busy = 0;
        let r;
        for (;;) {
          r = await call('GET', `/api/v1/documents/${quietDoc.id}/export?format=pdf`, undefined, quiet, agents[1]);
          if (r.status !== 503 || performance.now() - t0 > 60_000) break;
          busy++;
          await sleep(Number(r.headers.get('retry-after') ?? 2) * 1000);
        }
        out.push({
          what: `quiet workspace's export ${i + 1} (${busy} × 503 first)`,
          status: r.status,
          ms: performance.now() - t0,
          body: r.body,
          busy,
        });
      }
      return out;
    };
    /** `n` requests kept in flight, each sent again 2 s after its answer, until stopped; resolves once they have all stopped. */
    const flood = (n, send) => {
      let on = true;
      const counts = {};
      const loops = Array.from({ length: n }, async () => {
        while (on) {
          const status = await send().then(
            (r) => r.status,
            () => 'error',
          );
          counts[status] = (counts[status] ?? 0) + 1;
          await sleep(2000);
        }
      });
      return { counts, stop: () => ((on = false), Promise.all(loops)) };
    };
    const floodAgent = new Agent({ connections: 64, headersTimeout: 900_000, bodyTimeout: 900_000 });
    cleanups.push(() => floodAgent.destroy().catch(() => {}));
    const floods = {
      creates: [
        `flood: ${opts.flood} × ${inputs.markdown.length.toLocaleString('en-US')}-char creates by another workspace`,
        Number(opts.flood),
        () => call('POST', '/api/v1/documents', { title: 'Flood', markdown: inputs.markdown }, keyed, floodAgent),
      ],
      verify: [
        'flood: 34 hostile verifies (4.6 MB, 20,000 /ByteRange) from one address',
        34,
        () => call('POST', '/api/v1/public/verify', inputs.hostile, { 'content-type': 'application/pdf' }, floodAgent),
      ],
    };
    const chosen = opts.floods.split(',').filter(Boolean);
    for (const [i, which] of chosen.entries()) {
      const [name, n, send] = floods[which];
      const f = flood(n, send);
      await sleep(3000); // the flood fills the pool first
      let results;
      try {
        results = await measure(name, quietExports);
      } catch (e) {
        void f.stop();
        throw new Error(`${name}: ${e.message}; the server's last output:\n${dossier.output().slice(-2000)}`);
      }
      const stopped = f.stop();
      // the next flood starts on an idle pool; the last one is left to the server's stop
      if (i < chosen.length - 1) await stopped;
      results.push({ what: `flooding requests answered: ${JSON.stringify(f.counts)}`, status: 0, ms: 0 });
      console.log(name);
      for (const h of results) console.log(h.status ? `    ${h.what}: ${h.status} in ${f0(h.ms)} ms` : `    ${h.what}`);
    }
    probing = false;
    await probe;

    console.log(
      `\n== ${engine === 'postgres' ? 'PostgreSQL' : 'SQLite'} (server started in ${f0(dossier.startMs)} ms) ==`,
    );
    console.log('phase'.padEnd(58) + 'probes  p50 ms  p99 ms  max ms  peak RSS');
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(58)}${String(r.probes.length).padStart(6)}${f0(pct(r.probes, 50)).padStart(8)}${f0(pct(r.probes, 99)).padStart(8)}${f0(Math.max(...r.probes)).padStart(8)}${(Number.isFinite(r.peak) ? `${f0(r.peak)} MB` : '-').padStart(10)}`,
      );
      for (const h of r.results)
        console.log(
          h.status
            ? `    ${h.what}: ${h.status} in ${f0(h.ms)} ms${h.status >= 400 ? ` (${h.body?.code}: ${String(h.body?.error).slice(0, 90)})` : ''}`
            : `    ${h.what}`,
        );
    }
    const heavy = rows.slice(1).flatMap((r) => r.probes);
    console.log(
      `while heavy work ran: probe p99 ${f0(pct(heavy, 99))} ms, max ${f0(Math.max(...heavy))} ms (goal: p99 < 100, max < 300)`,
    );
  } finally {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((e) => console.error(`cleanup: ${e.message}`));
  }
}

const engines = opts.engine === 'both' ? ['sqlite', 'postgres'] : [opts.engine];
const t0 = performance.now();
const inputs = {
  pages: Number(opts.pages),
  markdown: longMarkdown(Number(opts.chars)),
  pdf: await manyPagePdf(Number(opts.pages)),
  smallPdf: await manyPagePdf(1),
  bomb: opts['flood-only'] ? '' : await pngBomb(4000, 4000),
  bombWithin: opts['flood-only'] ? '' : await pngBomb(2000, 2000),
  hostile: hostileSealPdf(4, 20_000),
};
console.log(
  `inputs made in ${f0(performance.now() - t0)} ms: ${inputs.markdown.length} chars of Markdown, a ${inputs.pages}-page PDF of ${(inputs.pdf.length / 1048576).toFixed(1)} MB, a ${(inputs.bomb.length / 1024).toFixed(0)} KB PNG data URL`,
);
for (const engine of engines) await runEngine(engine, inputs);
