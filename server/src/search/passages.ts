// What the reading assistant searches, as plain data: an authored body's passages section by section, or a PDF
// page's text split into paragraphs. Pure functions, run in the worker pool for large bodies (work/jobs.ts).
import { passages, sections, type DocContent } from '../content/index.js';
import type { IndexedPassage } from './bm25.js';

export interface SearchableDocument {
  documentId: string;
  title: string;
  /** What the passages were made from (the cache key): equal keys, equal passages. */
  key?: string;
  passages: (IndexedPassage & { sectionId: string })[];
}

/** A PDF paragraph longer than this is cut at sentence ends into passages of about this size. */
const PDF_PASSAGE_CHARS = 700;

/** A page's text as paragraphs: blank lines part them; a long one is cut after sentences. */
export function pageParagraphs(text: string): string[] {
  const out: string[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const para = block.replace(/\s*\n\s*/g, ' ').trim();
    if (!para) continue;
    if (para.length <= PDF_PASSAGE_CHARS) {
      out.push(para);
      continue;
    }
    let chunk = '';
    for (const sentence of para.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? [para]) {
      if (chunk && chunk.length + sentence.length > PDF_PASSAGE_CHARS) {
        out.push(chunk.trim());
        chunk = '';
      }
      chunk += sentence;
    }
    if (chunk.trim()) out.push(chunk.trim());
  }
  return out;
}

/** An authored body's passages, each with its section's index, anchor id and heading. */
export function bodyPassages(documentId: string, content: DocContent): SearchableDocument['passages'] {
  const secs = sections(content);
  return passages(content).map((p) => ({
    documentId,
    sectionIndex: p.sectionIndex,
    sectionId: secs[p.sectionIndex]?.id ?? 'intro',
    heading: secs[p.sectionIndex]?.heading ?? null,
    page: null,
    text: p.text,
  }));
}
