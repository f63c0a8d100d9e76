// Types of scripts/mock.mjs for the TypeScript test suites.
export const MOCK_BASE: string;
export const DEFAULT_MOCK_PORT: number;
export function startMock(opts?: {
  port?: number;
  host?: string;
  timeoutMs?: number;
}): Promise<{ url: string; baseUrl: string; stop: () => Promise<void> }>;
export function newRequestId(): string;
/** What the server answers for a request Prism found against the contract, or undefined when Prism's answer is right. */
export function truthfulFailure(
  status: number,
  violations: unknown[] | undefined,
):
  | {
      status: number;
      body: { error: string; code: string; details?: { fields: { field: string; message: string }[] } };
    }
  | undefined;
