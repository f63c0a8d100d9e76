// What the reading assistant searches in one document as a visit reads it (the live document, or the version
// the link pins): an authored body's passages section by section, or a PDF's text layer page by page, split into
// paragraphs. Both are cached by what makes them (the body's revision, the file's blob), so a reader's tenth
// question does not parse the PDF again.
import type { DocContent } from '../content/index.js';
import { Lru } from '../platform/lru.js';
import { bodyPassages, pageParagraphs, type SearchableDocument } from '../search/passages.js';
import type { Services } from '../services.js';
import { pdfPageTexts } from '../work/page-texts.js';
import { POOL_THRESHOLD_CHARS, runJob, type WorkFor } from '../work/pool.js';

export type { SearchableDocument } from '../search/passages.js';

/** The document (or pinned version) fields the assistant reads. */
export interface ReadableDocument {
  id: string;
  title: string;
  kind: 'xdoc' | 'pdf' | 'file';
  content: string | null;
  source_blob_id: string | null;
  /** What changes whenever the body does (the pinned version's id, or a hash of the live body). */
  revision: string;
}

const cache = new Lru<string, SearchableDocument['passages']>(64);

async function buildPassages(
  s: Services,
  doc: ReadableDocument,
  forWhom: WorkFor,
): Promise<SearchableDocument['passages']> {
  if (doc.kind === 'xdoc' && doc.content)
    return doc.content.length > POOL_THRESHOLD_CHARS
      ? runJob('bodyPassages', { documentId: doc.id, content: doc.content }, forWhom)
      : bodyPassages(doc.id, JSON.parse(doc.content) as DocContent);
  if (doc.kind === 'pdf' && doc.source_blob_id) {
    const pages = await pdfPageTexts(s, doc.source_blob_id, forWhom);
    return pages.flatMap((text, i) =>
      pageParagraphs(text).map((para) => ({
        documentId: doc.id,
        sectionIndex: i,
        sectionId: `page-${i + 1}`,
        heading: null,
        page: i + 1,
        text: para,
      })),
    );
  }
  return []; // a shared file of another type has no text to search
}

export async function searchable(s: Services, doc: ReadableDocument, forWhom: WorkFor): Promise<SearchableDocument> {
  const key = doc.kind === 'pdf' ? `blob:${doc.source_blob_id}:${doc.id}` : `doc:${doc.id}:${doc.revision}`;
  let found = cache.get(key);
  if (!found) {
    found = await buildPassages(s, doc, forWhom);
    // a PDF whose text could not be read now is not remembered as empty
    if (found.length || doc.kind !== 'pdf') cache.set(key, found);
  }
  return { documentId: doc.id, title: doc.title, key, passages: found };
}
