// A body as a document stores it: whichever body a request carries (Markdown, HTML or document JSON) turned into
// the canonical tree, with the derived section list, plain text for search and the rendered page count. Runs on
// the thread it is called on: documents/body-input.ts chooses between here and the worker pool (work/jobs.ts).
import type { DocContent } from '../generated/api/types.gen.js';
import { countPdfPages } from '../pdf/export/index.js';
import { errors } from '../platform/errors.js';
import { cachedConversion, cachedPageCount } from './body-cache.js';
import { canonicalize, fromHtml, fromMarkdown, plainText, sections } from './index.js';

export interface BodyInput {
  markdown?: string;
  html?: string;
  content?: DocContent;
}

export interface PreparedBody {
  content: DocContent;
  warnings: string[];
  sections: string;
  bodyText: string;
  pageCount: number;
  /** `content` as JSON text, as the row stores it. */
  contentJson: string;
}

const MAX_JSON = 1_000_000;

/** Lays the body out as the PDF export does, without embedding fonts or writing the file (once per title and body). */
export async function renderedPageCount(
  title: string,
  content: DocContent,
  contentJson = JSON.stringify(content),
): Promise<number> {
  return cachedPageCount(title, contentJson, () => countPdfPages({ title, content }));
}

/** A request's body prepared on this thread (the pool's prepareBody job runs this). */
export async function prepareBodyHere(title: string, b: BodyInput): Promise<PreparedBody> {
  let content: DocContent;
  let warnings: string[] = [];
  if (b.markdown !== undefined)
    ({ content, warnings } = cachedConversion('markdown', b.markdown, () => fromMarkdown(b.markdown!)));
  else if (b.html !== undefined) ({ content, warnings } = cachedConversion('html', b.html, () => fromHtml(b.html!)));
  else if (b.content !== undefined) {
    if (JSON.stringify(b.content).length > MAX_JSON)
      throw errors.validation([{ field: 'body.content', message: 'is longer than 1,000,000 characters serialized' }]);
    content = canonicalize(b.content);
  } else content = canonicalize({ type: 'doc', content: [] });
  return finishBodyHere(title, content, warnings);
}

export async function finishBodyHere(
  title: string,
  content: DocContent,
  warnings: string[] = [],
): Promise<PreparedBody> {
  const contentJson = JSON.stringify(content);
  return {
    content,
    warnings,
    sections: JSON.stringify(sections(content)),
    bodyText: plainText(content),
    pageCount: await renderedPageCount(title, content, contentJson),
    contentJson,
  };
}
