// GET/PATCH /workspace/sender over HTTP: the name a workspace's envelopes and file-request emails are sent under,
// shown on the signing page in place of "Default workspace (no-reply@….invalid)"; envelopes sent earlier keep theirs.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/helpers.js';
import { sendEngagementLetter } from '../../test/signing-support.js';
import { builtAssets } from '../pages/assets.js';

let t: TestApp;
beforeAll(async () => {
  builtAssets();
  t = await makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false });
});
afterAll(() => t?.close());

async function sendOne(): Promise<{ envelopeId: string; path: string }> {
  const { envelope: e } = await sendEngagementLetter(t, [
    { name: 'Ada Lovelace', email: `ada@${randomBytes(3).toString('hex')}.test` },
  ]);
  return { envelopeId: e.id, path: new URL(e.recipients[0].signingUrl).pathname };
}

describe('/workspace/sender', () => {
  it('reads the workspace name until a sender name is set; envelopes, their page and request emails carry the new one', async () => {
    const ws = await t.db.kysely
      .selectFrom('workspaces')
      .select(['name', 'email'])
      .where('id', '=', t.workspaceId)
      .executeTakeFirstOrThrow();
    const before = await t.api('GET', '/workspace/sender');
    expect(before.statusCode).toBe(200);
    expect(before.json().data).toEqual({ name: ws.name, custom: false, email: ws.email, locale: 'en' });
    const earlier = await sendOne();

    const set = await t.api('PATCH', '/workspace/sender', { name: '  Acme Legal  ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toEqual({ name: 'Acme Legal', custom: true, email: ws.email, locale: 'en' });
    expect((await t.api('GET', '/workspace/sender')).json().data.name).toBe('Acme Legal');

    const later = await sendOne();
    expect((await t.api('GET', `/envelopes/${later.envelopeId}`)).json().data.senderName).toBe('Acme Legal');
    expect((await t.api('GET', `/envelopes/${earlier.envelopeId}`)).json().data.senderName).toBe(ws.name);
    // The signing page names the sender; a no-reply `.invalid` address is not shown to the signer.
    const page = (await t.app.inject({ method: 'GET', url: later.path })).body;
    expect(page).toContain('<p class="eyebrow" dir="auto">From Acme Legal to Ada Lovelace</p>');
    expect(page).not.toMatch(/<p class="eyebrow">[^<]*\.invalid/);
    // A file request's email comes from the same name.
    const r = (
      await t.api('POST', '/requests', { title: 'Passport copy', assignees: [{ email: 'pat@files.test' }] })
    ).json().data;
    const mail = await t.db.kysely
      .selectFrom('mail_messages')
      .select(['subject'])
      .where('ref_id', '=', r.assignees[0].id)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Acme Legal asks you for files: "Passport copy"');

    const reset = await t.api('PATCH', '/workspace/sender', { name: null });
    expect(reset.json().data).toEqual({ name: ws.name, custom: false, email: ws.email, locale: 'en' });
  });

  it('refuses a name that is empty, too long or on two lines (400 naming body.name), changing nothing', async () => {
    for (const name of ['   ', 'x'.repeat(101), 'Acme\nBcc: x@y.test']) {
      const res = await t.api('PATCH', '/workspace/sender', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().details.fields[0].field).toBe('body.name');
    }
    expect((await t.api('PATCH', '/workspace/sender', {})).statusCode).toBe(400);
    expect((await t.api('GET', '/workspace/sender')).json().data.custom).toBe(false);
  });
});
