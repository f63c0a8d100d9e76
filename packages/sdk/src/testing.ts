// `@dossier/sdk/testing`: mock Dossier in your own tests, offline, with msw (a peer dependency: install it beside
// the SDK). `dossierHandlers()` answers every operation of the contract with a valid example (from the spec, through
// the generated table mocks.gen.ts, so it follows the spec like the rest of the SDK); each can be overridden per test
// with a body, a Response (`dossierError(404, 'not_found')` for a failure) or a function of the request. The
// factories make typed resources and signed webhook deliveries.
import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  MOCK_OPERATIONS,
  type MockAnswers,
  type MockOperation,
  type MockOperationName,
} from './generated/mocks.gen.js';
import type { EnvelopeRecipient } from './generated/api/types.gen.js';
import {
  computeSignatureAsync,
  HEADER_EVENT,
  HEADER_EVENT_ID,
  HEADER_SIGNATURE,
  HEADER_TIMESTAMP,
  type WebhookEvent,
} from './webhooks.js';

export { MOCK_OPERATIONS, type MockAnswers, type MockOperation, type MockOperationName };

/** What an override function is given: the request and its path parameters. */
export interface MockRequestInfo {
  request: Request;
  params: Record<string, string>;
}

/** An operation's answer in a test: its body, a whole Response, or a function of the request giving either. */
export type MockAnswer<N extends MockOperationName> =
  | MockAnswers[N]
  | Response
  | ((info: MockRequestInfo) => MockAnswers[N] | Response | Promise<MockAnswers[N] | Response>);

export type DossierOverrides = { [N in MockOperationName]?: MockAnswer<N> };

export interface DossierHandlersOptions {
  /**
   * The API base the handlers answer under, as the client's `baseUrl` (including `/api/v1`). Default: any origin
   * (`*\/api/v1`), so a client with any base URL is answered.
   */
  baseUrl?: string;
}

let requests = 0;
const requestId = () => `req_mock${String(++requests).padStart(8, '0')}`;

/** A failure as the API answers it (`{ error, code, details }`), for an override: `dossierError(404, 'not_found')`. */
export function dossierError(
  status: number,
  code: string,
  message = `mock ${code}`,
  details?: Record<string, unknown>,
): Response {
  return HttpResponse.json(
    { error: message, code, ...(details ? { details } : {}) },
    { status, headers: { 'x-request-id': requestId() } },
  );
}

function answer(op: MockOperation, body: unknown): Response {
  const headers = { 'x-request-id': requestId() };
  if (op.status === 204 || op.type === null) return new HttpResponse(null, { status: op.status, headers });
  if (op.type === 'application/json') return HttpResponse.json(body as object, { status: op.status, headers });
  return new HttpResponse(body as string, { status: op.status, headers: { ...headers, 'content-type': op.type } });
}

/**
 * msw handlers for every Dossier operation: `server.use(...dossierHandlers({ 'envelopes.send': ... }))`, or
 * `setupServer(...dossierHandlers())`. An operation not overridden answers its example (a fresh copy each time).
 */
export function dossierHandlers(overrides: DossierOverrides = {}, options: DossierHandlersOptions = {}): HttpHandler[] {
  const base = (options.baseUrl ?? '*/api/v1').replace(/\/+$/, '');
  const origin = base.replace(/\/api\/v1$/, '');
  const entries = Object.entries(MOCK_OPERATIONS) as Array<[MockOperationName, MockOperation]>;
  // A literal path segment before a parameter in the same place (`/documents/trash` before `/documents/:id`).
  const rank = (p: string) =>
    p
      .split('/')
      .map((s) => (s.startsWith(':') ? '1' : '0'))
      .join('');
  entries.sort(([, a], [, b]) => (rank(a.path) < rank(b.path) ? -1 : rank(a.path) > rank(b.path) ? 1 : 0));
  return entries.map(([name, op]) =>
    http[op.method](`${op.base === 'origin' ? origin : base}${op.path}`, async ({ request, params }) => {
      const given = overrides[name] as MockAnswer<typeof name> | undefined;
      const value =
        typeof given === 'function' ? await given({ request, params: params as Record<string, string> }) : given;
      if (value instanceof Response) return value;
      return answer(op, value === undefined ? structuredClone(op.body) : value);
    }),
  );
}

// The factories: typed resources from the contract's examples, with your fields over them.
type DataOf<N extends MockOperationName> = MockAnswers[N] extends { data: infer D } ? D : never;
const exampleData = <N extends MockOperationName>(name: N): DataOf<N> =>
  structuredClone((MOCK_OPERATIONS[name].body as { data: DataOf<N> }).data);

export type MockDocument = DataOf<'documents.retrieve'>;
export type MockEnvelope = DataOf<'envelopes.retrieve'>;
export type MockLink = DataOf<'links.retrieve'>;
export type MockVisit = DataOf<'views.list'>[number];

export const factories = {
  document: (fields: Partial<MockDocument> = {}): MockDocument => ({ ...exampleData('documents.retrieve'), ...fields }),
  envelope: (fields: Partial<MockEnvelope> = {}): MockEnvelope => ({ ...exampleData('envelopes.retrieve'), ...fields }),
  recipient: (fields: Partial<EnvelopeRecipient> = {}): EnvelopeRecipient => ({
    ...exampleData('envelopes.retrieve').recipients[0]!,
    ...fields,
  }),
  link: (fields: Partial<MockLink> = {}): MockLink => ({ ...exampleData('links.retrieve'), ...fields }),
  visit: (fields: Partial<MockVisit> = {}): MockVisit => ({ ...exampleData('views.list')[0]!, ...fields }),
  /**
   * A webhook delivery signed with `secret` as the server signs one: the raw body and its headers, for a test of a
   * receiver (`webhooks.verify` / `verifyAsync` accept it). Web Crypto: works in every runtime.
   */
  async webhookDelivery(
    event: Partial<WebhookEvent> & Pick<WebhookEvent, 'event'>,
    secret: string,
    options: { timestamp?: number } = {},
  ) {
    const payload = { id: 'evt_mock0000001', createdAt: new Date().toISOString(), data: {}, ...event } as WebhookEvent;
    const body = JSON.stringify(payload);
    const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      [HEADER_EVENT]: payload.event,
      [HEADER_EVENT_ID]: payload.id,
      [HEADER_TIMESTAMP]: String(timestamp),
      [HEADER_SIGNATURE]: await computeSignatureAsync(secret, timestamp, body),
    };
    return { event: payload, body, headers };
  },
};
