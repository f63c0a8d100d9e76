// The pool's worker when the server runs from its TypeScript sources (tests, tsx): worker threads do not inherit
// tsx's loader, so worker.ts is loaded through tsx's API (worker-entry.cjs picks it). The built server uses
// dist/work/worker.js.
import { tsImport } from 'tsx/esm/api';

const mod = await tsImport('./worker.ts', import.meta.url);
export default mod.default;
