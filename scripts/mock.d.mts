// Types of scripts/mock.mjs for the TypeScript test suites.
export const MOCK_BASE: string;
export const DEFAULT_MOCK_PORT: number;
export function startMock(opts?: { port?: number; host?: string; timeoutMs?: number }): Promise<{ url: string; baseUrl: string; stop: () => Promise<void> }>;
