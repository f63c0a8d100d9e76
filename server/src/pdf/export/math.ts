// LaTeX to readable Unicode for the exports.
//
// Not a TeX engine: it turns the common cases into plain text a reader (and a text extractor) understands —
// Greek letters, operators and relations, simple super- and subscripts (x^2 → x², a_{ij} → aᵢⱼ), \frac{a}{b} →
// a/b, \sqrt{x} → √x, \mathbb{R} → ℝ, \text{…}, accents, matrices and aligned rows — and leaves anything it does
// not know as its LaTeX source. Display rows (`\\`) become newlines.

const SYMBOLS: Record<string, string> = {
  // Greek
  alpha: 'α',
  beta: 'β',
  gamma: 'γ',
  delta: 'δ',
  epsilon: 'ϵ',
  varepsilon: 'ε',
  zeta: 'ζ',
  eta: 'η',
  theta: 'θ',
  vartheta: 'ϑ',
  iota: 'ι',
  kappa: 'κ',
  varkappa: 'ϰ',
  lambda: 'λ',
  mu: 'μ',
  nu: 'ν',
  xi: 'ξ',
  omicron: 'ο',
  pi: 'π',
  varpi: 'ϖ',
  rho: 'ρ',
  varrho: 'ϱ',
  sigma: 'σ',
  varsigma: 'ς',
  tau: 'τ',
  upsilon: 'υ',
  phi: 'ϕ',
  varphi: 'φ',
  chi: 'χ',
  psi: 'ψ',
  omega: 'ω',
  Gamma: 'Γ',
  Delta: 'Δ',
  Theta: 'Θ',
  Lambda: 'Λ',
  Xi: 'Ξ',
  Pi: 'Π',
  Sigma: 'Σ',
  Upsilon: 'Υ',
  Phi: 'Φ',
  Psi: 'Ψ',
  Omega: 'Ω',
  digamma: 'ϝ',
  // big operators
  sum: '∑',
  prod: '∏',
  coprod: '∐',
  int: '∫',
  iint: '∬',
  iiint: '∭',
  oint: '∮',
  bigcup: '⋃',
  bigcap: '⋂',
  bigoplus: '⨁',
  bigotimes: '⨂',
  bigvee: '⋁',
  bigwedge: '⋀',
  // binary operators
  times: '×',
  cdot: '⋅',
  div: '÷',
  pm: '±',
  mp: '∓',
  ast: '∗',
  star: '⋆',
  circ: '∘',
  bullet: '∙',
  oplus: '⊕',
  ominus: '⊖',
  otimes: '⊗',
  oslash: '⊘',
  odot: '⊙',
  cup: '∪',
  cap: '∩',
  setminus: '∖',
  wedge: '∧',
  land: '∧',
  vee: '∨',
  lor: '∨',
  sqcup: '⊔',
  sqcap: '⊓',
  dagger: '†',
  ddagger: '‡',
  wr: '≀',
  amalg: '⨿',
  // relations
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  leqslant: '⩽',
  geqslant: '⩾',
  ne: '≠',
  neq: '≠',
  lt: '<',
  gt: '>',
  ll: '≪',
  gg: '≫',
  approx: '≈',
  equiv: '≡',
  sim: '∼',
  simeq: '≃',
  cong: '≅',
  propto: '∝',
  doteq: '≐',
  prec: '≺',
  succ: '≻',
  preceq: '⪯',
  succeq: '⪰',
  in: '∈',
  notin: '∉',
  ni: '∋',
  subset: '⊂',
  supset: '⊃',
  subseteq: '⊆',
  supseteq: '⊇',
  subsetneq: '⊊',
  supsetneq: '⊋',
  sqsubseteq: '⊑',
  sqsupseteq: '⊒',
  mid: '∣',
  nmid: '∤',
  parallel: '∥',
  perp: '⊥',
  models: '⊨',
  vdash: '⊢',
  dashv: '⊣',
  asymp: '≍',
  bowtie: '⋈',
  // arrows
  to: '→',
  rightarrow: '→',
  leftarrow: '←',
  gets: '←',
  leftrightarrow: '↔',
  Rightarrow: '⇒',
  Leftarrow: '⇐',
  Leftrightarrow: '⇔',
  implies: '⟹',
  impliedby: '⟸',
  iff: '⟺',
  mapsto: '↦',
  longrightarrow: '⟶',
  longleftarrow: '⟵',
  Longrightarrow: '⟹',
  Longleftarrow: '⟸',
  uparrow: '↑',
  downarrow: '↓',
  Uparrow: '⇑',
  Downarrow: '⇓',
  updownarrow: '↕',
  nearrow: '↗',
  searrow: '↘',
  nwarrow: '↖',
  swarrow: '↙',
  hookrightarrow: '↪',
  hookleftarrow: '↩',
  rightharpoonup: '⇀',
  leftharpoonup: '↼',
  rightleftharpoons: '⇌',
  // misc
  infty: '∞',
  partial: '∂',
  nabla: '∇',
  forall: '∀',
  exists: '∃',
  nexists: '∄',
  emptyset: '∅',
  varnothing: '∅',
  neg: '¬',
  lnot: '¬',
  angle: '∠',
  measuredangle: '∡',
  triangle: '△',
  square: '□',
  Box: '□',
  Diamond: '◇',
  prime: '′',
  hbar: 'ℏ',
  ell: 'ℓ',
  Re: 'ℜ',
  Im: 'ℑ',
  aleph: 'ℵ',
  beth: 'ℶ',
  wp: '℘',
  top: '⊤',
  bot: '⊥',
  ldots: '…',
  dots: '…',
  cdots: '⋯',
  vdots: '⋮',
  ddots: '⋱',
  therefore: '∴',
  because: '∵',
  degree: '°',
  checkmark: '✓',
  surd: '√',
  imath: 'ı',
  jmath: 'ȷ',
  clubsuit: '♣',
  diamondsuit: '♢',
  heartsuit: '♡',
  spadesuit: '♠',
  flat: '♭',
  sharp: '♯',
  natural: '♮',
  S: '§',
  P: '¶',
  copyright: '©',
  pounds: '£',
  // delimiters
  langle: '⟨',
  rangle: '⟩',
  lceil: '⌈',
  rceil: '⌉',
  lfloor: '⌊',
  rfloor: '⌋',
  lvert: '|',
  rvert: '|',
  lVert: '‖',
  rVert: '‖',
  vert: '|',
  Vert: '‖',
  backslash: '\\',
  // spacing
  quad: '\u2003',
  qquad: '\u2003\u2003',
  enspace: '\u2002',
  thinspace: '\u2009',
};

const FUNCTIONS = new Set([
  'sin',
  'cos',
  'tan',
  'cot',
  'sec',
  'csc',
  'arcsin',
  'arccos',
  'arctan',
  'sinh',
  'cosh',
  'tanh',
  'coth',
  'log',
  'ln',
  'lg',
  'exp',
  'lim',
  'liminf',
  'limsup',
  'max',
  'min',
  'sup',
  'inf',
  'det',
  'dim',
  'ker',
  'deg',
  'gcd',
  'arg',
  'hom',
  'Pr',
  'mod',
  'bmod',
  'tr',
]);

/** Single-character escapes: `\{`, `\,` … */
const ESCAPES: Record<string, string> = {
  '{': '{',
  '}': '}',
  '%': '%',
  $: '$',
  '&': '&',
  '#': '#',
  _: '_',
  '|': '‖',
  ',': '\u2009',
  ';': ' ',
  ':': ' ',
  '>': ' ',
  '!': '',
  ' ': ' ',
  '\\': '\n',
};

/** Commands that only change size or spacing; dropped. */
const IGNORED = new Set([
  'left',
  'right',
  'big',
  'Big',
  'bigg',
  'Bigg',
  'bigl',
  'bigr',
  'Bigl',
  'Bigr',
  'biggl',
  'biggr',
  'Biggl',
  'Biggr',
  'middle',
  'displaystyle',
  'textstyle',
  'scriptstyle',
  'scriptscriptstyle',
  'limits',
  'nolimits',
  'nonumber',
  'notag',
  'label',
  'tag',
  'hline',
  'centering',
  'normalsize',
  'small',
  'large',
  'Large',
]);

const ACCENTS: Record<string, string> = {
  hat: '\u0302',
  widehat: '\u0302',
  bar: '\u0304',
  overline: '\u0305',
  vec: '\u20d7',
  overrightarrow: '\u20d7',
  dot: '\u0307',
  ddot: '\u0308',
  tilde: '\u0303',
  widetilde: '\u0303',
  acute: '\u0301',
  grave: '\u0300',
  breve: '\u0306',
  check: '\u030c',
  underline: '\u0332',
};

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
  a: 'ᵃ',
  b: 'ᵇ',
  c: 'ᶜ',
  d: 'ᵈ',
  e: 'ᵉ',
  f: 'ᶠ',
  g: 'ᵍ',
  h: 'ʰ',
  j: 'ʲ',
  k: 'ᵏ',
  l: 'ˡ',
  m: 'ᵐ',
  o: 'ᵒ',
  p: 'ᵖ',
  r: 'ʳ',
  s: 'ˢ',
  t: 'ᵗ',
  u: 'ᵘ',
  v: 'ᵛ',
  w: 'ʷ',
  x: 'ˣ',
  y: 'ʸ',
  z: 'ᶻ',
  A: 'ᴬ',
  B: 'ᴮ',
  D: 'ᴰ',
  E: 'ᴱ',
  G: 'ᴳ',
  H: 'ᴴ',
  I: 'ᴵ',
  J: 'ᴶ',
  K: 'ᴷ',
  L: 'ᴸ',
  M: 'ᴹ',
  N: 'ᴺ',
  O: 'ᴼ',
  P: 'ᴾ',
  R: 'ᴿ',
  T: 'ᵀ',
  U: 'ᵁ',
  W: 'ᵂ',
  β: 'ᵝ',
  γ: 'ᵞ',
  δ: 'ᵟ',
  θ: 'ᶿ',
  φ: 'ᵠ',
  ϕ: 'ᵠ',
  χ: 'ᵡ',
  '′': '′',
  '″': '″',
  '∗': '*',
  '*': '*',
  '∘': '°',
  '°': '°',
  ' ': '',
};

const SUBSCRIPT: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
  β: 'ᵦ',
  γ: 'ᵧ',
  ρ: 'ᵨ',
  φ: 'ᵩ',
  ϕ: 'ᵩ',
  χ: 'ᵪ',
  ' ': '',
};

const DOUBLE_STRUCK: Record<string, string> = { C: 'ℂ', H: 'ℍ', N: 'ℕ', P: 'ℙ', Q: 'ℚ', R: 'ℝ', Z: 'ℤ' };

const MATRIX_DELIMS: Record<string, [string, string]> = {
  matrix: ['', ''],
  smallmatrix: ['', ''],
  pmatrix: ['(', ')'],
  bmatrix: ['[', ']'],
  Bmatrix: ['{', '}'],
  vmatrix: ['|', '|'],
  Vmatrix: ['‖', '‖'],
  array: ['', ''],
  cases: ['{ ', ''],
  dcases: ['{ ', ''],
};

const MAX_DEPTH = 40;

interface Piece {
  text: string;
  /** A single symbol, number or name: safe to put after √ or around / without parentheses. */
  atomic: boolean;
}

class TooComplex extends Error {}

class Parser {
  private pos = 0;
  private depth = 0;

  constructor(private readonly src: string) {}

  /** Math-mode sequence up to `}` (consumed by the caller), `\end`, `\right` or the end. */
  sequence(stopAtBrace: boolean, env?: { rowSep: string; cellSep: string }): string {
    if (++this.depth > MAX_DEPTH) throw new TooComplex();
    let out = '';
    while (this.pos < this.src.length) {
      const ch = this.src[this.pos];
      if (ch === '}') {
        if (stopAtBrace) break;
        this.pos++;
        out += '}';
        continue;
      }
      if (env && this.src.startsWith('\\end', this.pos) && !/[a-zA-Z]/.test(this.src[this.pos + 4] ?? '')) break;
      if (ch === '^' || ch === '_') {
        this.pos++;
        const arg = this.argument();
        out += ch === '^' ? script(arg, SUPERSCRIPT, '^') : script(arg, SUBSCRIPT, '_');
        continue;
      }
      if (ch === '&') {
        this.pos++;
        out += env ? env.cellSep : ' ';
        continue;
      }
      if (ch === '\\' && this.src[this.pos + 1] === '\\') {
        this.pos += 2;
        this.skipOptional();
        out += env ? env.rowSep : '\n';
        continue;
      }
      if (/\s/.test(ch)) {
        this.pos++;
        while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
        if (out && !out.endsWith(' ') && !out.endsWith('\n')) out += ' ';
        continue;
      }
      if (ch === "'") {
        this.pos++;
        out += '′';
        continue;
      }
      out += this.atom().text;
    }
    this.depth--;
    return out;
  }

  /** The argument of ^, _, \frac…: a group, a command or one character. */
  argument(): Piece {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
    if (this.pos >= this.src.length) return { text: '', atomic: true };
    if (this.src[this.pos] === '{') {
      this.pos++;
      const text = this.sequence(true).trim();
      if (this.src[this.pos] === '}') this.pos++;
      return { text, atomic: isAtomic(text) };
    }
    return this.atom();
  }

  private atom(): Piece {
    const ch = this.src[this.pos];
    if (ch === '{') {
      this.pos++;
      const text = this.sequence(true);
      if (this.src[this.pos] === '}') this.pos++;
      return { text, atomic: isAtomic(text) };
    }
    if (ch === '\\') return this.command();
    const cp = this.src.codePointAt(this.pos)!;
    const s = String.fromCodePoint(cp);
    this.pos += s.length;
    if (s === '-') return { text: '−', atomic: true };
    if (s === '~') return { text: ' ', atomic: true };
    if (/[0-9]/.test(s)) {
      let num = s;
      while (this.pos < this.src.length && /[0-9.]/.test(this.src[this.pos])) num += this.src[this.pos++];
      return { text: num, atomic: true };
    }
    return { text: s, atomic: true };
  }

  private command(): Piece {
    const start = this.pos;
    this.pos++; // backslash
    const m = /^[a-zA-Z]+\*?/.exec(this.src.slice(this.pos, this.pos + 40));
    if (!m) {
      const c = this.src[this.pos] ?? '';
      this.pos += c.length;
      const e = ESCAPES[c];
      return { text: e ?? c, atomic: true };
    }
    const name = m[0].replace(/\*$/, '');
    this.pos += m[0].length;
    const sym = SYMBOLS[name];
    if (sym !== undefined) return { text: sym, atomic: true };
    if (FUNCTIONS.has(name)) return { text: name === 'bmod' ? 'mod' : name, atomic: true };
    if (IGNORED.has(name)) {
      if (name === 'label' || name === 'tag') this.argument();
      if (
        name === 'left' ||
        name === 'right' ||
        name === 'middle' ||
        name.startsWith('big') ||
        name.startsWith('Big')
      ) {
        // the delimiter that follows: `.` is "none"
        while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
        if (this.src[this.pos] === '.') {
          this.pos++;
          return { text: '', atomic: true };
        }
      }
      return { text: '', atomic: true };
    }
    switch (name) {
      case 'frac':
      case 'dfrac':
      case 'tfrac':
      case 'cfrac': {
        const a = this.argument();
        const b = this.argument();
        return { text: `${paren(a)}/${paren(b)}`, atomic: false };
      }
      case 'binom':
      case 'dbinom':
      case 'tbinom': {
        const a = this.argument();
        const b = this.argument();
        return { text: `C(${a.text}, ${b.text})`, atomic: true };
      }
      case 'sqrt': {
        const index = this.optional();
        const a = this.argument();
        const root =
          index === '3'
            ? '∛'
            : index === '4'
              ? '∜'
              : index
                ? script({ text: index, atomic: true }, SUPERSCRIPT, '^') + '√'
                : '√';
        return { text: root + (a.atomic ? a.text : `(${a.text})`), atomic: true };
      }
      case 'text':
      case 'textrm':
      case 'textnormal':
      case 'textit':
      case 'textbf':
      case 'textsf':
      case 'texttt':
      case 'mbox':
      case 'hbox':
      case 'operatorname': {
        const t = this.rawGroup();
        return { text: t, atomic: !/\s/.test(t.trim()) };
      }
      case 'mathrm':
      case 'mathit':
      case 'mathbf':
      case 'mathsf':
      case 'mathtt':
      case 'mathcal':
      case 'mathscr':
      case 'mathfrak':
      case 'boldsymbol':
      case 'bm':
      case 'pmb':
        return this.argument();
      case 'mathbb':
      case 'Bbb': {
        const a = this.argument();
        return { text: [...a.text].map((c) => DOUBLE_STRUCK[c] ?? c).join(''), atomic: a.atomic };
      }
      case 'not': {
        const a = this.argument();
        return { text: a.text + '\u0338', atomic: true };
      }
      case 'pmod': {
        const a = this.argument();
        return { text: ` (mod ${a.text})`, atomic: false };
      }
      case 'overbrace':
      case 'underbrace':
      case 'boxed':
      case 'phantom':
      case 'hphantom':
      case 'vphantom': {
        const a = this.argument();
        return name.endsWith('phantom') ? { text: '', atomic: true } : a;
      }
      case 'hspace':
      case 'vspace':
      case 'kern':
      case 'mkern':
      case 'hskip':
        this.rawGroup();
        return { text: ' ', atomic: true };
      case 'begin':
        return this.environment();
      default:
        break;
    }
    const accent = ACCENTS[name];
    if (accent !== undefined) {
      const a = this.argument();
      const chars = [...a.text];
      if (chars.length === 1) return { text: a.text + accent, atomic: true };
      if (name === 'overline' || name === 'underline')
        return { text: chars.map((c) => c + accent).join(''), atomic: a.atomic };
      return { text: `${name}(${a.text})`, atomic: true };
    }
    // unknown: keep its source, with the brace groups that follow it
    while (this.src[this.pos] === '{') this.skipGroup();
    return { text: this.src.slice(start, this.pos), atomic: true };
  }

  private environment(): Piece {
    const name = this.rawGroup();
    const base = name.replace(/\*$/, '');
    if (base === 'array' || base === 'tabular') this.rawGroup(); // column spec
    const delims = MATRIX_DELIMS[base];
    const env = delims ? { rowSep: '; ', cellSep: base.endsWith('cases') ? ', ' : ' ' } : { rowSep: '\n', cellSep: '' };
    const body = this.sequence(false, env)
      .replace(/[ \t]+([,;])/g, '$1')
      .trim()
      .replace(/;\s*$/, '')
      .replace(/\n+$/, '');
    if (this.src.startsWith('\\end', this.pos)) {
      this.pos += 4;
      this.rawGroup();
    }
    if (!delims) return { text: body, atomic: false };
    return { text: `${delims[0]}${body}${delims[1]}`, atomic: true };
  }

  /** `[...]` after a command (e.g. the index of \sqrt), as converted text, or ''. */
  private optional(): string {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
    if (this.src[this.pos] !== '[') return '';
    const end = this.src.indexOf(']', this.pos);
    if (end < 0) return '';
    const inner = this.src.slice(this.pos + 1, end);
    this.pos = end + 1;
    return latexToUnicode(inner);
  }

  private skipOptional(): void {
    if (this.src[this.pos] === '[') {
      const end = this.src.indexOf(']', this.pos);
      if (end > 0) this.pos = end + 1;
    }
  }

  private skipGroup(): void {
    let depth = 0;
    for (; this.pos < this.src.length; this.pos++) {
      const c = this.src[this.pos];
      if (c === '\\') this.pos++;
      else if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    if (this.pos < this.src.length) this.pos++;
  }

  /** A `{...}` group taken as text (\text, \begin names), with TeX escapes resolved. */
  private rawGroup(): string {
    while (this.pos < this.src.length && /\s/.test(this.src[this.pos])) this.pos++;
    if (this.src[this.pos] !== '{') {
      // a single token argument
      const c = this.src[this.pos] ?? '';
      this.pos += c.length;
      return c;
    }
    let depth = 0;
    const start = this.pos + 1;
    for (; this.pos < this.src.length; this.pos++) {
      const c = this.src[this.pos];
      if (c === '\\') {
        this.pos++;
        continue;
      }
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) break;
    }
    const raw = this.src.slice(start, this.pos);
    if (this.pos < this.src.length) this.pos++;
    return raw.replace(/\\([{}%$&#_ ])/g, '$1').replace(/~/g, ' ');
  }
}

function isAtomic(text: string): boolean {
  const chars = [...text];
  if (chars.length <= 1) return true;
  return /^[√∛∜]?[\p{L}\p{N}.′]+$/u.test(text) || /^\p{L}\p{M}+$/u.test(text) || /^\([^()]*\)$/.test(text);
}

function paren(p: Piece): string {
  return p.atomic ? p.text : `(${p.text})`;
}

function script(arg: Piece, table: Record<string, string>, marker: string): string {
  const chars = [...arg.text];
  if (chars.length > 0 && chars.every((c) => table[c] !== undefined)) return chars.map((c) => table[c]).join('');
  if (marker === '^' && arg.text === '′') return '′';
  return chars.length <= 1 ? `${marker}${arg.text}` : `${marker}(${arg.text})`;
}

const cache = new Map<string, string>();

/** Readable Unicode for a LaTeX formula; falls back to the source when it cannot make sense of it. */
export function latexToUnicode(latex: string): string {
  const hit = cache.get(latex);
  if (hit !== undefined) return hit;
  let out: string;
  try {
    out = new Parser(latex).sequence(false);
    out = out
      .split('\n')
      .map((l) => l.replace(/[ \t]+/g, ' ').trim())
      .filter((l, i, all) => l !== '' || (i > 0 && i < all.length - 1))
      .join('\n');
    if (!out.trim()) out = latex.trim();
  } catch (err) {
    if (!(err instanceof TooComplex) && !(err instanceof RangeError)) throw err;
    out = latex.trim();
  }
  if (cache.size > 2000) cache.clear();
  cache.set(latex, out);
  return out;
}
