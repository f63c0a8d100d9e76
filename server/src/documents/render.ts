// The rendered PDF of an authored body: its page count is the document's pageCount, and exports stream it.
import type { DocContent } from '../generated/api/types.gen.js';
import { countPdfPages } from '../pdf/export/index.js';

/** Lays the body out as the PDF export does, without embedding fonts or writing the file. */
export async function renderedPageCount(title: string, content: DocContent): Promise<number> {
  return countPdfPages({ title, content });
}
