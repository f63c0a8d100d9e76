// The document body model (`type: doc` tree) as the spec defines it; the types are generated from the spec.
export type {
  DocContent,
  DocMark,
  DocMarkLink,
  DocNodeBlock,
  DocNodeBlockquote,
  DocNodeBulletList,
  DocNodeCodeBlock,
  DocNodeHardBreak,
  DocNodeHeading,
  DocNodeHorizontalRule,
  DocNodeInline,
  DocNodeListItem,
  DocNodeMathBlock,
  DocNodeMathInline,
  DocNodeOrderedList,
  DocNodeParagraph,
  DocNodeSignatureField,
  DocNodeTable,
  DocNodeTableCell,
  DocNodeTableHeader,
  DocNodeTableRow,
  DocNodeText,
  DocumentSection,
  DocumentTableCellAttrs,
} from '../generated/api/index.js';

import type {
  DocContent,
  DocNodeBlock,
  DocNodeInline,
  DocNodeListItem,
  DocNodeTableCell,
  DocNodeTableHeader,
  DocNodeTableRow,
} from '../generated/api/index.js';

/** What converting Markdown or HTML gives: the canonical tree and one sentence per loss. */
export interface Conversion {
  content: DocContent;
  warnings: string[];
}

/** Any node of the tree below `doc`. */
export type DocNodeAny =
  | DocNodeBlock
  | DocNodeInline
  | DocNodeListItem
  | DocNodeTableRow
  | DocNodeTableHeader
  | DocNodeTableCell;
