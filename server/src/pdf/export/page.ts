// What the layout hands the writer, per page: content-stream operators (text shows kept symbolic, face + string, until
// the faces are embedded), link annotations, and the rules drawn under the content; and the number formatting of
// the operators.
import type { DocNodeSignatureField } from '../../generated/api/types.gen.js';
import type { Faces } from './fonts.js';
import type { FaceId, TofuFonts } from './shaping.js';
import type { RGB } from './style.js';

export interface TextOp {
  face: FaceId;
  size: number;
  x: number;
  y: number;
  text: string;
  color: RGB;
  /** Drawn bold or slanted by the writer: the style asks for it and the face (a Noto face of another script,
   * or DejaVu standing in for a bold face lacking the character) has no such weight or slant of its own. */
  fake?: Fake;
}

export type Fake = 'bold' | 'italic' | 'boldItalic';

export interface LinkAnnot {
  rect: [number, number, number, number];
  href: string;
}

export interface PageState {
  ops: (string | TextOp)[];
  links: LinkAnnot[];
  /** Quote rules, drawn under the content; kept apart so `ops` holds only what a block drew. */
  decor: string[];
  /** The signature-field boxes drawn on the page, in drawing order (not written: reported beside the PDF). */
  fields: DrawnField[];
}

/** A signature field's box as drawn: where the recipient's mark goes, in PDF points from the page's bottom left. */
export interface DrawnField {
  field: DocNodeSignatureField['attrs'];
  /** The inline box a line drew it from: a table's header rows draw the same box again on each page. */
  inline?: object;
  x: number;
  y: number;
  width: number;
  height: number;
}

export const num = (v: number): string => {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};
export const rgbFill = (c: RGB) => `${num(c[0])} ${num(c[1])} ${num(c[2])} rg`;
export const rgbStroke = (c: RGB) => `${num(c[0])} ${num(c[1])} ${num(c[2])} RG`;

/** The laid-out document the writer takes: its pages, and the fonts their text shows refer to. */
export interface LaidOutPages {
  readonly pages: PageState[];
  readonly faces: Faces;
  readonly tofu: TofuFonts;
}
