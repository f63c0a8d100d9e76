// The rendered PDF of an authored body: its page count is the document's pageCount, and exports stream it.
import type { DocContent } from '../generated/api/types.gen.js';
import { countPdfPages } from '../pdf/export/index.js';
import { cachedPageCount } from './body-cache.js';

/** Lays the body out as the PDF export does, without embedding fonts or writing the file (once per title and body). */
export async function renderedPageCount(
  title: string,
  content: DocContent,
  contentJson = JSON.stringify(content),
): Promise<number> {
  return cachedPageCount(title, contentJson, () => countPdfPages({ title, content }));
}
