// Run by sdk-upload-memory.test.ts in a process of its own (node --expose-gc), so nothing else's memory counts:
// uploads SIZE bytes to a file request's open page through the SDK, from a Node stream that makes the bytes as they
// are read (MODE=stream) or from a file on disk (MODE=path, fileFromPath), and prints one JSON line: the receipt, the
// SHA-256 of what was sent, and how much the live memory grew while the upload was going on.
//
// Memory is sampled by progress, not by time: after each STEP bytes handed to fetch, a full GC runs and, once the
// freed buffers are swept (a turn of the event loop later), the live memory is read: the heap plus the bytes of
// ArrayBuffers and Buffers (where a file's chunks live).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Dossier, fileFromPath } from '@dossier/sdk/node';

const { BASE, SLUG, SIZE, MODE } = process.env;
const size = Number(SIZE);
const CHUNK = 64 * 1024;
const STEP = 2 * 1024 * 1024;

const live = async () => {
  globalThis.gc();
  await new Promise((resolve) => setImmediate(resolve));
  const m = process.memoryUsage();
  return { live: m.heapUsed + m.arrayBuffers, rss: m.rss };
};

/** Makes `size` random bytes a chunk at a time as the reader asks, hashing them on the way. */
function madeAsRead(hash) {
  let made = 0;
  return new Readable({
    read() {
      if (made >= size) return void this.push(null);
      const chunk = randomBytes(Math.min(CHUNK, size - made));
      hash.update(chunk);
      made += chunk.length;
      this.push(chunk);
    },
  });
}

const samples = [];
let sent = 0;
let nextSample = STEP;
/** fetch, counting the request body's bytes as they go out (a pass-through, nothing kept). */
const counting = (input, init) => {
  const req = new Request(input, init);
  if (!req.body) return fetch(req);
  const body = req.body.pipeThrough(
    new TransformStream({
      async transform(chunk, c) {
        sent += chunk.byteLength;
        if (sent >= nextSample) {
          nextSample += STEP;
          samples.push(await live());
        }
        c.enqueue(chunk);
      },
    }),
  );
  // `window: null` as the SDK gives it (init is not carried by the Request): fetch then works on no copy.
  return fetch(new Request(req, { body, duplex: 'half' }), { window: null });
};

const sdk = new Dossier({ baseUrl: BASE, fetch: counting, maxRetries: 0, timeout: 600_000 });
const params = { email: 'mem@example.com', name: 'Memory' };
// Warm up: load and compile everything the upload path uses, so the baseline holds it already.
await sdk.uploads.create(SLUG, Readable.from([Buffer.from('warm up')]), { ...params, filename: 'warm.txt' });

const hash = createHash('sha256');
let source;
let dir;
if (MODE === 'path') {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-mem-'));
  const file = path.join(dir, 'big.bin');
  await pipeline(madeAsRead(hash), fs.createWriteStream(file));
  source = await fileFromPath(file);
} else {
  source = madeAsRead(hash);
}
sent = 0;
nextSample = STEP;
samples.length = 0;
const base = await live();
const { data: receipt } = await sdk.uploads.create(SLUG, source, { ...params, filename: 'big.bin' });
const after = await live();
if (dir) fs.rmSync(dir, { recursive: true, force: true });
const peak = Math.max(...samples.map((s) => s.live));
const peakRss = Math.max(...samples.map((s) => s.rss));
console.log(
  JSON.stringify({
    receipt,
    sha256: hash.digest('hex'),
    samples: samples.length,
    series: samples.map((s) => s.live - base.live),
    sent,
    growth: peak - base.live,
    rssGrowth: peakRss - base.rss,
    afterGrowth: after.live - base.live,
  }),
);
