// Compression of answers made per request (the pages' HTML, the API's JSON): Brotli or gzip, whichever the
// client accepts, for text bodies above a size worth it. Brotli at a low quality: the highest levels cost tens
// of milliseconds a request for a few percent. The built assets are compressed once at build time and served as
// they are (pages/assets.ts turns this off on their route); file bodies (PDFs, zips, uploads) are left alone.
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes an answer goes as it is: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD = 1024;
/** Text the server writes: HTML, JSON (problem+json too), CSS, JavaScript, SVG, plain text. */
const TEXT = /^(?:text\/(?:html|plain|css|javascript|csv)|application\/(?:[\w.+-]+\+)?json|image\/svg\+xml)(?:;|$)/;

export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies are read as they are sent (an encoded upload is refused by its own rules, not inflated here).
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    customTypes: TEXT,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
