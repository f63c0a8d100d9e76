// Walking the tree: the plain text of inline content, and the blocks of a document in reading order.
import type { DocNodeBlock, DocNodeInline } from './types.js';

/** Text runs and mathematics as written; a hard break becomes `breakAs`; signature fields give nothing. */
export function inlineText(content: readonly DocNodeInline[] | undefined, breakAs = ' '): string {
  if (!content) return '';
  let out = '';
  for (const node of content) {
    if (node.type === 'text') out += node.text;
    else if (node.type === 'mathInline') out += node.attrs.latex;
    else if (node.type === 'hardBreak') out += breakAs;
  }
  return out;
}

/**
 * Calls `fn` for every heading and every block that holds no other blocks, in reading order, descending into
 * lists, list items and block quotes (a heading inside a quote or list still starts a section).
 */
export function forEachLeafBlock(blocks: readonly DocNodeBlock[], fn: (block: DocNodeBlock) => void): void {
  for (const block of blocks) {
    switch (block.type) {
      case 'bulletList':
      case 'orderedList':
        for (const item of block.content ?? []) forEachLeafBlock(item.content ?? [], fn);
        break;
      case 'blockquote':
        forEachLeafBlock(block.content ?? [], fn);
        break;
      default:
        fn(block);
    }
  }
}

/** Whether a block counts as content of its section: anything but an empty paragraph. */
export function hasContent(block: DocNodeBlock): boolean {
  return !(block.type === 'paragraph' && !block.content?.length);
}

/** Whether anything with content comes before the first heading (there is then an untitled first section). */
export function hasLeadingContent(blocks: readonly DocNodeBlock[]): boolean {
  let seenHeading = false;
  let leading = false;
  forEachLeafBlock(blocks, (b) => {
    if (b.type === 'heading') seenHeading = true;
    else if (!seenHeading && hasContent(b)) leading = true;
  });
  return leading;
}
