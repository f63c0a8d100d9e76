// Heartbeats, downloads and room zips over HTTP on the real database (SQLite, or PostgreSQL with DATABASE_URL),
// with the clock controlled (only Date is faked): forged, replayed and oversized heartbeats credit nothing beyond
// wall time; every refusal of the guard; stamped copies read back with pdftotext; zip contents read back with unzip.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetMonotonicClock } from '../platform/clock.js';
import {
  codeFor,
  content,
  expectError,
  gates,
  makeKit,
  makeLink,
  mailCount,
  mdDoc,
  patchLink,
  pdfDoc,
  start,
  uniqueEmail,
  type Kit,
  type Started,
} from './test-kit.js';

let k: Kit;
beforeAll(async () => {
  k = await makeKit({ WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8' });
  const hook = await k.api('POST', '/hooks', {
    url: 'https://127.0.0.1:9/hook',
    events: ['link.downloaded', 'link.bulk_downloaded'],
  });
  expect(hook.statusCode, hook.body).toBe(201);
});
afterAll(() => k.t.close());
afterEach(() => {
  vi.useRealTimers();
  resetMonotonicClock();
});

const dir = mkdtempSync(path.join(tmpdir(), 'attention-'));
const tmp = (ext: string, bytes: Buffer) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.${ext}`);
  writeFileSync(file, bytes);
  return file;
};
const pdfText = (bytes: Buffer) => execFileSync('pdftotext', [tmp('pdf', bytes), '-'], { encoding: 'utf8' });
/** The zip's entries: name → its bytes. */
function unzip(bytes: Buffer): Record<string, Buffer> {
  const file = tmp('zip', bytes);
  const names = execFileSync('zipinfo', ['-1', file], { encoding: 'utf8' }).split('\n').filter(Boolean);
  return Object.fromEntries(
    names.map((n) => [n, execFileSync('unzip', ['-p', file, n.replace(/([[\]*?])/g, '[$1]')])]),
  );
}

/** Only Date is faked, so timers, sockets and the database driver run as usual. Far ahead of any real instant already used. */
let clock = Date.parse('2031-01-01T09:00:00.000Z');
function freeze(): number {
  clock += 24 * 3600_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  return clock;
}
const advance = (ms: number) => vi.setSystemTime((clock += ms));

const BODY = '# One\n\nFirst.\n\n# Two\n\nSecond.\n\n# Three\n\nThird.\n\n# Four\n\nFourth.';
const beat = (
  v: Pick<Started, 'visitId' | 'token'>,
  body: unknown,
  token: string | undefined = v.token,
  headers?: Record<string, string>,
) => k.pub('POST', `/visits/${v.visitId}/heartbeats`, body, token, headers);
const visitRow = (id: string) =>
  k.t.db.kysely.selectFrom('link_visits').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const sectionRows = async (id: string) =>
  (
    await k.t.db.kysely
      .selectFrom('visit_sections')
      .selectAll()
      .where('visit_id', '=', id)
      .orderBy('section_index')
      .execute()
  ).map((r) => [Number(r.section_index), Number(r.visible_ms)]);
/** The event's data as webhooks carry it (jobs are not started, so deliveries stay queued), oldest first. */
async function events(linkId: string, type: string): Promise<any[]> {
  const rows = await k.t.db.kysely
    .selectFrom('deliveries')
    .select(['payload', 'created_at'])
    .where('event', '=', type)
    .where('workspace_id', '=', k.t.workspaceId)
    .orderBy('created_at')
    .execute();
  return rows.map((r) => JSON.parse(r.payload).data).filter((d) => d.link.id === linkId);
}
/** Milliseconds from the visit's opening to now (the opening's timestamp may be a few ms past the frozen clock). */
const sinceOpened = async (id: string) => clock - Date.parse((await visitRow(id)).opened_at!);

async function openDocVisit(extra: Record<string, unknown> = {}) {
  const documentId = await mdDoc(k, 'Attention deck', BODY);
  const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false, ...extra });
  const v = await start(k, link.slug);
  expect(v.status, JSON.stringify(v.body)).toBe(201);
  expect(v.body.data.opened).toBe(true);
  return { documentId, link, v };
}

describe('heartbeats', () => {
  it('credits what fits in the wall time; forged, oversized and replayed heartbeats credit nothing beyond it', async () => {
    freeze();
    const { documentId, v } = await openDocVisit();
    advance(5000);
    expect((await beat(v, { documentId, sections: [{ index: 0, visibleMs: 5000 }] })).statusCode).toBe(204);
    const first = await sinceOpened(v.visitId);
    expect(first).toBeGreaterThan(4900);
    // Oversized: 60 s claimed on every section 2 s later, each section split into several entries.
    advance(2000);
    const forged = [0, 1, 2, 3].flatMap((index) => [
      { index, visibleMs: 60_000 },
      { index, visibleMs: 60_000 },
    ]);
    expect((await beat(v, { documentId, sections: forged })).statusCode).toBe(204);
    let row = await visitRow(v.visitId);
    expect(Number(row.total_ms)).toBe(first + 2000);
    expect(await sectionRows(v.visitId)).toEqual([
      [0, first + 2000],
      [1, 2000],
      [2, 2000],
      [3, 2000],
    ]);
    expect(Number(row.completion)).toBe(1);
    // Replayed: the same heartbeat again at the same instant, then twenty copies at once one second later.
    expect((await beat(v, { documentId, sections: forged })).statusCode).toBe(204);
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(first + 2000);
    advance(1000);
    const copies = await Promise.all(
      Array.from({ length: 20 }, () => beat(v, { documentId, sections: [{ index: 1, visibleMs: 60_000 }] })),
    );
    expect(copies.map((r) => r.statusCode)).toEqual(Array(20).fill(204));
    row = await visitRow(v.visitId);
    expect(Number(row.total_ms)).toBe(first + 3000);
    expect(await sectionRows(v.visitId)).toEqual([
      [0, first + 2000],
      [1, 3000],
      [2, 2000],
      [3, 2000],
    ]);
    expect(row.last_heartbeat_at).toBe(new Date(clock).toISOString());
  });

  it('the first heartbeat counts from the opening, or from the latest page load; 30 idle minutes credit nothing and start a sitting', async () => {
    freeze();
    const { documentId, v } = await openDocVisit();
    advance(3000);
    await beat(v, { documentId, sections: [{ index: 0, visibleMs: 60_000 }] });
    const first = await sinceOpened(v.visitId);
    expect(first).toBeGreaterThan(2900);
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(first);
    advance(31 * 60_000);
    await beat(v, { documentId, sections: [{ index: 0, visibleMs: 60_000 }] });
    let row = await visitRow(v.visitId);
    expect([Number(row.total_ms), Number(row.opens)]).toEqual([first, 2]);
    advance(60_000);
    expect((await content(k, v)).statusCode).toBe(200);
    row = await visitRow(v.visitId);
    expect(Number(row.opens)).toBe(3);
    const load = Date.parse(row.last_opened_at!);
    advance(4000);
    await beat(v, { documentId, sections: [{ index: 1, visibleMs: 60_000 }] });
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(first + clock - load);
    expect(clock - load).toBeGreaterThan(3900);
  });

  it('carries the token in the cookie too (sendBeacon cannot set headers)', async () => {
    freeze();
    const { documentId, v } = await openDocVisit();
    advance(1000);
    const res = await beat(v, { documentId, sections: [{ index: 0, visibleMs: 1000 }] }, undefined, {
      cookie: `dossier_visit=${v.token}`,
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(await sinceOpened(v.visitId));
  });

  it("401 without a token, with a wrong one, with another visit's, for an unknown visit; nothing credited", async () => {
    freeze();
    const { documentId, v } = await openDocVisit();
    const other = (await openDocVisit()).v;
    advance(5000);
    const body = { documentId, sections: [{ index: 0, visibleMs: 5000 }] };
    expectError(await beat(v, body, ''), 401, 'invalid_token');
    expectError(await beat(v, body, `vst_${'A'.repeat(43)}`), 401, 'invalid_token');
    expectError(await beat(v, body, other.token), 401, 'invalid_token');
    expectError(await beat({ visitId: 'view_nosuchvisit', token: v.token }, body), 401, 'invalid_token');
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(0);
  });

  it('403 gates_pending before opening (also after a gate is tightened); 410 once the link is switched off', async () => {
    freeze();
    const documentId = await mdDoc(k, 'Gated', BODY);
    const link = await makeLink(k, { documentId, requireEmail: true, notifyOnView: false });
    const v = await start(k, link.slug);
    expect(v.body.data.opened).toBe(false);
    advance(5000);
    const body = { documentId, sections: [{ index: 0, visibleMs: 5000 }] };
    const pending = await beat(v, body);
    expectError(pending, 403, 'gates_pending');
    expect(pending.json().details.pending).toEqual(['email']);
    expect((await gates(k, v, { email: uniqueEmail('reader') })).json().data.opened).toBe(true);
    advance(2000);
    expect((await beat(v, body)).statusCode).toBe(204);
    const credited = await sinceOpened(v.visitId);
    expect(credited).toBeGreaterThan(1900);
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(credited);
    await patchLink(k, link.id, { password: 'a new secret' });
    advance(2000);
    expectError(await beat(v, body), 403, 'gates_pending');
    await patchLink(k, link.id, { password: null, active: false });
    advance(2000);
    expectError(await beat(v, body), 410, 'link_disabled');
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(credited);
  });

  it('422 for a document the visit may not read or a section it does not have; 400 over the limits', async () => {
    freeze();
    const { documentId, v } = await openDocVisit();
    const elsewhere = await mdDoc(k, 'Not shared', BODY);
    advance(1000);
    expectError(await beat(v, { documentId: elsewhere, sections: [{ index: 0, visibleMs: 1 }] }), 422, 'unprocessable');
    const past = await beat(v, {
      documentId,
      sections: [
        { index: 1, visibleMs: 1 },
        { index: 4, visibleMs: 1 },
      ],
    });
    expectError(past, 422, 'unprocessable');
    expect(past.json().details.fields[0].field).toBe('body.sections[1].index');
    expectError(await beat(v, { documentId, sections: [{ index: 0, visibleMs: 60_001 }] }), 400);
    expectError(
      await beat(v, { documentId, sections: Array.from({ length: 501 }, () => ({ index: 0, visibleMs: 1 })) }),
      400,
    );
    expectError(await beat(v, { documentId, sections: [{ index: -1, visibleMs: 1 }] }), 400);
    expectError(await beat(v, { documentId }), 400);
    expect(Number((await visitRow(v.visitId)).total_ms)).toBe(0);
  });

  it('a room visit credits the documents it may read, per document', async () => {
    freeze();
    const a = await mdDoc(k, 'Room A', BODY);
    const b = await pdfDoc(k, 'Room B', ['page one', 'page two']);
    const room = (await k.api('POST', '/rooms', { name: 'Heartbeat room' })).json().data;
    for (const documentId of [a, b])
      expect((await k.api('POST', `/rooms/${room.id}/documents`, { documentId })).statusCode).toBe(201);
    const link = await makeLink(k, { dataRoomId: room.id, requireEmail: false, notifyOnView: false });
    const v = await start(k, link.slug);
    advance(2000);
    expect((await beat(v, { documentId: a, sections: [{ index: 3, visibleMs: 2000 }] })).statusCode).toBe(204);
    const first = await sinceOpened(v.visitId);
    advance(2000);
    expect((await beat(v, { documentId: b, sections: [{ index: 1, visibleMs: 2000 }] })).statusCode).toBe(204);
    expectError(await beat(v, { documentId: b, sections: [{ index: 2, visibleMs: 1 }] }), 422);
    const rows = await k.t.db.kysely
      .selectFrom('visit_sections')
      .select(['document_id', 'section_index', 'visible_ms'])
      .where('visit_id', '=', v.visitId)
      .orderBy('document_id')
      .execute();
    expect(rows.map((r) => [r.document_id, Number(r.section_index), Number(r.visible_ms)]).sort()).toEqual(
      [
        [a, 3, first],
        [b, 1, 2000],
      ].sort(),
    );
    const row = await visitRow(v.visitId);
    expect(Number(row.total_ms)).toBe(first + 2000);
    expect(Number(row.completion)).toBeCloseTo(2 / 6, 3);
  });
});

describe('download', () => {
  it('403 download_disabled without allowDownload', async () => {
    const { v } = await openDocVisit();
    expectError(await k.pub('GET', `/visits/${v.visitId}/download`, undefined, v.token), 403, 'download_disabled');
  });

  it('an authored document as a PDF stamped for the visitor; downloadedAt once, link.downloaded each time', async () => {
    const email = uniqueEmail('dana');
    const documentId = await mdDoc(k, 'Stamped deck', BODY);
    const link = await makeLink(k, {
      documentId,
      allowDownload: true,
      notifyOnView: false,
      name: 'Deck link',
      watermarkConfig: { text: 'For {email} via {link}', rotation: 0, position: 'center' },
    });
    const v = await start(k, link.slug, { email });
    expect(v.body.data.opened).toBe(true);
    const res = await k.pub('GET', `/visits/${v.visitId}/download`, undefined, v.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="Stamped deck.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`For ${email} via Deck link`);
    expect(text).toContain('Second.');
    const first = (await visitRow(v.visitId)).downloaded_at;
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expect(
      (await k.pub('GET', `/visits/${v.visitId}/download?documentId=${documentId}`, undefined, v.token)).statusCode,
    ).toBe(200);
    expect((await visitRow(v.visitId)).downloaded_at).toBe(first);
    const emitted = await events(link.id, 'link.downloaded');
    expect(emitted).toHaveLength(2);
    expect(emitted[0]).toMatchObject({
      documentId,
      link: { id: link.id },
      view: { id: v.visitId, downloadedAt: first },
    });
    expectError(await k.pub('GET', `/visits/${v.visitId}/download?documentId=doc_elsewhere`, undefined, v.token), 404);
  });

  it('a PDF as stored, stamped when the watermark is on and untouched when it is off', async () => {
    const documentId = await pdfDoc(k, 'Uploaded', ['Original page text']);
    const link = await makeLink(k, {
      documentId,
      allowDownload: true,
      requireEmail: false,
      notifyOnView: false,
      watermarkConfig: { text: 'MARK {date}', rotation: 0 },
    });
    const v = await start(k, link.slug);
    const stamped = await k.pub('GET', `/visits/${v.visitId}/download`, undefined, v.token);
    expect(stamped.statusCode).toBe(200);
    const text = pdfText(stamped.rawPayload);
    expect(text).toContain('Original page text');
    expect(text).toContain(`MARK ${new Date().toISOString().slice(0, 10)}`);
    await patchLink(k, link.id, { watermark: false });
    const plain = await k.pub('GET', `/visits/${v.visitId}/download`, undefined, v.token);
    expect(pdfText(plain.rawPayload)).not.toContain('MARK');
  });
});

describe('room bulk download', () => {
  async function roomWithFiles(name: string) {
    const room = (await k.api('POST', '/rooms', { name })).json().data;
    const legal = (await k.api('POST', `/rooms/${room.id}/folders`, { name: 'Legal' })).json().data;
    const a = await mdDoc(k, 'Overview', BODY);
    const b = await pdfDoc(k, 'Contract', ['Contract page']);
    const c = await mdDoc(k, 'Secret plan', '# Plan\n\nHidden.');
    await k.api('POST', `/rooms/${room.id}/documents`, { documentId: a });
    await k.api('POST', `/rooms/${room.id}/documents`, { documentId: b, folderId: legal.id });
    await k.api('POST', `/rooms/${room.id}/documents`, { documentId: c });
    return { room, legal, a, b, c };
  }

  it('behind an emailed code: 422 without or with a wrong code, then the zip of the room in its folder layout, stamped', async () => {
    const email = uniqueEmail('bulk');
    const { room, legal } = await roomWithFiles('Deal room');
    const link = await makeLink(k, {
      dataRoomId: room.id,
      allowDownload: true,
      notifyOnView: false,
      watermarkConfig: { text: 'Zip for {email}', rotation: 0, position: 'footer' },
    });
    expect(link.bulkDownloadOtp).toBe(true);
    const v = await start(k, link.slug, { email });
    expect(v.body.data.opened).toBe(true);
    expectError(await k.pub('GET', `/visits/${v.visitId}/bulk-download`, undefined, v.token), 422, 'unprocessable');
    expectError(
      await k.pub('GET', `/visits/${v.visitId}/bulk-download?code=123456`, undefined, v.token),
      422,
      'verification_code_expired',
    );
    const sent = await k.pub('POST', `/visits/${v.visitId}/bulk-download/code`, undefined, v.token);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toMatchObject({ sentTo: email });
    expect(Date.parse(sent.json().data.expiresAt) - Date.parse(sent.json().data.sentAt)).toBe(600_000);
    expect(await mailCount(k, email, 'link.bulk_download_code')).toBe(1);
    const again = await k.pub('POST', `/visits/${v.visitId}/bulk-download/code`, undefined, v.token);
    expectError(again, 429, 'rate_limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    const code = await codeFor(k, email);
    const row = await visitRow(v.visitId);
    expect(row.bulk_code_hash).not.toContain(code);
    const wrong = await k.pub(
      'GET',
      `/visits/${v.visitId}/bulk-download?code=${code === '000000' ? '000001' : '000000'}`,
      undefined,
      v.token,
    );
    expectError(wrong, 422, 'verification_code_incorrect');
    expect(wrong.json().details).toMatchObject({ attemptsLeft: 4, fields: [{ field: 'query.code' }] });

    const res = await k.pub('GET', `/visits/${v.visitId}/bulk-download?code=${code}`, undefined, v.token);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Deal room.zip"');
    const files = unzip(res.rawPayload);
    expect(Object.keys(files).sort()).toEqual(['Legal/Contract.pdf', 'Overview.pdf', 'Secret plan.pdf']);
    expect(pdfText(files['Legal/Contract.pdf'])).toContain('Contract page');
    expect(pdfText(files['Legal/Contract.pdf'])).toContain(`Zip for ${email}`);
    expect(pdfText(files['Overview.pdf'])).toContain('Fourth.');
    // The code stays usable for its ten minutes (a browser may retry), and one folder can be zipped alone.
    const folder = await k.pub(
      'GET',
      `/visits/${v.visitId}/bulk-download?code=${code}&folderId=${legal.id}`,
      undefined,
      v.token,
    );
    expect(folder.statusCode).toBe(200);
    expect(Object.keys(unzip(folder.rawPayload))).toEqual(['Legal/Contract.pdf']);
    expectError(
      await k.pub('GET', `/visits/${v.visitId}/bulk-download?code=${code}&folderId=rfl_nosuch`, undefined, v.token),
      404,
    );
    const emitted = await events(link.id, 'link.bulk_downloaded');
    expect(emitted.map((d) => [d.documentCount, d.folderId])).toEqual([
      [3, null],
      [1, legal.id],
    ]);
    expect((await visitRow(v.visitId)).downloaded_at).not.toBeNull();
  });

  it('five wrong tries spend the code', async () => {
    const email = uniqueEmail('tries');
    const { room } = await roomWithFiles('Tries room');
    const link = await makeLink(k, { dataRoomId: room.id, allowDownload: true, notifyOnView: false });
    const v = await start(k, link.slug, { email });
    expect((await k.pub('POST', `/visits/${v.visitId}/bulk-download/code`, undefined, v.token)).statusCode).toBe(200);
    const code = await codeFor(k, email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let left = 4; left >= 0; left--)
      expect(
        (await k.pub('GET', `/visits/${v.visitId}/bulk-download?code=${wrong}`, undefined, v.token)).json().details
          .attemptsLeft,
      ).toBe(left);
    expectError(
      await k.pub('GET', `/visits/${v.visitId}/bulk-download?code=${code}`, undefined, v.token),
      422,
      'verification_code_expired',
    );
  });

  it('a viewer-group link zips only what the group was given; without a code when the link does not ask; refusals', async () => {
    const email = uniqueEmail('member', 'group.example');
    const { room, legal, a, c } = await roomWithFiles('Group room');
    const group = await k.api('POST', `/rooms/${room.id}/groups`, {
      name: 'Buyers',
      members: ['@group.example'],
      folderIds: [legal.id],
      documentIds: [a],
    });
    expect(group.statusCode, group.body).toBe(201);
    const link = await makeLink(k, {
      dataRoomId: room.id,
      groupId: group.json().data.id,
      allowDownload: true,
      bulkDownloadOtp: false,
      notifyOnView: false,
    });
    const v = await start(k, link.slug, { email });
    expect(v.body.data.opened, JSON.stringify(v.body)).toBe(true);
    expectError(await k.pub('POST', `/visits/${v.visitId}/bulk-download/code`, undefined, v.token), 409);
    const res = await k.pub('GET', `/visits/${v.visitId}/bulk-download`, undefined, v.token);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(Object.keys(unzip(res.rawPayload)).sort()).toEqual(['Legal/Contract.pdf', 'Overview.pdf']);
    expectError(await k.pub('GET', `/visits/${v.visitId}/download?documentId=${c}`, undefined, v.token), 404);
    expectError(await k.pub('GET', `/visits/${v.visitId}/download`, undefined, v.token), 400);

    const closed = await makeLink(k, { dataRoomId: room.id, notifyOnView: false, requireEmail: false });
    const w = await start(k, closed.slug);
    expectError(await k.pub('GET', `/visits/${w.visitId}/bulk-download`, undefined, w.token), 403, 'download_disabled');
    expectError(
      await k.pub('POST', `/visits/${w.visitId}/bulk-download/code`, undefined, w.token),
      403,
      'download_disabled',
    );
    const { v: docVisit } = await openDocVisit({ allowDownload: true });
    expectError(await k.pub('GET', `/visits/${docVisit.visitId}/bulk-download`, undefined, docVisit.token), 409);
  });
});
