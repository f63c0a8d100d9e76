// Cheap client-side checks of flag values: a bad value fails with exit 2 before any request is sent.
import { UsageError } from '../base/errors.js';

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
    throw new UsageError(
      `${flag} must be an https address (got ${url.protocol.replace(/:$/, '')}): webhooks are only delivered over https`,
    );
  }
  return value;
}

/** Event names as given with repeated --event flags: trimmed, de-duplicated, none empty. */
export function eventNames(raw: readonly string[] | undefined, flag = '--event'): string[] {
  const out: string[] = [];
  for (const r of raw ?? []) {
    const name = r.trim();
    if (name === '' || /\s/.test(name))
      throw new UsageError(`${flag} "${r}" is not an event name (e.g. envelope.completed)`);
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
    throw new UsageError(
      `${flag} "${raw}" is not an ISO 8601 date or time: expected e.g. 2026-11-01 or 2026-11-01T09:30:00Z`,
    );
  }
  return new Date(DATE_ONLY.test(value) && endOfDay ? ms + DAY_MS - 1 : ms).toISOString();
}

export interface RecipientInput {
  name: string;
  email: string;
  role?: 'signer' | 'viewer';
  routingOrder?: number;
}

const RECIPIENT = /^(.*?)\s*<([^<>]*)>\s*(?::(.*))?$/;

/**
 * A recipient as given with --recipient: `Name <email>`, optionally followed by `:role` (signer or viewer) and
 * `:order` (routing order, 1-99), e.g. `Dana Whitfield <dana@globex.example>:signer:2`.
 */
export function recipient(raw: string, flag = '--recipient'): RecipientInput {
  const bad = (why: string) =>
    new UsageError(
      `${flag} "${raw}": ${why}`,
      `Expected "Name <email>", optionally followed by :signer or :viewer and :<routing order>, e.g. "Dana Whitfield <dana@globex.example>:viewer:2".`,
    );
  const m = RECIPIENT.exec(raw.trim());
  if (!m) throw bad('expected "Name <email>"');
  const name = m[1]!
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();
  const email = m[2]!.trim();
  if (name === '') throw bad('the name is missing');
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) throw bad(`"${email}" is not an email address`);
  const out: RecipientInput = { name, email };
  if (m[3] !== undefined) {
    const [role, order, ...rest] = m[3].split(':').map((s) => s.trim());
    if (rest.length > 0) throw bad('too many ":" parts');
    if (role !== '') {
      if (role !== 'signer' && role !== 'viewer') throw bad(`the role must be signer or viewer, not "${role}"`);
      out.role = role;
    }
    if (order !== undefined) {
      const n = /^\d{1,2}$/.test(order) ? Number(order) : Number.NaN;
      if (!(n >= 1 && n <= 99)) throw bad(`the routing order must be a whole number from 1 to 99, not "${order}"`);
      out.routingOrder = n;
    }
  }
  return out;
}

/** `true` / `false` flag values (Flags.option already limits them to these two) as booleans. */
export function bool(value: 'true' | 'false' | undefined): boolean | undefined {
  return value === undefined ? undefined : value === 'true';
}
