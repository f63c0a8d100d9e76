// Limits for Markdown shapes the parser (micromark) handles in more than linear time, applied before parsing so a
// large hostile input cannot hold the server for minutes. Ordinary documents never reach them. What a limit
// changes is reported as a warning:
// - more than MAX_CONTAINERS_PER_LINE block quotes / list items opened on one line: the markers beyond the limit
//   are read as text;
// - more than MAX_DELIMITERS_PER_BLOCK emphasis markers (`*`, `_`) or brackets (`[`, `]`) in one paragraph
//   (a run of lines up to a blank line or the start of another block, outside code fences; table rows count
//   one by one): it is not parsed but kept as one plain-text paragraph, as written. Parsing a paragraph costs
//   time growing with the square of these markers, so the limit bounds the whole at linear time.
import { randomBytes } from 'node:crypto';
import type { DocNodeBlock } from './types.js';
import { plural, type Warnings } from './warnings.js';

export const MAX_CONTAINERS_PER_LINE = 100;
export const MAX_DELIMITERS_PER_BLOCK = 200;

const CONTAINER = /^[ \t]{0,3}(?:(>)|([-+*])(?=[ \t]|$)|(\d{1,9})([.)])(?=[ \t]|$))[ \t]?/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*\r?\n?$/;
/** A line that starts a block of its own: list item, heading or quote (after any quote markers). */
const BLOCK_START = /^(?:[ \t]*>)*[ \t]*(?:[-+*][ \t]|\d{1,9}[.)][ \t]|#{1,6}(?:[ \t]|$)|>)/;

export interface Guarded {
  /** The Markdown to parse. */
  source: string;
  /** Runs taken out of it: the placeholder paragraph text standing in for each, and the plain text to put back. */
  plain: Map<string, string>;
}

export function guardMarkdown(source: string, warnings: Warnings): Guarded {
  const plain = new Map<string, string>();
  const tokenBase = `dossierplain${randomBytes(6).toString('hex')}x`;
  const lines = source.split(/(?<=\n)/); // keeps the line endings
  let changed = false;

  // Containers opened on one line.
  let deepLines = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length < MAX_CONTAINERS_PER_LINE || THEMATIC_BREAK.test(line)) continue;
    let pos = 0;
    let depth = 0;
    for (;;) {
      const m = CONTAINER.exec(line.slice(pos, pos + 16));
      if (!m) break;
      depth++;
      if (depth > MAX_CONTAINERS_PER_LINE) {
        // Escape the marker so it is text: `\>`, `\-`, `1\.`.
        const markerAt = pos + m[0].search(/[>\-+*]|\d/) + (m[3] ? m[3].length : 0);
        lines[i] = `${line.slice(0, markerAt)}\\${line.slice(markerAt)}`;
        deepLines++;
        changed = true;
        break;
      }
      pos += m[0].length;
    }
  }
  if (deepLines) {
    warnings.count(
      'deep',
      (c) =>
        `${plural(c, 'line')} opened more than ${MAX_CONTAINERS_PER_LINE} nested quotes or lists; the markers beyond that were read as text`,
      deepLines,
    );
  }

  // Emphasis markers and brackets per run of non-blank lines, outside code fences.
  let fence: { char: string; length: number } | null = null;
  let start = 0;
  let flattened = 0;
  const flush = (end: number) => {
    if (end <= start) return;
    let text = '';
    for (let i = start; i < end; i++) text += lines[i];
    if (text.length < MAX_DELIMITERS_PER_BLOCK) return;
    const emphasis = countRuns(text, '*_');
    const brackets = countRuns(text, '[]', true);
    if (emphasis <= MAX_DELIMITERS_PER_BLOCK && brackets <= MAX_DELIMITERS_PER_BLOCK) return;
    const token = `${tokenBase}${plain.size}`;
    plain.set(token, text.replace(/\s+/g, ' ').trim());
    lines[start] = `\n${token}\n\n`;
    for (let i = start + 1; i < end; i++) lines[i] = '';
    flattened++;
    changed = true;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const f = FENCE.exec(line);
    if (fence) {
      if (f && f[1][0] === fence.char && f[1].length >= fence.length && !line.slice(f[0].length).trim()) fence = null;
      start = i + 1;
      continue;
    }
    if (f) {
      flush(i);
      fence = { char: f[1][0], length: f[1].length };
      start = i + 1;
      continue;
    }
    if (!line.trim()) {
      flush(i);
      start = i + 1;
    } else if (BLOCK_START.test(line) || line.includes('|')) {
      // A new block (its inline content is parsed apart), or a table row (each cell is parsed apart).
      flush(i);
      start = i;
      if (line.includes('|')) {
        flush(i + 1);
        start = i + 1;
      }
    }
  }
  if (!fence) flush(lines.length);
  if (flattened) {
    warnings.count(
      'delimiters',
      (c) =>
        `${plural(c, 'block')} with more than ${MAX_DELIMITERS_PER_BLOCK} emphasis markers or brackets ${c === 1 ? 'was' : 'were'} kept as plain text, not read as Markdown`,
      flattened,
    );
  }
  return { source: changed ? lines.join('') : source, plain };
}

/** Puts the plain text of the runs guardMarkdown took out back in place of their placeholder paragraphs. */
export function restorePlain(blocks: DocNodeBlock[], plain: ReadonlyMap<string, string>): void {
  if (!plain.size) return;
  for (const block of blocks) {
    if (block.type === 'paragraph') {
      const only = block.content?.length === 1 ? block.content[0] : undefined;
      const text = only?.type === 'text' && !only.marks ? plain.get(only.text) : undefined;
      if (text !== undefined) block.content = [{ type: 'text', text }];
    } else if (block.type === 'blockquote') restorePlain(block.content, plain);
    else if (block.type === 'bulletList' || block.type === 'orderedList')
      for (const item of block.content) restorePlain(item.content, plain);
  }
}

/** Runs of the given characters not escaped by a backslash (each character on its own with `single`). */
function countRuns(text: string, chars: string, single = false): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (chars.includes(c) && (single || text[i - 1] !== c)) n++;
  }
  return n;
}
