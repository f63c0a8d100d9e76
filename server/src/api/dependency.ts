// Failures of a dependency (the database, file storage, the mail transport) become 503 "nothing was done;
// safe to retry" rather than a 500: the request was fine, something it needs did not answer.
import { BlobStoreUnavailableError } from '../files/blob-store.js';
import { MailUnavailableError } from '../mail/mailer.js';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'EPIPE',
  'ENETUNREACH',
]);
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|PROTOCOL|NOLFS)/;

/** Which dependency failed, or null when the error is not a dependency failure. */
export function failedDependency(err: unknown): string | null {
  if (err instanceof BlobStoreUnavailableError) return 'file storage';
  if (err instanceof MailUnavailableError) return 'the mail transport';
  const e = err as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  const message = typeof e?.message === 'string' ? e.message : '';
  if (SQLITE_UNAVAILABLE.test(code)) return 'the database';
  // PostgreSQL: connection exceptions (08), insufficient resources (53), operator intervention (57), or the
  // socket to it failing.
  if (/^(08|53|57)[0-9A-Z]{3}$/.test(code)) return 'the database';
  if (NETWORK_CODES.has(code)) return 'the database';
  if (
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/.test(
      message,
    )
  )
    return 'the database';
  return null;
}
