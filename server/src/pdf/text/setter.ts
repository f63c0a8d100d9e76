// Measuring and drawing a line of text in any script on a pdf-lib page: the line is cut into runs (runs.ts), each
// drawn with the primary face (a DejaVu face the caller embedded) or the fallback face of its script (embedded
// into the document on first use), one after the other along the baseline, turned if asked.
import {
  degrees,
  endMarkedContent,
  PDFHexString,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setLineWidth,
  setStrokingColor,
  setTextRenderingMode,
  TextRenderingMode,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type Color,
  type PDFDocument,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import type { Face } from '../export/fonts.js';
import { embedFallback } from './embed.js';
import { ensureFallbacks, type FallbackFace, type FallbackKey } from './faces.js';
import { isRtl, visualRuns, type Direction, type Run } from './runs.js';

/** A primary face: the parsed DejaVu face and its embedded font. */
export interface FacePair {
  font: PDFFont;
  face: Face;
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  font: FacePair;
  color?: Color;
  opacity?: number;
  /** Degrees counter-clockwise about (x, y). */
  rotate?: number;
  /** The primary face is a bold one: runs of a fallback face (regular only) are drawn bold by hand. */
  bold?: boolean;
  /** The line's paragraph direction for the bidi algorithm (default: its first strong character's). */
  direction?: Direction;
}

const COMPLEX = new Set<FallbackKey>(['arabic', 'hebrew', 'devanagari', 'thai']);

export class TextSetter {
  private readonly fallbacks = new Map<FallbackKey, PDFFont>();

  constructor(private readonly pdf: PDFDocument) {}

  /** Loads the fallback faces the texts need (call before measuring or drawing them; nothing for Latin text). */
  async prepare(texts: Iterable<string>, primary: Face[]): Promise<void> {
    await ensureFallbacks(texts, (cp) => primary.every((f) => f.has(cp)));
  }

  runs(text: string, primary: Face, direction: Direction = 'auto'): Run[] {
    return visualRuns(text, (cp) => primary.has(cp), direction);
  }

  /** Width in points at `size`. */
  width(text: string, primary: Face, size: number, direction: Direction = 'auto'): number {
    let w = 0;
    for (const run of this.runs(text, primary, direction)) w += runWidth(run, primary);
    return (w * size) / 1000;
  }

  /** Whether the line reads right to left (its first strong character). */
  rtl(text: string): boolean {
    return isRtl(text);
  }

  /** Draws the line with its baseline starting at (x, y); returns its width in points. */
  draw(page: PDFPage, text: string, o: DrawOptions): number {
    const a = ((o.rotate ?? 0) * Math.PI) / 180;
    let x = o.x;
    let y = o.y;
    let total = 0;
    for (const run of this.runs(text, o.font.face, o.direction)) {
      const font = run.face ? this.fallback(run.face) : o.font.font;
      // a shaped run's glyphs are not its characters one for one (conjuncts, reordered vowels, marks): the
      // characters themselves go beside them as /ActualText, for copying and extraction
      const actual = run.face && COMPLEX.has(run.face.key);
      // a weight the fallback face lacks: its outlines filled and stroked in the text colour (render mode 2);
      // pdf-lib draws inside q…Q, which starts from this state
      const fake = o.bold && run.face;
      if (fake)
        page.pushOperators(
          pushGraphicsState(),
          setTextRenderingMode(TextRenderingMode.FillAndOutline),
          setLineWidth(o.size * 0.045),
          setStrokingColor(o.color ?? rgb(0, 0, 0)),
        );
      if (actual)
        page.pushOperators(
          PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
            PDFName.of('Span'),
            this.pdf.context.obj({ ActualText: PDFHexString.fromText(run.text) }) as unknown as PDFName,
          ]),
        );
      page.drawText(run.text, {
        x,
        y,
        size: o.size,
        font,
        ...(o.color ? { color: o.color } : {}),
        ...(o.opacity !== undefined ? { opacity: o.opacity } : {}),
        ...(o.rotate ? { rotate: degrees(o.rotate) } : {}),
      });
      if (actual) page.pushOperators(endMarkedContent());
      if (fake) page.pushOperators(popGraphicsState());
      const w = (runWidth(run, o.font.face) * o.size) / 1000;
      x += w * Math.cos(a);
      y += w * Math.sin(a);
      total += w;
    }
    return total;
  }

  private fallback(face: FallbackFace): PDFFont {
    let font = this.fallbacks.get(face.key);
    if (!font) this.fallbacks.set(face.key, (font = embedFallback(this.pdf, face, this.fallbacks.size)));
    return font;
  }
}

function runWidth(run: Run, primary: Face): number {
  return run.face ? run.face.width(run.text) : primary.width(run.text);
}
