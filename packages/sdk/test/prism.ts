// Starts the Prism mock of the contract (scripts/prism.mjs) from TypeScript tests.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface PrismMock {
  /** The mock's origin. */
  url: string;
  /** Where the API lives on the mock: `/api/v1`, as on the server (`npm run mock`, scripts/mock.mjs). */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The repository root (…/packages/sdk/test → …). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function startPrism(): Promise<PrismMock> {
  // A computed specifier: scripts/mock.mjs is plain JS outside this package, loaded at run time only. The same
  // mock as `npm run mock`, on a free port.
  const href = pathToFileURL(path.join(repoRoot, 'scripts/mock.mjs')).href;
  const mod = (await import(href)) as { startMock: (o?: { timeoutMs?: number }) => Promise<PrismMock> };
  return mod.startMock({ timeoutMs: 45_000 });
}
