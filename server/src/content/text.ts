// Plain text (for search), word counts, and the sections reading analytics measure (DocumentSection.yaml).
import { canonicalize, INTRO_SECTION_ID } from './canonicalize.js';
import { forEachLeafBlock, hasContent, inlineText } from './tree.js';
import type { DocContent, DocNodeBlock, DocumentSection } from './types.js';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * Words in a text: runs of non-space characters holding at least one letter or digit (`—` or `|` alone are not
 * words), and each Chinese or Japanese character, as those scripts do not put spaces between words.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const token of text.split(/\s+/)) {
    if (!token) continue;
    const cjk = token.match(CJK);
    if (!cjk) {
      if (WORDLIKE.test(token)) n++;
      continue;
    }
    n += cjk.length;
    for (const part of token.replace(CJK, ' ').split(' ')) if (part && WORDLIKE.test(part)) n++;
  }
  return n;
}

/** The text of one block with no other blocks in it (see forEachLeafBlock); '' for rules and signature fields. */
function leafText(block: DocNodeBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return inlineText(block.content, '\n');
    case 'codeBlock':
      return (block.content ?? []).map((t) => t.text).join('');
    case 'mathBlock':
      return block.attrs.latex;
    case 'table':
      // A line per row, cells a tab apart, a cell's paragraphs a space apart.
      return block.content
        .map((row) =>
          row.content.map((cell) => cell.content.map((p) => inlineText(p.content, ' ')).join(' ')).join('\t'),
        )
        .join('\n');
    default:
      return '';
  }
}

/** The document's text for search indexing: one line (or more) per block, blocks separated by newlines. */
export function plainText(content: DocContent): string {
  const lines: string[] = [];
  forEachLeafBlock(content.content ?? [], (b) => {
    const t = leafText(b);
    if (t) lines.push(t);
  });
  return lines.join('\n');
}

export function wordCount(content: DocContent): number {
  let n = 0;
  forEachLeafBlock(content.content ?? [], (b) => {
    n += countWords(leafText(b));
  });
  return n;
}

/**
 * The document split at every heading (any level, in reading order, also inside quotes and lists). Content before
 * the first heading forms an untitled first section (id `intro`, heading and level null), only if there is some
 * (an empty paragraph is not content). `words` counts the section's heading too; the sections' words add up to
 * wordCount(). Heading ids are read from the canonical form, so a tree without ids gets the ids it would be
 * stored with.
 */
export function sections(content: DocContent): DocumentSection[] {
  const doc = canonicalize(content);
  const out: DocumentSection[] = [];
  let intro: DocumentSection | null = { id: INTRO_SECTION_ID, index: 0, heading: null, level: null, words: 0 };
  let introHasContent = false;
  let current: DocumentSection | null = null;
  forEachLeafBlock(doc.content, (b) => {
    const words = countWords(leafText(b));
    if (b.type === 'heading') {
      if (intro) {
        if (introHasContent) out.push(intro);
        intro = null;
      }
      current = {
        id: b.attrs.id ?? '',
        index: out.length,
        heading: inlineText(b.content, ' ').replace(/\s+/g, ' ').trim(),
        level: b.attrs.level,
        words,
      };
      out.push(current);
      return;
    }
    if (current) current.words += words;
    else if (intro) {
      intro.words += words;
      if (hasContent(b)) introHasContent = true;
    }
  });
  if (intro && introHasContent) out.push(intro);
  return out;
}
