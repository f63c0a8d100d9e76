// Test kit: a rendered PDF read back as the text of each page, for the export's tests (left out of the build).
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';

/** The text of each page of a PDF, in order (one entry a page, checked against the page count). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { text, totalPages } = await extractText(pdf, { mergePages: false });
    expect(text.length).toBe(totalPages);
    return text;
  } finally {
    await pdf.destroy();
  }
}
