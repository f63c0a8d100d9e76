// The look of the PDF export: page geometry, sizes, colours, and the text style inline marks make.
import type { DocMark } from '../../generated/api/types.gen.js';

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 56.7;
const MARGIN_TOP = 60;
const MARGIN_BOTTOM = 64;
export const FOOTER_BASELINE = 32;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
export const TOP_Y = PAGE_H - MARGIN_TOP;
export const BOTTOM_Y = MARGIN_BOTTOM;

export const BODY_SIZE = 10.5;
export const LEADING = 1.4;
export const TITLE_SIZE = 22;
export const HEADING_SIZES = [0, 18, 15, 13, 11.5, 10.5, 10.5];
export const HEADING_SPACE_BEFORE = [0, 18, 15, 12, 10, 9, 9];
export const CODE_SIZE = 9;
export const TABLE_SIZE = 9.5;
export const MATH_BLOCK_SIZE = 12;
export const CELL_PAD = 4.5;
export const LIST_INDENT = 18;
export const QUOTE_INDENT = 16;
export const MIN_BOX_W = 120;
export const MAX_DEPTH = 40;

export type RGB = readonly [number, number, number];
export const C = {
  text: [0.1, 0.1, 0.12] as RGB,
  heading: [0.05, 0.07, 0.12] as RGB,
  muted: [0.42, 0.43, 0.47] as RGB,
  quote: [0.27, 0.29, 0.33] as RGB,
  link: [0.05, 0.32, 0.78] as RGB,
  rule: [0.78, 0.79, 0.82] as RGB,
  quoteRule: [0.7, 0.73, 0.8] as RGB,
  codeBg: [0.953, 0.957, 0.965] as RGB,
  inlineCodeBg: [0.925, 0.93, 0.945] as RGB,
  headerBg: [0.92, 0.93, 0.955] as RGB,
  border: [0.62, 0.64, 0.69] as RGB,
  fieldBg: [0.955, 0.97, 1] as RGB,
  fieldBorder: [0.35, 0.48, 0.78] as RGB,
};

export interface Style {
  bold: boolean;
  italic: boolean;
  mono: boolean;
  math: boolean;
  underline: boolean;
  strike: boolean;
  /** 1 superscript, -1 subscript. */
  script: 0 | 1 | -1;
  link: string | null;
  codeBg: boolean;
  color: RGB;
  size: number;
}

export function baseStyle(size: number, color: RGB = C.text, patch: Partial<Style> = {}): Style {
  return {
    bold: false,
    italic: false,
    mono: false,
    math: false,
    underline: false,
    strike: false,
    script: 0,
    link: null,
    codeBg: false,
    color,
    size,
    ...patch,
  };
}
export type Align = 'left' | 'center' | 'right';

/** A column of the page: left edge and width. */
export interface Box {
  x: number;
  w: number;
}

export function applyMarks(base: Style, marks: DocMark[] | undefined): Style {
  if (!marks || marks.length === 0) return base;
  const st: Style = { ...base };
  for (const m of marks) {
    if (!m || typeof m !== 'object') continue;
    switch (m.type) {
      case 'bold':
        st.bold = true;
        break;
      case 'italic':
        st.italic = true;
        break;
      case 'underline':
        st.underline = true;
        break;
      case 'strike':
        st.strike = true;
        break;
      case 'code':
        st.mono = true;
        st.codeBg = true;
        break;
      case 'subscript':
        st.script = -1;
        break;
      case 'superscript':
        st.script = 1;
        break;
      case 'link':
        if (m.attrs && typeof m.attrs.href === 'string') {
          st.link = m.attrs.href;
          st.color = C.link;
          st.underline = true;
        }
        break;
    }
  }
  return st;
}
