// Testing your own code against Dossier offline, with the SDK's testing kit (`@dossier/sdk/testing`) and msw:
// every operation answers a valid example from the contract, and each test overrides what it is about.
//
//   npx tsx examples/mock-dossier.ts      (no server, no key: nothing leaves the process)
import assert from 'node:assert/strict';
import { setupServer } from 'msw/node';
import { Dossier, NotFoundError } from '@dossier/sdk';
import { dossierError, dossierHandlers, factories } from '@dossier/sdk/testing';

// The code under test: an app's "send this contract" step.
async function sendContract(dossier: Dossier, documentId: string): Promise<string> {
  try {
    const { data: envelope } = await dossier.envelopes.send({ documentId, subject: 'Please sign' });
    return `sent ${envelope.id} to ${envelope.recipients.map((r) => r.email).join(', ')}`;
  } catch (err) {
    if (err instanceof NotFoundError) return `no such document ${documentId}`;
    throw err;
  }
}

const server = setupServer(...dossierHandlers());
server.listen({ onUnhandledRequest: 'error' });
const dossier = new Dossier({ apiKey: 'dsk_test_offline', baseUrl: 'https://dossier.example.com/api/v1' });

try {
  // 1. Out of the box: the contract's example envelope.
  const plain = await sendContract(dossier, 'doc_any');
  assert.match(plain, /^sent env_/);
  console.log(`default answer: ${plain}`);

  // 2. This test's own envelope, built by a typed factory, checking what the app sent.
  server.use(
    ...dossierHandlers({
      'envelopes.send': async ({ request }) => {
        const body = (await request.json()) as { documentId: string };
        const recipient = factories.recipient({ email: 'dana@globex.example' });
        return {
          data: factories.envelope({ id: 'env_for_test', documentId: body.documentId, recipients: [recipient] }),
          delivery: [],
        };
      },
    }),
  );
  const mine = await sendContract(dossier, 'doc_board_pack');
  assert.equal(mine, 'sent env_for_test to dana@globex.example');
  console.log(`overridden: ${mine}`);

  // 3. A failure, as the API answers it.
  server.resetHandlers(...dossierHandlers({ 'envelopes.send': dossierError(404, 'not_found', 'Document not found') }));
  const missing = await sendContract(dossier, 'doc_gone');
  assert.equal(missing, 'no such document doc_gone');
  console.log(`error answer: ${missing}`);

  // 4. A webhook receiver's input, signed as the server signs it.
  const secret = 'whsec_offline_example';
  const delivery = await factories.webhookDelivery(
    { event: 'ping', data: { endpointId: 'hk_1', message: 'hello' } },
    secret,
  );
  const event = await dossier.webhooks.verifyAsync(delivery.body, delivery.headers, secret);
  assert.equal(event.event, 'ping');
  console.log(`webhook verified: ${event.id}`);
} finally {
  server.close();
}
