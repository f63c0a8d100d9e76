// Starts the Prism mock of the contract (scripts/prism.mjs) from TypeScript tests.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface PrismMock {
  /** The mock's origin. */
  url: string;
  /** Where the API lives on the mock (it serves the spec's paths at its root). */
  baseUrl: string;
  stop(): Promise<void>;
}

/** The repository root (…/packages/sdk/test → …). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function startPrism(): Promise<PrismMock> {
  // A computed specifier: scripts/prism.mjs is plain JS outside this package, loaded at run time only.
  const href = pathToFileURL(path.join(repoRoot, 'scripts/prism.mjs')).href;
  const mod = (await import(href)) as { startPrism: (o?: { timeoutMs?: number }) => Promise<PrismMock> };
  return mod.startPrism({ timeoutMs: 45_000 });
}
