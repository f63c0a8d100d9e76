// Shared test helpers: an msw server per test file, a client pointed at it, and a log of what reached it.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { Dossier } from '../src/index.js';
import type { ClientOptions } from '../src/core.js';

export const BASE = 'https://api.dossier.test/api/v1';
export const url = (path: string) => `${BASE}${path}`;

/** Starts an msw server for the current test file; each test adds its handlers with `server.use`. */
export function useMockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** A client pointed at the mock. */
export function client(opts: ClientOptions = {}): Dossier {
  return new Dossier({ apiKey: 'dsk_test_123', baseUrl: BASE, ...opts });
}

/** A list response. */
export const page = <T>(data: T[], nextCursor: string | null = null) => ({ data, nextCursor });

/** The error body every failure has. */
export const errorBody = (code: string, error = code.replace(/_/g, ' '), details?: Record<string, unknown>) => ({
  error,
  code,
  ...(details ? { details } : {}),
});

/** Awaits a promise that must reject and returns the reason (fails the test when it resolves). */
export async function rejection(p: PromiseLike<unknown>): Promise<any> {
  try {
    await p;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
