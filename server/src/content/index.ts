// The document body model: the `type: doc` tree of the spec (DocContent and its DocNode*/DocMark* schemas) and
// its conversions.
//
//   fromMarkdown(md)      Markdown (CommonMark + GFM + $ math) → canonical tree, with one warning per loss
//   fromHtml(html)        HTML → sanitized → the same mdast reader as Markdown → canonical tree, with warnings
//   canonicalize(content) the stored form: empty text/marks removed, heading and signature-field ids, … (idempotent)
//   toMarkdown(content)   tree → Markdown that reads back to the same canonical tree where Markdown can say it
//   sections(content)     the heading-delimited sections reading analytics measure (DocumentSection)
//   plainText(content)    text for search indexing, blocks on separate lines
//   wordCount(content)    words in the document (the sections' words add up to it)
export { canonicalize, INTRO_SECTION_ID } from './canonicalize.js';
export { fromHtml } from './html.js';
export { fromMarkdown, toMarkdown } from './markdown.js';
export { countWords, plainText, sections, wordCount } from './text.js';
export { passages, sectionTexts, type Passage } from './passages.js';
export { slugify } from './slug.js';
export type * from './types.js';
