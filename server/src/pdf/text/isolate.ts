// First-strong isolates, apart from the shaping code (runs.ts loads the faces and fontkit): code that only marks
// text for the bidi algorithm (the certificate's inputs, built on the server's thread) imports this alone.

/** Wraps text in a first-strong isolate (FSI…PDI): inside a line it keeps its own direction and moves as one. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;
