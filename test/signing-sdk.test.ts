// End to end: an integrator embeds signing through the SDK's `signing` namespace, with no API key, against the built
// server on a real port (the document sent with a key over plain HTTP first, as a sender's backend would).
import { Dossier, GoneError } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, serve, type Server } from './support/server.js';

let server: Server;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.stop();
});

const call = (method: string, url: string, body?: unknown) => callApi(server, method, url, body);

describe('signing through the SDK without a key', () => {
  it('opens the session, consents and signs with the token only; the token then answers 410', async () => {
    const doc = (
      await call('POST', '/documents', {
        title: 'Offer letter',
        markdown: '# Offer\n\nWelcome aboard.\n',
        recipients: [
          { name: 'Ada Lovelace', email: 'ada@example.com' },
          { name: 'Bob', email: 'bob@example.com' },
        ],
      })
    ).data;
    for (const r of doc.recipients) await call('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id });
    const envelope = (await call('POST', '/envelopes', { documentId: doc.id })).data;
    const withUrls = (await call('GET', `/envelopes/${envelope.id}?include=signingUrls`)).data;
    const token = withUrls.recipients[0].signingUrl.split('/sign/')[1] as string;

    const sdk = new Dossier({ baseUrl: server.base, apiKey: undefined, maxRetries: 0 });
    const session = await sdk.signing.retrieve(token);
    expect(session.data.pending).toEqual(['consent']);
    expect(session.data.recipient.email).toBe('ada@example.com');
    const consented = await sdk.signing.acceptConsent(token, {
      accepted: true,
      disclosureVersion: session.data.disclosure.version,
    });
    expect(consented.data.fields?.length).toBeGreaterThan(0);
    const signed = await sdk.signing.sign(token, { values: {}, signature: { type: 'typed', text: 'Ada Lovelace' } });
    expect(signed.data).toMatchObject({
      envelope: { id: envelope.id, status: 'sent' },
      recipient: { status: 'signed' },
    });
    const gone = await sdk.signing.retrieve(token).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GoneError);
    expect((gone as GoneError).code).toBe('recipient_signed');
  });
});
