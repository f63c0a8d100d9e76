// Text in every script for the PDFs the server draws (the seal's values, the certificate pages, the watermark and
// the export): the DejaVu faces first, Noto fallback faces per script (faces.ts), runs in visual order with the
// Unicode Bidirectional Algorithm (runs.ts), HarfBuzz shaping and subsetting (harfbuzz.ts, embed.ts).
export {
  ensureFallbacks,
  fallbackFor,
  hanHint,
  loadedFallback,
  stringsIn,
  type FallbackFace,
  type FallbackKey,
} from './faces.js';
export { embedFallback } from './embed.js';
export {
  hasRtl,
  isolate,
  isRtl,
  lineLevels,
  mirrored,
  reorderLevels,
  visualRuns,
  type Direction,
  type Run,
} from './runs.js';
export { TextSetter, type DrawOptions, type FacePair } from './setter.js';
