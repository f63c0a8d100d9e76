// Polling for a condition, shared by the server's tests and the process-level suites under test/.

/** Polls until `fn` returns a truthy value (or throws after `ms`). */
export async function waitFor<T>(fn: () => T | Promise<T>, ms = 10_000, what = 'condition'): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
