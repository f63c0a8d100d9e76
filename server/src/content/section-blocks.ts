// The blocks of each section (sections() in text.ts gives their ids, headings and words): the body split at
// every heading, also inside lists and quotes, where the container is split in two around it so each part
// renders in its own section. With sections() it is how the viewer serves an authored body section by section.
import { INTRO_SECTION_ID, canonicalize } from './canonicalize.js';
import { plainText, sections } from './text.js';
import type { DocContent, DocNodeBlock, DocumentSection } from './types.js';

type Node = DocNodeBlock | { type: 'listItem'; content?: DocNodeBlock[] };

/** Splits nodes into runs: the first holds what comes before any heading, each other one starts at a heading. */
function split(nodes: readonly Node[]): Node[][] {
  const runs: Node[][] = [[]];
  for (const node of nodes) {
    if (node.type === 'heading') {
      runs.push([node]);
      continue;
    }
    const children =
      'content' in node &&
      Array.isArray(node.content) &&
      ['bulletList', 'orderedList', 'listItem', 'blockquote'].includes(node.type)
        ? (node.content as Node[])
        : null;
    const parts = children ? split(children) : [];
    if (!children || parts.length === 1) {
      runs[runs.length - 1].push(node);
      continue;
    }
    if (parts[0].length) runs[runs.length - 1].push({ ...node, content: parts[0] } as Node);
    for (const part of parts.slice(1)) runs.push([{ ...node, content: part } as Node]);
  }
  return runs;
}

export interface SectionWithBlocks extends DocumentSection {
  blocks: DocNodeBlock[];
  /** The section's plain text (for reading aloud). */
  text: string;
}

export function sectionsWithBlocks(content: DocContent): SectionWithBlocks[] {
  const doc = canonicalize(content);
  const meta = sections(doc);
  const [lead, ...rest] = split(doc.content ?? []) as DocNodeBlock[][];
  const runs = meta[0]?.id === INTRO_SECTION_ID ? [lead, ...rest] : rest;
  return meta.map((m, i) => {
    const blocks = runs[i] ?? [];
    return { ...m, blocks, text: plainText({ type: 'doc', content: blocks } as DocContent) };
  });
}
