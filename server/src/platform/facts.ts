// What an instance may keep in memory of rows whose every change is signalled to it (keys, workspaces, plans,
// webhook endpoints: auth/key-watch.ts), kept by the key cache (auth/key-cache.ts).
export interface Facts {
  /** The value kept under `key`, else `load()`'s (kept unless the rows changed while it loaded). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * Forgets everything kept, after this process changed such rows: its own change must show in its next request,
   * and the signal reaches this process a moment after the commit.
   */
  forget(): void;
}

/** Facts kept nowhere: every call loads (a process without a watch, a test). */
export const noFacts: Facts = { remember: (_key, load) => load(), forget() {} };
