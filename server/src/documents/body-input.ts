// Turns whichever body a request carries (Markdown, HTML or document JSON) into the canonical tree, with the
// derived section list, plain text for search and the rendered page count.
import type { DocContent } from '../generated/api/types.gen.js';
import { errors } from '../platform/errors.js';
import { canonicalize, fromHtml, fromMarkdown, plainText, sections } from '../content/index.js';
import { cachedConversion } from './body-cache.js';
import { renderedPageCount } from './render.js';

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

/** Which body fields the request set; more than one is a 400. */
export function bodyFieldsOf(b: BodyInput): (keyof BodyInput)[] {
  return (['markdown', 'html', 'content'] as const).filter((k) => b[k] !== undefined);
}

export async function prepareBody(title: string, b: BodyInput): Promise<PreparedBody> {
  let content: DocContent;
  let warnings: string[] = [];
  if (b.markdown !== undefined) ({ content, warnings } = cachedConversion('markdown', b.markdown, () => fromMarkdown(b.markdown!)));
  else if (b.html !== undefined) ({ content, warnings } = cachedConversion('html', b.html, () => fromHtml(b.html!)));
  else if (b.content !== undefined) {
    if (JSON.stringify(b.content).length > MAX_JSON) throw errors.validation([{ field: 'body.content', message: 'is longer than 1,000,000 characters serialized' }]);
    content = canonicalize(b.content);
  } else content = canonicalize({ type: 'doc', content: [] });
  return finishBody(title, content, warnings);
}

export async function finishBody(title: string, content: DocContent, warnings: string[] = []): Promise<PreparedBody> {
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
