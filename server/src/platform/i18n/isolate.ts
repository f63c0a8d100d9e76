// First-strong isolates: a name, an address or a date set inside a translated sentence keeps its own direction
// and moves as one (Unicode bidi algorithm, FSI…PDI). One mark for the pages and the certificate alike; the PDF's
// line layout (pdf/text/runs.ts) reads the same marks. Apart from the shaping code, so code that only marks text
// loads nothing else.

/** Wraps text in a first-strong isolate (FSI…PDI). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
