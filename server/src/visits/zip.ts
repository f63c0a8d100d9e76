// A zip streamed as it is built (yazl): each entry's bytes are produced only when the archive reaches it, so a
// room of many stamped PDFs never sits in memory at once and the first bytes leave before the last file is made.
import { PassThrough, Readable } from 'node:stream';
import type YazlModule from 'yazl';
import { lazy } from '../platform/lazy.js';

const loadYazl = lazy<typeof YazlModule>('yazl');

export interface ZipEntry {
  /** Folder path and file name inside the archive, `/`-separated (made safe and unique here). */
  path: string;
  /** The entry's content, asked for when the archive reaches it. */
  open: () => Promise<Uint8Array | NodeJS.ReadableStream>;
}

const UNSAFE = /[\\:*?"<>|\u0000-\u001f]/g;

/** A path segment that cannot climb out of the archive or hide: no separators, no `.`/`..`, trimmed, capped. */
export function safeSegment(name: string): string {
  const s = name.replace(UNSAFE, '_').replace(/\//g, '_').trim().slice(0, 150);
  return !s || s === '.' || s === '..' ? '_' : s;
}

/** Paths made unique: a repeat gets ` (2)`, ` (3)` … before its extension. */
export function uniquePaths(paths: string[]): string[] {
  const seen = new Set<string>();
  return paths.map((p) => {
    const key = (v: string) => v.toLowerCase();
    if (!seen.has(key(p))) {
      seen.add(key(p));
      return p;
    }
    const dot = p.lastIndexOf('.');
    const slash = p.lastIndexOf('/');
    const [base, ext] = dot > slash + 1 ? [p.slice(0, dot), p.slice(dot)] : [p, ''];
    let n = 2;
    while (seen.has(key(`${base} (${n})${ext}`))) n++;
    const v = `${base} (${n})${ext}`;
    seen.add(key(v));
    return v;
  });
}

/** The archive as a stream. A failure while producing an entry destroys the stream (the download is cut short). */
export function zipStream(entries: ZipEntry[], mtime = new Date()): Readable {
  const zip = new (loadYazl().ZipFile)();
  const out = new PassThrough();
  const paths = uniquePaths(entries.map((e) => e.path));
  entries.forEach((e, i) => {
    zip.addReadStreamLazy(paths[i], { mtime, compress: true }, (cb) => {
      e.open().then(
        (body) => cb(null, body instanceof Uint8Array ? Readable.from([Buffer.from(body)]) : body),
        (err) => {
          out.destroy(err instanceof Error ? err : new Error(String(err)));
          cb(err, Readable.from([]));
        },
      );
    });
  });
  zip.on('error', (err: Error) => out.destroy(err));
  zip.outputStream.on('error', (err) => out.destroy(err));
  zip.outputStream.pipe(out);
  zip.end();
  return out;
}
