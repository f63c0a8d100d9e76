// The assistant's answer from ranked passages. "Found" means what the spec promises and no more: some passage
// shares a meaningful word with the question (after stop and framing words are dropped and words stemmed).
// Beyond the best passage, others are listed only while they score at least RELATIVE_FLOOR of it: BM25 scores are
// comparable only within one question, and a passage far below the best one matched only the question's commoner
// words (with "liquidation preference", a passage that says only "preference" somewhere else).
import type { AssistantAnswer, AssistantPassage } from '../generated/api/types.gen.js';
import { buildIndex, questionTerms, type Hit, type PassageIndex } from './bm25.js';
import { Lru } from '../platform/lru.js';
import type { SearchableDocument } from './passages.js';

export const MAX_PASSAGES = 5;
export const RELATIVE_FLOOR = 0.4;
const QUOTE_MAX = 1000;

/** The passage as written, cut at a word boundary with … when over QUOTE_MAX characters. */
export function quote(text: string): string {
  if (text.length <= QUOTE_MAX) return text;
  const head = text.slice(0, QUOTE_MAX - 1);
  const cut = head.lastIndexOf(' ');
  return `${(cut > QUOTE_MAX / 2 ? head.slice(0, cut) : head).trimEnd()}…`;
}

function where(hit: Hit, title: string, several: boolean): string {
  const p = hit.passage;
  const place = p.page !== null ? ` on page ${p.page}` : p.heading ? ` in "${p.heading}"` : '';
  return `${several ? `"${title}"` : 'The document'} says this${place}:`;
}

// Indexing a long document costs far more than searching it (2,400 passages: ~250 ms against a few ms), so the
// index of a set of documents is kept while their passages stay the same.
const indexes = new Lru<string, PassageIndex>(16);

function indexOf(docs: SearchableDocument[], passages: SearchableDocument['passages']): PassageIndex {
  if (docs.some((d) => d.key === undefined)) return buildIndex(passages);
  const key = docs.map((d) => d.key).join('\n');
  let index = indexes.get(key);
  if (!index) indexes.set(key, (index = buildIndex(passages)));
  return index;
}

export function answer(question: string, docs: SearchableDocument[]): AssistantAnswer {
  const several = docs.length > 1;
  const notFound: AssistantAnswer = {
    question,
    found: false,
    answer: several ? 'This is not in these documents.' : 'This is not in this document.',
    passages: [],
  };
  if (!questionTerms(question).length) return notFound;
  const all = docs.flatMap((d) => d.passages);
  // a scan (a PDF without a text layer) or a shared file: say why nothing can be found rather than "not in it"
  if (!all.length)
    return {
      ...notFound,
      answer: several
        ? 'These documents have no text the assistant can search (scans or files without text).'
        : 'This document has no text the assistant can search (a scan or a file without text).',
    };
  const hits = indexOf(docs, all).search(question);
  if (!hits.length) return notFound;
  const best = hits[0].score;
  const kept = hits.filter((h) => h.score >= best * RELATIVE_FLOOR).slice(0, MAX_PASSAGES);
  const titles = new Map(docs.map((d) => [d.documentId, d.title]));
  const passages: AssistantPassage[] = kept.map((h) => {
    const p = h.passage as SearchableDocument['passages'][number];
    return {
      documentId: p.documentId,
      documentTitle: titles.get(p.documentId) ?? '',
      sectionIndex: p.sectionIndex,
      sectionId: p.sectionId,
      heading: p.heading,
      page: p.page,
      quote: quote(p.text),
      score: Math.round(h.score * 1000) / 1000,
    };
  });
  return {
    question,
    found: true,
    answer: where(kept[0], titles.get(kept[0].passage.documentId) ?? '', several),
    passages,
  };
}
