// Prefilled text fields: each `text` field whose label the row fills is replaced by its value in the body (inline
// as text, on its own as a paragraph), so the frozen snapshot shows it and the signer has nothing to fill. A body
// with none of those fields left is returned as null (nothing to change: a resumed row is not edited twice).
import type { DocContent } from '../generated/api/types.gen.js';

type Node = { type?: string; attrs?: Record<string, unknown>; content?: Node[]; text?: string };

const INLINE_PARENTS = new Set(['paragraph', 'heading']);

export function prefillBody(content: DocContent, values: Record<string, string>): DocContent | null {
  let changed = false;
  const walk = (node: Node): Node => {
    if (!Array.isArray(node.content)) return node;
    const inline = INLINE_PARENTS.has(node.type ?? '');
    const content = node.content.map((child) => {
      const a = child.attrs;
      if (
        child.type === 'signatureField' &&
        a?.fieldType === 'text' &&
        typeof a.label === 'string' &&
        values[a.label] !== undefined
      ) {
        changed = true;
        const text: Node = { type: 'text', text: values[a.label] };
        return inline ? text : { type: 'paragraph', content: [text] };
      }
      return walk(child);
    });
    return { ...node, content };
  };
  const out = walk(content as unknown as Node);
  return changed ? (out as unknown as DocContent) : null;
}
