// The retry-after header, read in one place for the retry loop (core.ts) and RateLimitError.retryAfter (errors.ts).

/** Seconds the server asked us to wait: a number of seconds, or an HTTP date (rounded up); undefined when absent or unreadable. */
export function retryAfterSeconds(headers: Headers): number | undefined {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return undefined;
  const secs = Number(raw);
  if (Number.isFinite(secs)) return Math.max(0, secs);
  // retry-after may also be an HTTP date.
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}
