// How the reading assistant reads words, at indexing and at question time alike: folded to lower case without
// accents, common English words and the words people use to frame a question about a document ignored, then
// stemmed (Porter, through `stemmer`), so "preferred" finds "preference" and "What does the deck say about
// vesting?" looks only for "vest".
import { stemmer } from 'stemmer';

// Function words (the usual English stop list) …
const STOP = `a about above after again against all am an and any are aren't as at be because been before being below
between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down during each few for
from further had hadn't has hasn't have haven't having he he'd he'll he's her here here's hers herself him himself
his how how's i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my myself no nor
not of off on once only or other ought our ours ourselves out over own same shan't she she'd she'll she's should
shouldn't so some such than that that's the their theirs them themselves then there there's these they they'd
they'll they're they've this those through to too under until up very was wasn't we we'd we'll we're we've were
weren't what what's when when's where where's which while who who's whom why why's will with won't would wouldn't
you you'd you'll you're you've your yours yourself yourselves also just may might must shall s t`;
// … and the words that frame a question about a document rather than say what it is about.
const FRAMING = `document documents doc docs deck file text page pages section sections paragraph say says said tell
tells mention mentions mentioned explain explains describe describes please anything something thing things
information info details detail know`;

const IGNORED = new Set(`${STOP} ${FRAMING}`.split(/\s+/).filter(Boolean));

/** A token as the index keeps it, or null when it carries no meaning of its own. */
export function analyzeTerm(token: string): string | null {
  const folded = token.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  if (IGNORED.has(folded)) return null;
  // a lone letter is not a word worth finding; a lone digit may be ("clause 7")
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  return stemmer(folded);
}
