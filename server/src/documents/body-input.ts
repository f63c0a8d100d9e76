// Turns whichever body a request carries (Markdown, HTML or document JSON) into the canonical tree, with the
// derived section list, plain text for search and the rendered page count (content/body.ts). Above a small size
// the work runs in the worker pool (parsing and laying out 500,000 characters takes seconds); below it the hop
// would cost more than the work.
import { type BodyInput, finishBodyHere, type PreparedBody, prepareBodyHere } from '../content/body.js';
import type { DocContent } from '../generated/api/types.gen.js';
import { POOL_THRESHOLD_CHARS, runJob, type WorkFor } from '../work/pool.js';

export type { BodyInput, PreparedBody } from '../content/body.js';

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
