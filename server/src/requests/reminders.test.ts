// Automatic reminders through the job table, with two runners on two connections (as two instances) and a real
// SMTP sink: each assignee who has not completed is reminded once per interval, and nobody after completing, after
// the request closes or is deleted, after being removed, or once dueAt has passed. Time is moved by moving the
// rows' timestamps back by an interval (days cannot be waited for).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, waitFor, makeMailingApp, type MailingTestApp } from '../../test/helpers.js';
import type { SmtpSink } from '../../test/smtp-sink.js';
import { openDatabase, type Db } from '../db/connect.js';
import { JobRunner } from '../jobs/queue.js';
import type { Services } from '../services.js';
import { sendDueReminders } from './actions/send-reminders.js';
import { REMIND_JOB } from './jobs.js';

let t: MailingTestApp;
let sink: SmtpSink;
let base: string;
let db2: Db;
const runners: JobRunner[] = [];
const DAY = 86_400_000;

type Json = Record<string, any>;

async function call(method: string, path: string, body?: unknown): Promise<Json> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...bearer(t.key), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, ...(text ? JSON.parse(text) : {}) };
}

const addr = (local: string) => `${local}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Reminder mails recorded for an assignee. */
async function reminders(assigneeId: string): Promise<number> {
  const rows = await t.db.kysely
    .selectFrom('mail_messages')
    .select('id')
    .where('ref_id', '=', assigneeId)
    .where('kind', '=', 'request.reminder')
    .execute();
  return rows.length;
}

/** Moves these requests' due dates and their assignees' mail timestamps back by `days` (as if that time had passed). */
async function age(requestIds: string[], days: number): Promise<void> {
  for (const r of await t.db.kysely
    .selectFrom('file_requests')
    .select(['id', 'due_at'])
    .where('id', 'in', requestIds)
    .execute()) {
    if (r.due_at)
      await t.db.kysely
        .updateTable('file_requests')
        .set({ due_at: new Date(Date.parse(r.due_at) - days * DAY).toISOString() })
        .where('id', '=', r.id)
        .execute();
  }
  const rows = await t.db.kysely
    .selectFrom('file_request_assignees')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .execute();
  for (const r of rows) {
    const back = (iso: string | null) => (iso === null ? null : new Date(Date.parse(iso) - days * DAY).toISOString());
    await t.db.kysely
      .updateTable('file_request_assignees')
      .set({ created_at: back(r.created_at)!, sent_at: back(r.sent_at), reminded_at: back(r.reminded_at) })
      .where('id', '=', r.id)
      .execute();
  }
}

async function upload(slug: string, token: string, itemId: string) {
  const form = new FormData();
  form.append('itemId', itemId);
  form.append('file', new Blob(['done'], { type: 'text/plain' }), 'done.txt');
  const res = await fetch(`${base}/public/requests/${slug}/uploads`, {
    method: 'POST',
    headers: { 'x-request-token': token },
    body: form,
  });
  expect(res.status).toBe(201);
}

function tokenOf(email: string): string {
  return /upl_[A-Za-z0-9_-]{43}/.exec(sink.to(email)[0].text)![0];
}

/** Two runners on two connections, each running the reminder sweep as its recurring job. */
async function startRunners(): Promise<void> {
  for (const db of [t.db, db2]) {
    const s: Services = { ...t.rt, db };
    const r = new JobRunner(db, { tickMs: 25, leaseMs: 10_000 });
    r.recurring(REMIND_JOB, REMIND_JOB, async () => void (await sendDueReminders(s)), 25);
    runners.push(r);
    await r.start();
  }
}

async function stopRunners(): Promise<void> {
  for (const r of runners.splice(0)) await r.stop();
}

beforeAll(async () => {
  t = await makeMailingApp({ RATE_LIMIT_PER_MINUTE: '100000' }, { startJobs: false });
  sink = t.sink;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1`;
  db2 = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: t.rt.config.dataDir,
    poolSize: 4,
  });
});
afterAll(async () => {
  await stopRunners();
  await db2?.close();
  await t?.close();
});

describe('reminders', () => {
  it('go out once per interval across two runners; none after completion, closing, deletion, removal or the due date', async () => {
    const [pending, completing, removed] = [addr('pending'), addr('completing'), addr('removed')];
    const open = (
      await call('POST', '/requests', {
        title: 'Reminded',
        items: [{ name: 'Accounts' }],
        remindEveryDays: 2,
        dueAt: new Date(Date.now() + 30 * DAY).toISOString(),
        assignees: [{ email: pending }, { email: completing }, { email: removed }],
      })
    ).data;
    const closed = (
      await call('POST', '/requests', { title: 'Closed', remindEveryDays: 2, assignees: [{ email: addr('closed') }] })
    ).data;
    const overdue = (
      await call('POST', '/requests', {
        title: 'Overdue',
        remindEveryDays: 2,
        dueAt: new Date(Date.now() + 3 * DAY).toISOString(),
        assignees: [{ email: addr('overdue') }],
      })
    ).data;
    const deleted = (
      await call('POST', '/requests', { title: 'Deleted', remindEveryDays: 2, assignees: [{ email: addr('deleted') }] })
    ).data;
    const silent = (await call('POST', '/requests', { title: 'No reminders', assignees: [{ email: addr('silent') }] }))
      .data;
    const all = [open, closed, overdue, deleted, silent];
    const ids = all.map((r) => r.id);
    const [pendingId, completingId, removedId] = open.assignees.map((a: Json) => a.id);

    expect((await call('PATCH', `/requests/${closed.id}`, { active: false })).status).toBe(200);
    expect((await call('DELETE', `/requests/${deleted.id}`)).status).toBe(204);
    expect((await call('DELETE', `/requests/${open.id}/assignees/${removedId}`)).status).toBe(204);
    await upload(open.slug, tokenOf(completing), open.items[0].id);

    await startRunners();
    // Not yet due: a few dozen ticks of both runners send nothing.
    await new Promise((r) => setTimeout(r, 400));
    for (const r of all) for (const a of r.assignees) expect(await reminders(a.id)).toBe(0);

    // Two days and a minute pass (the overdue request's due date with them: 3 days ahead → 1 day ahead).
    await age(ids, 2 + 1 / 1440);
    await waitFor(async () => (await reminders(pendingId)) === 1, 10_000, 'the first reminder');
    await new Promise((r) => setTimeout(r, 500)); // many more ticks of both runners
    expect(await reminders(pendingId)).toBe(1);
    const overdueId = overdue.assignees[0].id;
    expect(await reminders(overdueId)).toBe(1); // due tomorrow: still reminded
    for (const id of [completingId, removedId, closed.assignees[0].id, deleted.assignees[0].id, silent.assignees[0].id])
      expect(await reminders(id)).toBe(0);
    const read = (await call('GET', `/requests/${open.id}`)).data;
    const a = read.assignees.find((x: Json) => x.id === pendingId);
    expect(a.reminderCount).toBe(1);
    expect(a.remindedAt).not.toBeNull();
    expect(a.delivery).toBe('sent');
    expect(read.assignees.find((x: Json) => x.id === completingId)).toMatchObject({
      reminderCount: 0,
      remindedAt: null,
    });
    const mail = sink.to(pending).at(-1)!;
    expect(mail.subject).toMatch(/^Reminder/);
    expect(mail.text).toContain(`/r/${open.slug}/upl_`);

    // Another interval: the pending one again; the overdue request's due date has now passed, so not it.
    await age(ids, 2 + 1 / 1440);
    await waitFor(async () => (await reminders(pendingId)) === 2, 10_000, 'the second reminder');
    await new Promise((r) => setTimeout(r, 500));
    expect(await reminders(pendingId)).toBe(2);
    expect(await reminders(overdueId)).toBe(1);
    expect(
      (await call('GET', `/requests/${open.id}`)).data.assignees.find((x: Json) => x.id === pendingId).reminderCount,
    ).toBe(2);

    // Closing stops them.
    expect((await call('PATCH', `/requests/${open.id}`, { active: false })).status).toBe(200);
    await age(ids, 2 + 1 / 1440);
    await new Promise((r) => setTimeout(r, 500));
    expect(await reminders(pendingId)).toBe(2);
    await stopRunners();

    const audit = (await call('GET', '/audit?family=documents&type=request.reminded')).data.filter(
      (e: Json) => e.metadata.requestId === open.id,
    );
    expect(audit).toHaveLength(2);
    expect(audit[0].actorName).toBe('Dossier');
  });

  it('a last reminder goes the day before the due date, once, whatever the interval', async () => {
    const who = addr('lastcall');
    const r = (await call('POST', '/requests', { title: 'Last call', remindEveryDays: 7, assignees: [{ email: who }] }))
      .data;
    const id = r.assignees[0].id;
    expect(await sendDueReminders(t.rt)).toBeGreaterThanOrEqual(0);
    expect(await reminders(id)).toBe(0);
    // Mailed two days ago; due in 20 hours: the 7-day interval has not passed, but it is the last day.
    await age([r.id], 2);
    await t.db.kysely
      .updateTable('file_requests')
      .set({ due_at: new Date(Date.now() + 20 * 3_600_000).toISOString() })
      .where('id', '=', r.id)
      .execute();
    await sendDueReminders(t.rt);
    expect(await reminders(id)).toBe(1);
    await sendDueReminders(t.rt);
    await sendDueReminders({ ...t.rt, db: db2 });
    expect(await reminders(id)).toBe(1);
    expect(sink.to(who).at(-1)!.subject).toMatch(/^Reminder/);
  });

  it('two sweeps at the same moment send a due reminder once', async () => {
    const who = addr('race');
    const r = (await call('POST', '/requests', { title: 'Race', remindEveryDays: 1, assignees: [{ email: who }] }))
      .data;
    await age([r.id], 1 + 1 / 1440);
    const sweeps = await Promise.all([
      sendDueReminders({ ...t.rt, db: t.db }),
      sendDueReminders({ ...t.rt, db: db2 }),
      sendDueReminders({ ...t.rt, db: t.db }),
    ]);
    expect(await reminders(r.assignees[0].id)).toBe(1);
    expect(sweeps.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
  });
});
