// Turns whichever body a request carries (Markdown, HTML or document JSON) into the canonical tree, with the
// derived section list, plain text for search and the rendered page count. Above a small size the work runs in the
// worker pool (parsing and laying out 500,000 characters takes seconds); below it the hop would cost more than the work.
import type { DocContent } from '../generated/api/types.gen.js';
import { errors } from '../platform/errors.js';
import { canonicalize, fromHtml, fromMarkdown, plainText, sections } from '../content/index.js';
import { POOL_THRESHOLD_CHARS, runJob, type WorkFor } from '../work/pool.js';
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

export async function prepareBody(title: string, b: BodyInput, forWhom: WorkFor): Promise<PreparedBody> {
  const size = b.markdown?.length ?? b.html?.length ?? (b.content !== undefined ? JSON.stringify(b.content).length : 0);
  return size > POOL_THRESHOLD_CHARS ? runJob('prepareBody', { title, body: b }, forWhom) : prepareBodyHere(title, b);
}

export async function finishBody(
  title: string,
  content: DocContent,
  forWhom: WorkFor,
  warnings: string[] = [],
): Promise<PreparedBody> {
  return JSON.stringify(content).length > POOL_THRESHOLD_CHARS
    ? runJob('finishBody', { title, content, warnings }, forWhom)
    : finishBodyHere(title, content, warnings);
}

/** prepareBody on this thread (the pool's job runs this). */
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
