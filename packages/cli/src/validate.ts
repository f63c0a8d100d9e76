// Cheap client-side checks of flag values: a bad value fails with exit 2 before any request is sent.
import { UsageError } from './errors.js';

/** A webhook address: an absolute https URL. (The server also refuses private and special-purpose addresses.) */
export function httpsUrl(raw: string, flag = '--url'): string {
  const value = raw.trim();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${flag} "${raw}" is not a URL: expected something like https://example.com/dossier/webhooks`);
  }
  if (url.protocol !== 'https:') {
    throw new UsageError(`${flag} must be an https address (got ${url.protocol.replace(/:$/, '')}): webhooks are only delivered over https`);
  }
  return value;
}

/** Event names as given with repeated --event flags: trimmed, de-duplicated, none empty. */
export function eventNames(raw: readonly string[] | undefined, flag = '--event'): string[] {
  const out: string[] = [];
  for (const r of raw ?? []) {
    const name = r.trim();
    if (name === '' || /\s/.test(name)) throw new UsageError(`${flag} "${r}" is not an event name (e.g. envelope.completed)`);
    if (!out.includes(name)) out.push(name);
  }
  return out;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const DAY_MS = 86_400_000;

/**
 * An ISO 8601 time for --from/--to, sent as UTC (`2026-11-01T09:30:00.000Z`). A date alone means the start of that
 * day (UTC), or with `endOfDay` its last millisecond, so `--from 2026-11-01 --to 2026-11-30` covers all of November.
 * A time without an offset is local time.
 */
export function isoTime(raw: string, flag: string, endOfDay = false): string {
  const value = raw.trim();
  const ms = DATE_ONLY.test(value) || DATE_TIME.test(value) ? Date.parse(value.replace(' ', 'T')) : Number.NaN;
  if (Number.isNaN(ms)) {
    throw new UsageError(`${flag} "${raw}" is not an ISO 8601 date or time: expected e.g. 2026-11-01 or 2026-11-01T09:30:00Z`);
  }
  return new Date(DATE_ONLY.test(value) && endOfDay ? ms + DAY_MS - 1 : ms).toISOString();
}
