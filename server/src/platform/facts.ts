// What an instance may keep in memory of rows whose every change is signalled to it (keys, workspaces, plans:
// auth/key-watch.ts), kept by the key cache (auth/key-cache.ts).
export interface Facts {
  /** The value kept under `key`, else `load()`'s (kept unless the rows changed while it loaded). */
  remember<T>(key: string, load: () => Promise<T>): Promise<T>;
}
