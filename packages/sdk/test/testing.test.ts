// The testing kit (`@dossier/sdk/testing`) as an integrator uses it: msw handlers for every operation answering the
// contract's examples, overridden per test (a body, a function of the request, an error), and the factories.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { APIConnectionError, Dossier, NotFoundError, RateLimitError, Webhooks } from '../src/index.js';
import { dossierError, dossierHandlers, factories, MOCK_OPERATIONS } from '../src/testing.js';
import { BASE, rejection } from './helpers.js';

const server = setupServer(...dossierHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dossier = new Dossier({ apiKey: 'dsk_test_123', baseUrl: BASE, maxRetries: 0 });

describe('dossierHandlers', () => {
  test('answers every operation of the contract (one handler each), with a request id', async () => {
    expect(dossierHandlers()).toHaveLength(Object.keys(MOCK_OPERATIONS).length);
    const { data, requestId } = await dossier.documents.retrieve('doc_any').withResponse();
    expect(data.data).toEqual(
      MOCK_OPERATIONS['documents.retrieve'].body &&
        (MOCK_OPERATIONS['documents.retrieve'].body as { data: unknown }).data,
    );
    expect(requestId).toMatch(/^req_mock/);
  });

  test('lists answer one page, so for await ends', async () => {
    const all = await dossier.documents.list().toArray();
    expect(all.length).toBeGreaterThan(0);
  });

  test('a POST, a 204, a file download, a public operation and the health probes at the origin', async () => {
    const { data: envelope } = await dossier.envelopes.send({ documentId: 'doc_1' });
    expect(envelope.id).toMatch(/^env_/);
    expect(await dossier.documents.delete('doc_1')).toBeUndefined();
    const file = await dossier.documents.downloadFile('doc_1');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await new Dossier({ baseUrl: BASE }).signing.retrieve('tok_1')).data.envelope.id).toMatch(/^env_/);
    expect((await dossier.health.check()).status).toBe('ok');
  });

  test('an override per test: a body, a function of the request, an error', async () => {
    server.use(
      ...dossierHandlers({
        'documents.retrieve': ({ params }) => ({
          data: factories.document({ id: params.id!, title: `Doc ${params.id}` }),
        }),
        'envelopes.send': { data: factories.envelope({ id: 'env_mine', status: 'sent' }), delivery: [] },
        'links.retrieve': dossierError(404, 'not_found', 'No such link'),
        'documents.list': dossierError(429, 'rate_limited'),
      }),
    );
    expect((await dossier.documents.retrieve('doc_42')).data.title).toBe('Doc doc_42');
    expect((await dossier.envelopes.send({ documentId: 'doc_1' })).data.id).toBe('env_mine');
    const missing = await rejection(dossier.links.retrieve('lnk_1'));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing.message).toContain('No such link');
    expect(await rejection(dossier.documents.list())).toBeInstanceOf(RateLimitError);
    // The rest still answer their examples.
    expect((await dossier.links.list()).data.length).toBeGreaterThan(0);
  });

  test('a baseUrl limits the handlers to that API', async () => {
    server.resetHandlers(...dossierHandlers({}, { baseUrl: 'https://other.test/api/v1' }));
    // Not answered (msw refuses the unhandled request): the client's own base is not the one given.
    expect(await rejection(dossier.documents.retrieve('doc_1'))).toBeInstanceOf(APIConnectionError);
    const other = new Dossier({ apiKey: 'dsk_test_123', baseUrl: 'https://other.test/api/v1' });
    expect((await other.documents.retrieve('doc_1')).data.id).toMatch(/^doc_/);
  });
});

describe('factories', () => {
  test('typed resources from the examples, with the fields given over them', () => {
    const doc = factories.document({ title: 'Board pack' });
    expect(doc.title).toBe('Board pack');
    expect(doc.id).toMatch(/^doc_/);
    expect(factories.envelope({ status: 'completed' }).status).toBe('completed');
    expect(factories.recipient({ email: 'dana@globex.example' }).email).toBe('dana@globex.example');
    expect(factories.link().id).toBeTruthy();
    expect(factories.visit().id).toBeTruthy();
    // Each call is a fresh copy.
    factories.document().recipients?.splice(0);
    expect(factories.document().recipients?.length).toBe(doc.recipients?.length);
  });

  test('a webhook delivery with a valid signature (verify and verifyAsync accept it; another secret does not)', async () => {
    const secret = 'whsec_kit_test';
    const { body, headers, event } = await factories.webhookDelivery(
      { event: 'ping', data: { endpointId: 'hk_1', message: 'hi' } },
      secret,
    );
    const webhooks = new Webhooks();
    expect(webhooks.verify(body, headers, secret)).toEqual(event);
    expect(await webhooks.verifyAsync(body, headers, secret)).toEqual(event);
    await expect(webhooks.verifyAsync(body, headers, `${secret}x`)).rejects.toThrow(/signature/);
  });
});
