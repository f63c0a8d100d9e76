// Errors cross the worker boundary as plain data: a structured clone keeps only an Error's message, so a job's
// expected failures (an ApiError with its code and details, a PDF that cannot be read, a seal input refused) are
// written down by the worker and rebuilt here as the same class, so callers' `instanceof` checks keep working.
import { InvalidPdfError } from '../pdf/inspect/errors.js';
import { SealInputError } from '../pdf/seal/digest.js';
import { ApiError } from '../platform/errors.js';

const CLASSES = { ApiError, InvalidPdfError, SealInputError } as const;
type Known = keyof typeof CLASSES;

export interface WireError {
  kind: Known | 'Error';
  message: string;
  props: Record<string, unknown>;
}

/** In the worker: the error as data (own properties kept; unknown classes become a plain Error with their message). */
export function toWire(e: unknown): WireError {
  const err = e instanceof Error ? e : new Error(String(e));
  const kind = (Object.keys(CLASSES) as Known[]).find((k) => err instanceof CLASSES[k]) ?? 'Error';
  const props: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(err)) if (typeof v !== 'function') props[k] = v;
  return { kind, message: err.message, props: kind === 'Error' ? { name: err.name, stack: err.stack } : props };
}

/** On the main thread: the same class again, with its properties. */
export function fromWire(w: WireError): Error {
  const proto = w.kind === 'Error' ? Error.prototype : CLASSES[w.kind].prototype;
  const err = Object.create(proto) as Error;
  Object.defineProperty(err, 'message', { value: w.message, writable: true, configurable: true });
  Object.assign(err, w.props);
  return err;
}
