// /agreements over HTTP on the real database: limits, usage counts, rewording re-gates (regatedLinks), renaming
// does not, delete copies the text onto the links that used it, and another workspace's ids answer 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { perFile, makeApp, otherWorkspace } from '../../test/helpers.js';

const t = perFile(() => makeApp({ RATE_LIMIT_PER_MINUTE: '1000000' }, { startJobs: false }));
let otherKey: string;
beforeAll(async () => {
  otherKey = await otherWorkspace(t);
});

const TERMS = 'The reader keeps everything in this room confidential.';

async function agreement(body: Record<string, unknown> = {}, key = t.key) {
  const res = await t.api('POST', '/agreements', { name: 'Standard NDA', body: TERMS, ...body }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function docLink(extra: Record<string, unknown>) {
  const d = await t.api('POST', '/documents', { title: 'Deck', markdown: '# Deck' });
  const res = await t.api('POST', '/links', { documentId: d.json().data.id, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

describe('agreements', () => {
  it('creates with the limits of the reference; counts start at zero; the body is kept exactly', async () => {
    const body = `  ${TERMS}\n\nSigned.  `;
    const a = await agreement({ body, requireName: true });
    expect(a).toMatchObject({ name: 'Standard NDA', body, requireName: true, linkCount: 0, acceptedCount: 0 });
    expect((await agreement()).requireName).toBe(false);
    for (const [bad, field] of [
      [{ name: '' }, 'body.name'],
      [{ name: 'n'.repeat(121) }, 'body.name'],
      [{ body: 'too short' }, 'body.body'],
      [{ body: 'b'.repeat(20001) }, 'body.body'],
      [{ extra: 1 }, 'extra'],
    ] as const) {
      const res = await t.api('POST', '/agreements', { name: 'N', body: TERMS, ...(bad as Record<string, unknown>) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.body).toContain(field);
    }
    expect((await t.api('GET', `/agreements/${a.id}`)).json().data).toEqual(a);
    const audit = await t.db.kysely
      .selectFrom('audit_events')
      .select('family')
      .where('type', '=', 'agreement.created')
      .where('workspace_id', '=', t.workspaceId)
      .execute();
    expect(audit.every((e) => e.family === 'sharing')).toBe(true);
  });

  it('lists most recently edited first; linkCount counts live links using it', async () => {
    const first = await agreement({ name: 'First' });
    const second = await agreement({ name: 'Second' });
    let names = (await t.api('GET', '/agreements')).json().data.map((a: { name: string }) => a.name);
    expect(names.indexOf('Second')).toBeLessThan(names.indexOf('First'));
    await t.api('PATCH', `/agreements/${first.id}`, { name: 'First, edited' });
    names = (await t.api('GET', '/agreements')).json().data.map((a: { name: string }) => a.name);
    expect(names[0]).toBe('First, edited');
    const l1 = await docLink({ requireNda: true, agreementId: second.id });
    await docLink({ requireNda: true, agreementId: second.id });
    expect((await t.api('GET', `/agreements/${second.id}`)).json().data.linkCount).toBe(2);
    await t.api('DELETE', `/links/${l1.id}`);
    expect((await t.api('GET', `/agreements/${second.id}`)).json().data.linkCount).toBe(1);
  });

  it('renaming or requireName re-asks nobody; changed wording re-gates every link using it; the same text does not', async () => {
    const a = await agreement();
    await docLink({ requireNda: true, agreementId: a.id });
    const open = await docLink({ requireNda: true, agreementId: a.id, requireEmail: false });
    // A visitor accepts on the viewer's first step: acceptedCount counts it.
    const accepted = await t.api.post(`/public/links/${open.slug}/visits`, { ndaAccepted: true }, { key: null });
    expect(accepted.json().data, accepted.body).toMatchObject({ opened: true });
    expect((await t.api('GET', `/agreements/${a.id}`)).json().data.acceptedCount).toBe(1);
    const renamed = await t.api('PATCH', `/agreements/${a.id}`, { name: 'Renamed', requireName: true });
    expect(renamed.json()).toMatchObject({
      data: { name: 'Renamed', requireName: true, body: TERMS },
      regatedLinks: 0,
    });
    expect((await t.api('PATCH', `/agreements/${a.id}`, { body: TERMS })).json().regatedLinks).toBe(0);
    const revision = async () =>
      Number(
        (await t.db.kysely.selectFrom('agreements').select('revision').where('id', '=', a.id).executeTakeFirstOrThrow())
          .revision,
      );
    const before = await revision();
    const reworded = await t.api('PATCH', `/agreements/${a.id}`, { body: `${TERMS} Also the deck.` });
    expect(reworded.json()).toMatchObject({ data: { body: `${TERMS} Also the deck.` }, regatedLinks: 2 });
    expect(await revision()).toBe(before + 1);
    expect((await t.api('PATCH', `/agreements/${a.id}`, {})).statusCode).toBe(400);
    expect((await t.api('PATCH', `/agreements/${a.id}`, { body: 'short' })).statusCode).toBe(400);
  });

  it('delete copies the text onto the links that used it (which keep the gate); then 404', async () => {
    const a = await agreement({ body: `${TERMS} Copied.` });
    const l = await docLink({ requireNda: true, agreementId: a.id });
    expect(l).toMatchObject({ agreementId: a.id, ndaText: null });
    expect((await t.api('DELETE', `/agreements/${a.id}`)).statusCode).toBe(204);
    expect((await t.api('GET', `/links/${l.id}`)).json().data).toMatchObject({
      requireNda: true,
      agreementId: null,
      ndaText: `${TERMS} Copied.`,
    });
    for (const [m, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const)
      expect((await t.api(m, `/agreements/${a.id}`, body)).statusCode).toBe(404);
  });

  it('another workspace’s agreement answers 404 and is not listed', async () => {
    const theirs = await agreement({ name: 'Theirs' }, otherKey);
    for (const [m, body] of [['GET'], ['PATCH', { name: 'x' }], ['DELETE']] as const)
      expect((await t.api(m, `/agreements/${theirs.id}`, body)).statusCode).toBe(404);
    expect((await t.api('GET', '/agreements')).json().data.map((a: { id: string }) => a.id)).not.toContain(theirs.id);
    expect((await t.api('GET', `/agreements/${theirs.id}`, undefined, otherKey)).statusCode).toBe(200);
  });
});
