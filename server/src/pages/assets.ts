// The pages' built assets (packages/web → server/dist/public): the manifest lookup (asset('closed.js') →
// '/assets/closed.R5MG6IAP.js') and the files themselves, read once. Only the files the manifest names are served,
// so nothing else in that folder, or outside it, can be reached whatever the path says.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** server/dist/public, from server/src/pages (tests, tsx) and from server/dist/pages (the built server) alike. */
export const PUBLIC_DIR = fileURLToPath(new URL('../../dist/public/', import.meta.url));
export const ASSET_PREFIX = '/assets/';
/** Hashed names never change content: a browser may keep them a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

export class AssetsNotBuiltError extends Error {
  constructor(dir: string) {
    super(
      `the pages' assets are not built: ${path.join(dir, 'manifest.json')} is missing. Build them with ` +
        '`node scripts/build.mjs packages/web` (or `pnpm --filter @dossier/web run build`); `npm start` and `npm test` build them.',
    );
  }
}

export interface AssetFile {
  body: Buffer;
  type: string;
  /** The same bytes compressed at build time (file.br, file.gz), when the build wrote them. */
  br?: Buffer;
  gzip?: Buffer;
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);

export class Assets {
  /** Logical name (closed.js) → URL path (/assets/closed.R5MG6IAP.js). */
  readonly #urls = new Map<string, string>();
  /** Hashed file name → its bytes and type. */
  readonly #files = new Map<string, AssetFile>();

  private constructor(readonly dir: string) {}

  /** Reads the manifest and every file it names; throws AssetsNotBuiltError when there is no manifest. */
  static load(dir = PUBLIC_DIR): Assets {
    const manifestPath = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestPath)) throw new AssetsNotBuiltError(dir);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, string>;
    const assets = new Assets(dir);
    for (const [name, file] of Object.entries(manifest)) {
      const type = TYPES[path.extname(file)];
      // The manifest is ours, but a name with a separator would reach outside the folder: refuse to start.
      if (!type || path.basename(file) !== file)
        throw new Error(`${manifestPath}: cannot serve "${file}" (for ${name})`);
      assets.#urls.set(name, ASSET_PREFIX + file);
      const full = path.join(dir, file);
      assets.#files.set(file, {
        body: fs.readFileSync(full),
        type,
        br: readIfThere(`${full}.br`),
        gzip: readIfThere(`${full}.gz`),
      });
    }
    return assets;
  }

  /** The URL of a built asset by its logical name; throws naming it when the build has no such asset. */
  url(name: string): string {
    const url = this.#urls.get(name);
    if (!url)
      throw new Error(
        `no asset "${name}" in ${path.join(this.dir, 'manifest.json')} (has: ${[...this.#urls.keys()].join(', ')})`,
      );
    return url;
  }

  /** A served file by its hashed name (the last segment of its URL), or undefined. */
  file(name: string): AssetFile | undefined {
    return this.#files.get(name);
  }
}

let loaded: Assets | undefined;

/** The built assets, loaded on first use (a missing build is retried, so building while serving works). */
export function builtAssets(): Assets {
  loaded ??= Assets.load();
  return loaded;
}

/** asset('closed.js') → '/assets/closed.R5MG6IAP.js'. */
export function asset(name: string): string {
  return builtAssets().url(name);
}

/** The build's compressed copy the request accepts (Brotli first), or none. */
export function precompressed(
  file: AssetFile,
  acceptEncoding: string | undefined,
): { encoding: 'br' | 'gzip'; body: Buffer } | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*q=/),
      )
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([coding]) => coding),
  );
  const accepts = (coding: string) => accepted.has(coding) || accepted.has('*');
  if (file.br && accepts('br')) return { encoding: 'br', body: file.br };
  if (file.gzip && accepts('gzip')) return { encoding: 'gzip', body: file.gzip };
  return undefined;
}

/**
 * GET /assets/{file}: a file the manifest names, cached for a year (compressed as the build wrote it when the
 * browser accepts that, never again per request); anything else is the 404 page.
 */
export function assetRoutes(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${ASSET_PREFIX}:file`, { compress: false }, async (req, reply) => {
    const file = builtAssets().file(req.params.file);
    if (!file) return reply.callNotFound();
    reply.header('cache-control', IMMUTABLE).type(file.type);
    if (!file.br && !file.gzip) return reply.send(file.body);
    reply.header('vary', 'accept-encoding');
    const packed = precompressed(file, req.headers['accept-encoding']);
    if (!packed) return reply.send(file.body);
    return reply.header('content-encoding', packed.encoding).send(packed.body);
  });
}
