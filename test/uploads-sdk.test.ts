// End to end: the SDK's `uploads` namespace without an API key, against the built server on a real port — the open
// upload page and an assignee's (token from the mailed link), a file sent each way, and the typed 410 once closed.
import { Dossier, GoneError } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadLinkOf } from './support/outbox.js';
import { serve, type Server } from './support/server.js';

let server: Server;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => {
  await server?.stop();
});

describe('uploads through the SDK without a key', () => {
  it('reads the open and the assignee page, sends a file each way, then meets the closed request as GoneError', async () => {
    const owner = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 0 });
    const request = (
      await owner.requests.create({
        title: 'KYC documents',
        items: [{ name: 'Passport' }, { name: 'Proof of address', required: false }],
        assignees: [{ email: 'ada@example.com', name: 'Ada' }],
        openPage: true,
      })
    ).data;
    const token = uploadLinkOf(server, request.assignees[0].id).split('/').pop()!;

    const sdk = new Dossier({ baseUrl: server.base, apiKey: undefined, maxRetries: 0 });
    const open = (await sdk.uploads.retrieve(request.slug)).data;
    expect(open).toMatchObject({ title: 'KYC documents', askEmail: true, assignee: null, uploads: [] });
    const mine = (await sdk.uploads.retrieve(request.slug, { requestToken: token })).data;
    expect(mine).toMatchObject({
      askEmail: false,
      assignee: { email: 'ada@example.com', name: 'Ada', completedAt: null },
    });

    const receipt = (
      await sdk.uploads.create(
        request.slug,
        new Blob(['passport scan'], { type: 'text/plain' }),
        { filename: 'passport.txt', itemId: request.items[0].id },
        { requestToken: token },
      )
    ).data;
    expect(receipt).toMatchObject({
      itemId: request.items[0].id,
      filename: 'passport.txt',
      contentType: 'text/plain',
      byteSize: 13,
    });
    expect(
      (await sdk.uploads.retrieve(request.slug, { requestToken: token })).data.assignee?.completedAt,
    ).not.toBeNull();
    const walkIn = (
      await sdk.uploads.create(request.slug, new Blob(['bill']), {
        filename: 'bill.txt',
        email: 'walk-in@example.com',
        name: 'Walk In',
      })
    ).data;
    expect(walkIn.itemId).toBeNull();

    const read = (await owner.requests.retrieve(request.id)).data;
    expect(read.uploads.map((u) => [u.filename, u.uploaderEmail])).toEqual([
      ['bill.txt', 'walk-in@example.com'],
      ['passport.txt', 'ada@example.com'],
    ]);

    await owner.requests.update(request.id, { active: false });
    const gone = await sdk.uploads.retrieve(request.slug, { requestToken: token }).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(GoneError);
    expect((gone as GoneError).code).toBe('request_closed');
  });
});
