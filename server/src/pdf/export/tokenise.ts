// Inline content → tokens: words (one or more pieces, never broken but at a hyphen or between CJK characters),
// spaces, hard breaks and inline signature-field boxes.
import type { DocNodeInline, DocNodeSignatureField } from '../../generated/api/types.gen.js';
import { cleanText } from './common.js';
import { latexToUnicode } from './math.js';
import type { Piece, Shaper } from './shaping.js';
import { applyMarks, type Style } from './style.js';

export interface FieldBox {
  field: DocNodeSignatureField['attrs'];
  size: number;
}

export type Token =
  | { t: 'word'; pieces: Piece[]; width: number }
  | { t: 'space'; piece: Piece; width: number }
  | { t: 'break'; size: number }
  | { t: 'box'; box: FieldBox; width: number; height: number };

const CHUNKS =
  /(\s+)|([\u1100-\u11ff\u2e80-\u2fff\u3000-\u303f\u3040-\u9fff\ua000-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef]|[\u{20000}-\u{3ffff}])|([^\s\u1100-\u11ff\u2e80-\u2fff\u3000-\u303f\u3040-\u9fff\ua000-\ua4cf\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{20000}-\u{3ffff}]+)/gu;
const HYPHEN_BREAK = /(?<=[\p{L}\p{N}][-‐–—/])(?=[\p{L}\p{N}])/u;

export class Tokenizer {
  readonly tokens: Token[] = [];
  private word: (Token & { t: 'word' }) | null = null;

  constructor(private readonly shaper: Shaper) {}

  text(raw: string, style: Style): void {
    const text = cleanText(raw).replace(/[\r\n\t]/g, ' ');
    CHUNKS.lastIndex = 0;
    for (let m = CHUNKS.exec(text); m; m = CHUNKS.exec(text)) {
      if (m[1] !== undefined) {
        this.word = null;
        const last = this.tokens[this.tokens.length - 1];
        if (last && last.t === 'space') continue;
        const piece = this.shaper.pieces(' ', style)[0];
        this.tokens.push({ t: 'space', piece, width: piece.width });
      } else if (m[2] !== undefined) {
        this.word = null;
        this.addToWord(m[2], style);
        this.word = null;
      } else {
        const parts = m[3].split(HYPHEN_BREAK);
        parts.forEach((part, i) => {
          if (i > 0) this.word = null;
          this.addToWord(part, style);
        });
      }
    }
  }

  private addToWord(text: string, style: Style): void {
    const pieces = this.shaper.pieces(text, style);
    if (!this.word) {
      this.word = { t: 'word', pieces: [], width: 0 };
      this.tokens.push(this.word);
    }
    for (const p of pieces) {
      this.word.pieces.push(p);
      this.word.width += p.width;
    }
  }

  hardBreak(size: number): void {
    this.word = null;
    this.tokens.push({ t: 'break', size });
  }

  field(attrs: DocNodeSignatureField['attrs'], size: number): void {
    this.word = null;
    const [width, height] = inlineFieldSize(attrs.fieldType, size);
    this.tokens.push({ t: 'box', box: { field: attrs, size }, width, height });
  }

  inlines(nodes: DocNodeInline[] | undefined, base: Style): this {
    for (const node of Array.isArray(nodes) ? nodes : []) {
      if (!node || typeof node !== 'object') continue;
      switch (node.type) {
        case 'text':
          if (typeof node.text === 'string')
            this.text(node.text, applyMarks(base, Array.isArray(node.marks) ? node.marks : undefined));
          break;
        case 'mathInline':
          this.text(latexToUnicode(String(node.attrs?.latex ?? '')).replace(/\n/g, ' '), { ...base, math: true });
          break;
        case 'hardBreak':
          this.hardBreak(base.size);
          break;
        case 'signatureField':
          if (node.attrs) this.field(node.attrs, base.size);
          break;
        default:
          break;
      }
    }
    return this;
  }
}

function inlineFieldSize(type: string, size: number): [number, number] {
  const h = Math.round(size * 1.45);
  switch (type) {
    case 'checkbox':
      return [size * 1.1, size * 1.1];
    case 'initials':
      return [52, h];
    case 'date':
      return [72, h];
    case 'signature':
      return [120, h];
    default:
      return [96, h];
  }
}

/** Narrowest width the tokens can take (widest word) and their width on one line (longest hard-broken line). */
export function tokenWidths(tokens: Token[]): { min: number; max: number } {
  let min = 0;
  let max = 0;
  let line = 0;
  for (const tok of tokens) {
    if (tok.t === 'break') {
      max = Math.max(max, line);
      line = 0;
      continue;
    }
    if (tok.t !== 'space') min = Math.max(min, tok.width);
    line += tok.width;
  }
  return { min, max: Math.max(max, line) };
}
