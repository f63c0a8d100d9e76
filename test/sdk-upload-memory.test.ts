// End to end: an SDK upload streams. 24 MiB (under the server's 25 MB bound) go to the built server from a Node
// stream that makes them as they are read, and from a file on disk (fileFromPath), each in a process of its own
// that measures its live memory as the bytes go out (support/upload-memory.mjs): it must grow by a small fraction
// of the file, and the server's SHA-256 of what arrived must be the sender's.
import { spawn } from 'node:child_process';
import path from 'node:path';
import fs from 'node:fs';
import os from 'node:os';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { Dossier } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, serve, type Server } from './support/server.js';

const SIZE = 24 * 1024 * 1024;
/**
 * Buffering the file would cost all of it (as fetch's own copy of a request body did: +24 MiB here). Streamed, the
 * growth sampled is about 1 MiB, with brief peaks of 4-5 MiB while the socket waits on the server.
 */
const BOUND = SIZE / 3;

let server: Server;
let owner: Dossier;
let slug: string;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 0 });
  slug = (await owner.requests.create({ title: 'Big files', items: [{ name: 'Archive' }], openPage: true })).data.slug;
});
afterAll(async () => {
  await server?.stop();
});

interface Measured {
  receipt: { byteSize: number; sha256: string; filename: string };
  sha256: string;
  samples: number;
  /** The growth at each sample. */
  series: number[];
  sent: number;
  growth: number;
  rssGrowth: number;
}

function measure(mode: 'stream' | 'path'): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', path.join(root, 'test/support/upload-memory.mjs')], {
      cwd: path.join(root, 'test'),
      env: { ...process.env, BASE: server.base, SLUG: slug, SIZE: String(SIZE), MODE: mode },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`upload-memory.mjs exited ${code}:\n${err}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as Measured);
    });
  });
}

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MiB`;

describe('streamed uploads hold a little of the file in memory, never all of it', () => {
  it.each(['stream', 'path'] as const)(
    'from a %s: 24 MiB arrive intact while live memory grows by a fraction of that',
    async (mode) => {
      const m = await measure(mode);
      console.log(
        `upload from a ${mode}: ${mb(m.sent)} sent, live memory +${mb(m.growth)} at most (rss +${mb(m.rssGrowth)}), ${m.samples} samples`,
      );
      expect(m.receipt).toMatchObject({ byteSize: SIZE, sha256: m.sha256, filename: 'big.bin' });
      // A sample per 2 MiB sent: the measure covered the whole upload.
      expect(m.samples).toBeGreaterThanOrEqual(SIZE / (2 * 1024 * 1024));
      expect(m.growth, `live memory growth per 2 MiB sent: ${m.series.map(mb).join(', ')}`).toBeLessThan(BOUND);
    },
  );
});

describe('every upload operation takes a stream', () => {
  it('documents.upload and replaceFile from fs.createReadStream (named by its path), a request upload from a web stream', async () => {
    // pdf-lib is the server's dependency, not this package's: the little of it used here, typed here.
    const { PDFDocument } = createRequire(path.join(root, 'server/package.json'))('pdf-lib') as {
      PDFDocument: { create(): Promise<{ addPage(): unknown; save(): Promise<Uint8Array> }> };
    };
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-streams-'));
    const pdf = async (pages: number) => {
      const doc = await PDFDocument.create();
      for (let i = 0; i < pages; i++) doc.addPage();
      return doc.save();
    };
    const one = path.join(dir, 'Term sheet.pdf');
    const two = path.join(dir, 'Term sheet v2.pdf');
    fs.writeFileSync(one, await pdf(1));
    fs.writeFileSync(two, await pdf(2));

    const { data: doc } = await owner.documents.upload(fs.createReadStream(one));
    expect(doc).toMatchObject({ title: 'Term sheet', pageCount: 1 });
    const { data: replaced } = await owner.documents.replaceFile(doc.id, fs.createReadStream(two));
    expect(replaced).toMatchObject({ documentId: doc.id, pageCount: 2 });

    const text = 'a note sent as a web stream\n'.repeat(1000);
    const { data: receipt } = await new Dossier({ baseUrl: server.base }).uploads.create(
      slug,
      Readable.toWeb(Readable.from([Buffer.from(text)])) as ReadableStream<Uint8Array>,
      { filename: 'note.txt', email: 'web@example.com' },
    );
    expect(receipt).toMatchObject({
      filename: 'note.txt',
      byteSize: text.length,
      sha256: createHash('sha256').update(text).digest('hex'),
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
