// HarfBuzz (harfbuzzjs, WebAssembly) for the fallback faces: shaping (joining, reordering, marks) and subsetting.
// fontkit's own shaper fails on Indic scripts and its CFF subsetter writes CJK fonts that viewers reject, so the
// fallback faces go through HarfBuzz for both. Loaded on the first non-Latin text only.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

type HbModule = typeof import('harfbuzzjs');

let shaper: Promise<HbModule> | undefined;
/** The shaping module (its top-level await instantiates harfbuzz.wasm once per process). */
export const loadShaper = (): Promise<HbModule> => (shaper ??= import('harfbuzzjs'));

/** One shaped glyph: its id in the full font, its advance (font units) and the text of its cluster. */
export interface ShapedGlyph {
  id: number;
  advance: number;
  cluster: number;
}

/** Shapes one run (one script) of `text`; glyphs come back in visual order (right to left runs reversed). */
export function shape(hb: HbModule, font: InstanceType<HbModule['Font']>, text: string): ShapedGlyph[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const infos = buffer.getGlyphInfos();
  const positions = buffer.getGlyphPositions();
  return infos.map((g, i) => ({ id: g.codepoint, advance: positions[i]!.xAdvance, cluster: g.cluster }));
}

// WebAssembly is a Node global the server's type libraries (no DOM) do not declare
const wasm = (
  globalThis as unknown as {
    WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: unknown } }> };
  }
).WebAssembly;

// Subsetting: the raw hb-subset exports of harfbuzz-subset.wasm (no imports, a plain instance).
interface SubsetExports {
  memory: { buffer: ArrayBuffer };
  _initialize(): void;
  malloc(n: number): number;
  free(p: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(b: number): void;
  hb_blob_get_length(b: number): number;
  hb_blob_get_data(b: number, length: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(f: number): void;
  hb_face_reference_blob(f: number): number;
  hb_set_add(set: number, v: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(i: number): void;
  hb_subset_input_glyph_set(i: number): number;
  hb_subset_input_unicode_set(i: number): number;
  hb_subset_input_set(i: number, which: number): number;
  hb_subset_input_get_flags(i: number): number;
  hb_subset_input_set_flags(i: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetter: Promise<SubsetExports> | undefined;
const loadSubsetter = () =>
  (subsetter ??= (async () => {
    const file = createRequire(import.meta.url).resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await wasm.instantiate(await readFile(file));
    const hb = instance.exports as unknown as SubsetExports;
    hb._initialize();
    return hb;
  })());

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_DROP_TABLE_TAG = 3;
const HB_SUBSET_FLAGS_RETAIN_GIDS = 0x2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (s: string) =>
  ((s.charCodeAt(0) << 24) | (s.charCodeAt(1) << 16) | (s.charCodeAt(2) << 8) | s.charCodeAt(3)) >>> 0;

/**
 * The font cut down to `glyphs`: the outlines of the glyphs drawn and nothing else; the layout tables are dropped
 * (the text is shaped). `keepIds` keeps every glyph's id (a TrueType face, drawn by glyph id); a CID-keyed CFF face
 * is drawn by CID, which its subset's charset keeps, so its glyphs are renumbered (cheaper: no empty slots).
 */
export async function subsetFont(font: Uint8Array, glyphs: Iterable<number>, keepIds: boolean): Promise<Uint8Array> {
  const hb = await loadSubsetter();
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error('hb_subset_input_create_or_fail failed');
  const ptr = hb.malloc(font.byteLength);
  new Uint8Array(hb.memory.buffer).set(font, ptr);
  const blob = hb.hb_blob_create(ptr, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const set = hb.hb_subset_input_glyph_set(input);
    for (const g of glyphs) hb.hb_set_add(set, g);
    const drop = hb.hb_subset_input_set(input, HB_SUBSET_SETS_DROP_TABLE_TAG);
    for (const t of ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'morx', 'kern', 'DSIG', 'vhea', 'vmtx', 'VORG'])
      hb.hb_set_add(drop, tag(t));
    hb.hb_subset_input_set_flags(
      input,
      hb.hb_subset_input_get_flags(input) |
        (keepIds ? HB_SUBSET_FLAGS_RETAIN_GIDS : 0) |
        HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE,
    );
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error('hb_subset_or_fail failed');
    const out = hb.hb_face_reference_blob(subset);
    const data = hb.hb_blob_get_data(out, 0);
    const bytes = new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(out)).slice();
    hb.hb_blob_destroy(out);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(ptr);
  }
}
