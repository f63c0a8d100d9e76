// The reading assistant's ranking: Okapi BM25 (k1 = 1.2, b = 0.75) over a document's passages, through MiniSearch
// (a maintained full-text index with BM25 scoring). MiniSearch scores BM25+ (a `d` floor; set to 0 here, which is
// plain BM25) and multiplies a result by how many query words it matched; that factor is divided out, so a score
// is the BM25 sum over the question's words. A passage's length (for b) is its number of distinct words, as
// MiniSearch measures it. IDF is ln(1 + (N - n + 0.5) / (n + 0.5)), never negative. A passage is searched by its own words and, at half weight, by the
// words of its section's heading (a paragraph under "Liquidation preference" is about that).
import MiniSearch from 'minisearch';
import { analyzeTerm } from './analyzer.js';

export interface IndexedPassage {
  documentId: string;
  sectionIndex: number;
  heading: string | null;
  page: number | null;
  text: string;
}

export interface Hit {
  passage: IndexedPassage;
  score: number;
  /** The question's words (analysed) this passage contains. */
  terms: string[];
}

const BM25 = { k: 1.2, b: 0.75, d: 0 };
const HEADING_WEIGHT = 0.5;

export interface PassageIndex {
  readonly size: number;
  search(question: string): Hit[];
}

export function buildIndex(passages: IndexedPassage[]): PassageIndex {
  const ms = new MiniSearch<{ id: number; text: string; heading: string }>({
    fields: ['text', 'heading'],
    storeFields: [],
    processTerm: (term) => analyzeTerm(term),
    searchOptions: { boost: { heading: HEADING_WEIGHT }, bm25: BM25, prefix: false, fuzzy: false, combineWith: 'OR' },
  });
  ms.addAll(passages.map((p, id) => ({ id, text: p.text, heading: p.heading ?? '' })));
  return {
    size: passages.length,
    search(question) {
      return ms
        .search(question)
        .map((r) => ({
          passage: passages[r.id as number],
          score: r.score / Math.max(1, r.queryTerms.length),
          terms: r.queryTerms,
          id: r.id as number,
        }))
        .sort((a, b) => b.score - a.score || a.id - b.id)
        .map(({ passage, score, terms }) => ({ passage, score, terms }));
    },
  };
}

/** The question's words as the index reads them (empty: nothing the document could contain). */
export function questionTerms(question: string): string[] {
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
  return [
    ...new Set(
      tokenize(question)
        .map(analyzeTerm)
        .filter((t): t is string => Boolean(t)),
    ),
  ];
}
