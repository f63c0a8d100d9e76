// The worker pool over HTTP: heavy engines run off the event loop, a PNG bomb is refused without being inflated,
// a full queue answers 503 server_busy with retry-after, and a job past its budget is stopped (503 work_limit)
// while the pool keeps working; the pool's shares are fair (one workspace flooding it is refused, another's job is
// served next; one address flooding the public share leaves the rest to others). No assertion is on how fast
// anything is: the event-loop bounds are relative to the operation's own time, or generous; the fair-share tests
// hold the pool's one thread with a job they release themselves, so they depend on order only.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { deflateSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, makeApp, otherWorkspace, waitFor, type TestApp } from '../../test/helpers.js';
import {
  hostileSealPdf,
  makePdf,
  makePng,
  pngChunk,
  pngDataUrl,
  seedEnvelope,
  strokePixel,
} from '../../test/signing-support.js';
import { DISCLOSURE_VERSION } from '../envelopes/disclosure.js';
import { configureWork, runJob, stopWork, type WorkFor, workSettings } from './pool.js';

const DEFAULT_THREADS = workSettings().threads;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A PNG whose header declares width×height RGBA and whose data inflates to `inflatedMb` MB of zeros. */
function pngBomb(width: number, height: number, inflatedMb: number): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const data = deflateSync(Buffer.alloc(inflatedMb * 1024 * 1024), { level: 9 });
  return pngDataUrl(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', data),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

/** The longest the event loop was held while `fn` ran, its peak RSS growth, and its own time. */
async function watched<T>(
  fn: () => Promise<T>,
): Promise<{ result: T; maxDelayMs: number; rssGrowthMb: number; elapsedMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  h.enable();
  const t0 = performance.now();
  try {
    const result = await fn();
    return {
      result,
      maxDelayMs: h.max / 1e6,
      rssGrowthMb: (Math.max(peak, process.memoryUsage().rss) - rss0) / 1048576,
      elapsedMs: performance.now() - t0,
    };
  } finally {
    h.disable();
    clearInterval(sampler);
  }
}

const markdown = (chars: number) => {
  const para = (i: number) =>
    `Paragraph ${i}: the parties agree to the terms of this clause, with **bold** and *emphasis* and a [link](https://example.com/${i}).\n\n`;
  let md = '# Long memo\n\n';
  for (let i = 0; md.length < chars; i++) md += i % 20 === 0 ? `## Section ${i / 20}\n\n` : para(i);
  return md.slice(0, chars);
};

/** A job holding the pool's thread for `forWhom` until `open()`. */
function held(forWhom: WorkFor) {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const job = runJob('hold', { gate, ms: 120_000 }, forWhom);
  return {
    job,
    open: () => {
      Atomics.store(gate, 0, 1);
      Atomics.notify(gate, 0);
    },
  };
}

/** A request whose answer is kept once it comes (`answered` tells whether it has). */
function tracked<T>(p: Promise<T>): { p: Promise<T>; answered: () => boolean } {
  let done = false;
  void p.finally(() => (done = true)).catch(() => {});
  return { p, answered: () => done };
}

const sign = (app: TestApp, token: string, signature: unknown) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/public/signing/${token}/sign`,
    headers: { 'user-agent': 'work test' },
    payload: { values: {}, signature } as object,
  });
const consent = (app: TestApp, token: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/public/signing/${token}/consent`,
    headers: { 'user-agent': 'work test' },
    payload: { accepted: true, disclosureVersion: DISCLOSURE_VERSION },
  });

describe('the worker pool', () => {
  it('refuses a PNG bomb at sign with 422, without inflating it: no memory spike, the loop free', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    const seeded = await seedEnvelope(t, { recipients: [{ name: 'Ada', email: 'ada@x.test' }] });
    const [token] = seeded.tokens;
    expect((await consent(t, token)).statusCode).toBe(200);
    // over the pixel ceiling by its header (4000×4000), data inflating to 512 MB
    const huge = pngBomb(4000, 4000, 512);
    const first = await watched(() => sign(t!, token, { type: 'drawn', image: huge }));
    expect(first.result.statusCode).toBe(422);
    expect(first.result.json()).toMatchObject({
      code: 'unprocessable',
      details: { fields: [{ field: 'body.signature.image' }] },
    });
    expect(first.result.json().error).toMatch(/4000×4000 pixels, over the 4,000,000-pixel ceiling/);
    // within the ceiling by its header (2000×2000, 16 MB of rows) but its data inflates to 512 MB: cut at the rows
    const within = pngBomb(2000, 2000, 512);
    const second = await watched(() => sign(t!, token, { type: 'drawn', image: within }));
    expect(second.result.statusCode).toBe(422);
    expect(second.result.json().error).toMatch(/inflates past its declared 2000×2000 pixels/);
    for (const w of [first, second]) {
      expect(w.rssGrowthMb).toBeLessThan(200);
      expect(w.maxDelayMs).toBeLessThan(2000);
    }
    // nothing was recorded, and a real signature still signs (and completes: one signer)
    const ok = await sign(t, token, { type: 'drawn', image: pngDataUrl(makePng(120, 40, strokePixel)) });
    expect(ok.statusCode).toBe(200);
  }, 120_000);

  it('runs the heavy engines off the event loop: body preparation, exports, PDF inspection, watermark, seal', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    const app = t;
    // warm the pool's engines once, so what is measured below is each operation, not module loading
    await app.api('POST', '/documents', { title: 'warm', markdown: markdown(3000) });
    const cases: [string, () => Promise<{ statusCode: number }>][] = [];
    let docId = '';
    cases.push([
      'create (150,000-char Markdown)',
      async () => {
        const res = await app.api('POST', '/documents', { title: 'Long memo', markdown: markdown(150_000) });
        docId = res.json().data?.id;
        return res;
      },
    ]);
    cases.push(['export PDF', () => app.api('GET', `/documents/${docId}/export?format=pdf`)]);
    cases.push(['export DOCX', () => app.api('GET', `/documents/${docId}/export?format=docx`)]);
    const pdf = await makePdf(1500);
    let pdfId = '';
    cases.push([
      'upload and inspect a 1,500-page PDF',
      async () => {
        const res = await app.api('POST', '/documents/upload', pdf, {
          headers: { 'content-type': 'application/pdf', 'x-filename': 'room.pdf' },
        });
        pdfId = res.json().data?.id;
        return res;
      },
    ]);
    cases.push([
      'read it watermarked through a link',
      async () => {
        const link = (
          await app.api('POST', '/links', { documentId: pdfId, name: 'Room', isPublic: true, watermark: true })
        ).json().data;
        const visit = (
          await app.app.inject({
            method: 'POST',
            url: `/api/v1/public/links/${link.url.split('/v/')[1]}/visits`,
            payload: {},
          })
        ).json().data;
        return app.app.inject({
          method: 'GET',
          url: `/api/v1/public/visits/${visit.visitId}/documents/${pdfId}/file`,
          headers: { 'x-visit-token': visit.token },
        });
      },
    ]);
    for (const [what, run] of cases) {
      const w = await watched(run);
      expect(w.result.statusCode, what).toBeLessThan(300);
      // the work takes seconds; on the loop it would hold it that long. Off it, the loop answers within a fraction.
      expect(
        w.maxDelayMs,
        `${what}: loop held ${Math.round(w.maxDelayMs)} ms of ${Math.round(w.elapsedMs)} ms`,
      ).toBeLessThan(Math.max(1000, w.elapsedMs / 2));
    }
  }, 300_000);

  it('completes an envelope at the last signature: the answer, GET /envelopes/{id} and the executed PDF agree', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' });
    const seeded = await seedEnvelope(t, {
      recipients: [
        { name: 'Ada', email: 'ada@x.test' },
        { name: 'Bob', email: 'bob@x.test' },
      ],
    });
    for (const token of seeded.tokens) expect((await consent(t, token)).statusCode).toBe(200);
    const firstSign = await sign(t, seeded.tokens[0], { type: 'typed', text: 'Ada' });
    expect(firstSign.json().data.envelope.status).toBe('sent');
    const last = await watched(() =>
      sign(t!, seeded.tokens[1], { type: 'drawn', image: pngDataUrl(makePng(120, 40, strokePixel)) }),
    );
    expect(last.result.statusCode).toBe(200);
    expect(last.result.json().data.envelope.status).toBe('completed');
    // sealed in the pool: the loop stayed free while the executed PDF was built
    expect(last.maxDelayMs).toBeLessThan(Math.max(1000, last.elapsedMs / 2));
    const envelope = (
      await t.app.inject({ method: 'GET', url: `/api/v1/envelopes/${seeded.envelopeId}`, headers: bearer(t.key) })
    ).json().data;
    expect(envelope.status).toBe('completed');
    expect(envelope.completionHash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/v1/envelopes/${seeded.envelopeId}/pdf`,
      headers: bearer(t.key),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = (
      await t.app.inject({ method: 'GET', url: `/api/v1/documents/${seeded.documentId}`, headers: bearer(t.key) })
    ).json().data;
    expect(doc.status).not.toBe('locked');
  }, 120_000);

  it('answers 503 server_busy with retry-after when the queue is full, and serves the rest', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000', DOSSIER_WORK_THREADS: '1', DOSSIER_WORK_QUEUE: '1' });
    const app = t;
    const create = (i: number) => app.api('POST', '/documents', { title: `Memo ${i}`, markdown: markdown(60_000) });
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map(create));
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const r of busy) {
      expect(r.json()).toMatchObject({ code: 'server_busy' });
      expect(r.headers['retry-after']).toBe('2');
    }
    expect(answers.filter((r) => r.statusCode === 201).length).toBeGreaterThanOrEqual(2);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 503)).toBe(true);
    // nothing half-written: only the answered documents exist
    const list = (await app.api('GET', '/documents?limit=100')).json().data;
    expect(list.filter((d: { title: string }) => d.title.startsWith('Memo ')).length).toBe(
      answers.filter((r) => r.statusCode === 201).length,
    );
  }, 120_000);

  it('stops a job past its time budget (503 work_limit), replaces the worker and keeps serving', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000', DOSSIER_WORK_BUDGET_MS: '200' });
    const app = t;
    const create = (chars: number) => app.api('POST', '/documents', { title: 'Memo', markdown: markdown(chars) });
    const over = await create(300_000);
    expect(over.statusCode).toBe(503);
    expect(over.json()).toMatchObject({ code: 'work_limit' });
    expect(over.json().error).toMatch(/ran past its 200 ms budget and was stopped/);
    // below the pool threshold nothing goes to the pool; and the pool, its worker replaced, takes work again
    expect((await create(500)).statusCode).toBe(201);
    await configureWork({ budgetMs: 300_000 });
    expect((await create(5000)).statusCode).toBe(201);
  }, 120_000);

  it("counts a job's budget from when its work starts: a new worker's start and its engine's loading are not the job's", async () => {
    // A new thread takes a couple of hundred milliseconds to start and load the catalogue here, and a worker of a busy
    // machine (its threads run below the event loop's priority) can take seconds: that is not the input's cost.
    // The budget is short enough that a new thread outlasts it (192–221 ms measured quiet, more when busy) and long
    // enough that the job's reply, which follows its start message at once, is read before it ends.
    const budgetMs = 100;
    await configureWork({ threads: 1, budgetMs });
    await stopWork();
    const gate = new Int32Array(new SharedArrayBuffer(4));
    Atomics.store(gate, 0, 1);
    const began = performance.now();
    await expect(runJob('hold', { gate, ms: 0 }, 'installation')).resolves.toBe(1);
    // the first job did pay for the new thread (else this test could not fail before the budget moved)
    expect(performance.now() - began).toBeGreaterThan(budgetMs);
    // past the budget once working, the job is still stopped
    const open = new Int32Array(new SharedArrayBuffer(4));
    await expect(runJob('hold', { gate: open, ms: 5000 }, 'installation')).rejects.toMatchObject({
      code: 'work_limit',
    });
    await configureWork({ threads: DEFAULT_THREADS, budgetMs: 300_000 });
  }, 60_000);

  it("one workspace flooding the pool is refused 503 server_busy; another workspace's single job is admitted and served next", async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000', DOSSIER_WORK_THREADS: '1', DOSSIER_WORK_QUEUE: '3' });
    const app = t;
    const otherKey = await otherWorkspace(app);
    const create = (key: string, i: number) =>
      tracked(
        app.app.inject({
          method: 'POST',
          url: '/api/v1/documents',
          headers: bearer(key),
          payload: { title: `Memo ${i}`, markdown: markdown(5000) },
        }),
      );
    // the flooding workspace holds the one thread and one waiting place, then asks for six creates: the pool holds
    // four jobs (1 thread × (1 + 3)), so two are taken and four refused
    const first = held({ workspace: app.workspaceId });
    const second = held({ workspace: app.workspaceId });
    const flood = [0, 1, 2, 3, 4, 5].map((i) => create(app.key, i));
    await waitFor(() => flood.filter((r) => r.answered()).length === 4, 30_000, 'the flood refused past the pool');
    // the pool is full of the flooding workspace's work: the other workspace's create is taken all the same (the busy
    // answer goes to the flooding workspace's newest waiting create)
    const quiet = create(otherKey, 99);
    await waitFor(
      () => flood.filter((r) => r.answered()).length === 5,
      30_000,
      "the flood's newest waiting create refused",
    );
    expect(quiet.answered()).toBe(false);
    // the thread freed, the other workspace (never served) goes before the flooding one's waiting hold
    first.open();
    const answer = await quiet.p;
    expect(answer.statusCode).toBe(201);
    // ... which now holds the thread: the flooding workspace's waiting create is still waiting
    expect(flood.filter((r) => r.answered()).length).toBe(5);
    second.open();
    const answers = await Promise.all(flood.map((r) => r.p));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 503, 503, 503, 503, 503]);
    for (const r of answers.filter((x) => x.statusCode === 503)) {
      expect(r.json()).toMatchObject({ code: 'server_busy' });
      expect(r.headers['retry-after']).toBe('2');
    }
    await Promise.all([first.job, second.job]);
  }, 120_000);

  it('public verification has its own small share, by address: one address flooding it is refused, another address and the workspaces are served', async () => {
    t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000', DOSSIER_WORK_THREADS: '1', DOSSIER_WORK_QUEUE: '4' });
    const app = t;
    const verify = (pdf: Buffer, remoteAddress: string) =>
      tracked(
        app.app.inject({
          method: 'POST',
          url: '/api/v1/public/verify',
          headers: { 'content-type': 'application/pdf' },
          payload: pdf,
          remoteAddress,
        }),
      );
    const hostile = hostileSealPdf(1, 2000);
    const gate = held({ workspace: app.workspaceId });
    // one address sends four at once: two are taken (its part of the public share), two refused at once
    const flood = [0, 1, 2, 3].map(() => verify(hostile, '198.51.100.7'));
    await waitFor(() => flood.filter((r) => r.answered()).length === 2, 30_000, 'the address refused past its part');
    // another address, and a workspace's heavy work, are taken while that address waits
    const other = verify(await makePdf(1), '198.51.100.8');
    const create = tracked(
      app.app.inject({
        method: 'POST',
        url: '/api/v1/documents',
        headers: bearer(app.key),
        payload: { title: 'Memo', markdown: markdown(5000) },
      }),
    );
    gate.open();
    expect((await create.p).statusCode).toBe(201);
    const answers = await Promise.all(flood.map((r) => r.p));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([422, 422, 503, 503]);
    for (const r of answers.filter((x) => x.statusCode === 503))
      expect(r.json()).toMatchObject({ code: 'server_busy' });
    const otherAnswer = await other.p;
    expect(otherAnswer.statusCode).toBe(200);
    expect(otherAnswer.json().data.verdict).toBe('unsealed');
    await gate.job;
  }, 120_000);
});
