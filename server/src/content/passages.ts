// The passages of an authored body, section by section: what the reading assistant searches and quotes, and what
// the viewer reads aloud (a section's text). A passage is a paragraph, a list item's paragraph, a code block or a
// table row (cells a ' | ' apart), as written; headings open sections and are not passages. Section indexes are
// those of sections() (an untitled first section only when something comes before the first heading).
import { canonicalize } from './canonicalize.js';
import { forEachLeafBlock, hasContent, hasLeadingContent, inlineText } from './tree.js';
import type { DocContent, DocNodeBlock } from './types.js';

export interface Passage {
  sectionIndex: number;
  text: string;
}

function blockPassages(b: DocNodeBlock): string[] {
  switch (b.type) {
    case 'paragraph':
      return hasContent(b) ? [inlineText(b.content, '\n')] : [];
    case 'codeBlock':
      return [(b.content ?? []).map((t) => t.text).join('')];
    case 'table':
      return b.content.map((row) =>
        row.content
          .map((cell) =>
            cell.content
              .map((p) => inlineText(p.content, ' '))
              .join(' ')
              .trim(),
          )
          .join(' | '),
      );
    default:
      return [];
  }
}

/** Every passage of the body in reading order, with the index of the section it is in. */
export function passages(content: DocContent): Passage[] {
  const blocks = canonicalize(content).content ?? [];
  const out: Passage[] = [];
  // Before the first heading: section 0 (the untitled one) when it exists; each heading then opens the next.
  let index = hasLeadingContent(blocks) ? 0 : -1;
  forEachLeafBlock(blocks, (b) => {
    if (b.type === 'heading') {
      index++;
      return;
    }
    for (const raw of blockPassages(b)) {
      const text = raw.trim();
      if (text && index >= 0) out.push({ sectionIndex: index, text });
    }
  });
  return out;
}

/** Each section's plain text, heading first, passages a line apart (for speech synthesis); by section index. */
export function sectionTexts(content: DocContent): string[] {
  const blocks = canonicalize(content).content ?? [];
  const out: string[][] = [];
  let index = hasLeadingContent(blocks) ? 0 : -1;
  if (index === 0) out.push([]);
  forEachLeafBlock(blocks, (b) => {
    if (b.type === 'heading') {
      index++;
      out.push([inlineText(b.content, ' ').replace(/\s+/g, ' ').trim()]);
      return;
    }
    if (index < 0) return;
    for (const raw of blockPassages(b)) if (raw.trim()) out[index].push(raw.trim());
  });
  return out.map((lines) => lines.filter(Boolean).join('\n'));
}
