// Types of scripts/prism.mjs for the TypeScript test suites.
export interface PrismOptions {
  timeoutMs?: number;
  /** Proxy to this upstream base URL instead of mocking. */
  upstream?: string;
  /** Turn contract violations into error responses. */
  errors?: boolean;
}

export function startPrism(opts?: PrismOptions): Promise<{ url: string; baseUrl: string; stop: () => Promise<void> }>;
