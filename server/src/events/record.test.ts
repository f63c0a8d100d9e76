// The events backbone and the tamper-evident chain: gapless under concurrent writers, nothing on rollback,
// and any edited, removed or reordered entry detected (by verifyChain and by `admin audit verify`). On PostgreSQL
// entries are chained after commit (chain.ts): writers do not wait on the chain's head, readers settle it first,
// and what a crash left unchained is chained at the next start.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_JS, openTestDb } from '../../test/helpers.js';
import { DbKeyStore } from '../auth/key-store.js';
import { verifyChain } from '../audit/verify.js';
import type { Db } from '../db/connect.js';
import { eventSubscribers } from '../runtime.js';
import { isPostgres } from '../db/dialect.js';
import { Events } from './backbone.js';
import { AuditChain, auditChainOf, settleChain } from './chain.js';
import { newEntry, stageEntries, type EventContext } from './record.js';
import { insertHook, newHookRow } from '../webhooks/repository.js';

const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let db: Db;
let dataDir: string;
let events: Events;
let kicks = 0;

async function workspace(): Promise<{ id: string; slug: string; ctx: EventContext }> {
  const slug = `chain-${Math.random().toString(36).slice(2, 10)}`;
  const k = await new DbKeyStore(db).create({ workspace: slug, scopes: ['audit:read'] });
  return {
    id: k.workspaceId,
    slug,
    ctx: {
      workspaceId: k.workspaceId,
      actorName: 'Ada',
      actorEmail: 'ada@example.com',
      ipAddress: '192.0.2.1',
      userAgent: 'ua',
    },
  };
}

async function emitN(ctx: EventContext, n: number) {
  for (let i = 0; i < n; i++)
    await events.transaction(ctx, ({ emit }) =>
      emit({ type: 'document.edited', description: `edit ${i}`, documentId: 'doc_1', metadata: { i } }),
    );
  // The tests below edit rows by seq: every entry in its place first (PostgreSQL chains after commit).
  await settleChain(db.kysely, ctx.workspaceId);
}

/** The workspace's trail in chain order: [seq, description] of each entry. */
async function trail(workspaceId: string): Promise<[number, string][]> {
  const rows = await db.kysely
    .selectFrom('audit_events')
    .select(['seq', 'description'])
    .where('workspace_id', '=', workspaceId)
    .orderBy('seq')
    .execute();
  return rows.map((r) => [Number(r.seq), r.description]);
}

beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
  events = new Events(db, { subscribers: eventSubscribers, afterCommit: () => kicks++ });
});
afterAll(() => db.close());

describe('events backbone', () => {
  it('keeps one gapless chain per workspace under 40 concurrent writers', async () => {
    const a = await workspace();
    const b = await workspace();
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        events.transaction(i % 2 ? a.ctx : b.ctx, ({ emit }) =>
          emit({ type: 'link.viewed', description: `view ${i}`, shareLinkId: 'lnk_1' }),
        ),
      ),
    );
    for (const ws of [a, b]) {
      await settleChain(db.kysely, ws.id);
      const rows = await db.kysely
        .selectFrom('audit_events')
        .select(['seq'])
        .where('workspace_id', '=', ws.id)
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => Number(r.seq))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await verifyChain(db.kysely, ws.id)).toEqual({ workspaceId: ws.id, ok: true, checked: 20 });
    }
  });

  it('records nothing for a change that rolled back, and wakes the runner only after a commit with deliveries', async () => {
    const ws = await workspace();
    const hook = newHookRow({
      id: `hook_${ws.slug}`,
      workspace_id: ws.id,
      url: 'https://example.com/h',
      events: '[]',
      secret: 'whsec_x',
      key_id: null,
    });
    await insertHook(db.kysely, hook);
    const before = kicks;
    await expect(
      events.transaction(ws.ctx, async ({ trx, emit }) => {
        await emit({ type: 'document.created', description: 'doomed' });
        await insertHook(trx, hook); // the same id again: the statement fails, so the transaction rolls back
      }),
    ).rejects.toThrow();
    expect(kicks).toBe(before);
    expect(await db.kysely.selectFrom('audit_events').select('id').where('workspace_id', '=', ws.id).execute()).toEqual(
      [],
    );
    expect(await db.kysely.selectFrom('deliveries').select('id').where('workspace_id', '=', ws.id).execute()).toEqual(
      [],
    );
    const ok = await events.transaction(ws.ctx, ({ emit }) => emit({ type: 'document.created', description: 'kept' }));
    expect(ok.deliveries).toBe(1);
    expect(kicks).toBe(before + 1);
    const jobs = await db.kysely
      .selectFrom('jobs')
      .innerJoin('deliveries', 'deliveries.id', 'jobs.ref_id')
      .select(['deliveries.event_id'])
      .where('deliveries.workspace_id', '=', ws.id)
      .execute();
    expect(jobs).toEqual([{ event_id: ok.id }]);
    // Audit-only types make no deliveries.
    expect(
      (await events.transaction(ws.ctx, ({ emit }) => emit({ type: 'webhook.rotated', description: 'r' }))).deliveries,
    ).toBe(0);
  });

  it('detects an edited entry', async () => {
    const ws = await workspace();
    await emitN(ws.ctx, 5);
    await db.kysely
      .updateTable('audit_events')
      .set({ description: 'nothing to see' })
      .where('workspace_id', '=', ws.id)
      .where('seq', '=', 3)
      .execute();
    const r = await verifyChain(db.kysely, ws.id);
    expect(r).toMatchObject({ ok: false, checked: 2, broken: { seq: 3, reason: expect.stringMatching(/edited/) } });
  });

  it('detects an edit that also recomputed its own hash (the next entry no longer links to it)', async () => {
    const ws = await workspace();
    await emitN(ws.ctx, 4);
    const { entryHash } = await import('./record.js');
    const row = await db.kysely
      .selectFrom('audit_events')
      .selectAll()
      .where('workspace_id', '=', ws.id)
      .where('seq', '=', 2)
      .executeTakeFirstOrThrow();
    const forged = { ...row, seq: Number(row.seq), actor_email: 'mallory@example.com' };
    const { hash: _old, ...rest } = forged;
    await db.kysely
      .updateTable('audit_events')
      .set({ actor_email: forged.actor_email, hash: entryHash(rest) })
      .where('id', '=', row.id)
      .execute();
    expect(await verifyChain(db.kysely, ws.id)).toMatchObject({
      ok: false,
      broken: { seq: 3, reason: expect.stringMatching(/prevHash/) },
    });
  });

  it('detects a removed entry in the middle and at the end', async () => {
    const ws = await workspace();
    await emitN(ws.ctx, 5);
    await db.kysely.deleteFrom('audit_events').where('workspace_id', '=', ws.id).where('seq', '=', 5).execute();
    expect(await verifyChain(db.kysely, ws.id)).toMatchObject({
      ok: false,
      checked: 4,
      broken: { reason: expect.stringMatching(/head/) },
    });
    await db.kysely.deleteFrom('audit_events').where('workspace_id', '=', ws.id).where('seq', '=', 2).execute();
    expect(await verifyChain(db.kysely, ws.id)).toMatchObject({
      ok: false,
      broken: { seq: 2, reason: 'entry 2 is missing' },
    });
  });

  it('`admin audit verify` reports ok (exit 0) and a broken chain (exit 3) naming the entry', async () => {
    const good = await workspace();
    const bad = await workspace();
    await emitN(good.ctx, 3);
    await emitN(bad.ctx, 3);
    const env = { ...process.env, DATA_DIR: dataDir };
    const admin = (...args: string[]) =>
      run('node', [ADMIN_JS, ...args], { cwd: serverDir, env }).then(
        (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
        (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
      );
    const ok = await admin('audit', 'verify', '--workspace', good.slug);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain(`ok      ${good.slug}: 3 entries verify`);
    const id = (
      await db.kysely
        .selectFrom('audit_events')
        .select('id')
        .where('workspace_id', '=', bad.id)
        .where('seq', '=', 2)
        .executeTakeFirstOrThrow()
    ).id;
    await db.kysely.updateTable('audit_events').set({ metadata: '{"i":99}' }).where('id', '=', id).execute();
    const broken = await admin('audit', 'verify', '--workspace', bad.slug, '--json');
    expect(broken.code).toBe(3);
    expect(JSON.parse(broken.stdout)[0]).toMatchObject({ workspace: bad.slug, ok: false, broken: { id, seq: 2 } });
    expect((await admin('audit', 'verify', '--workspace', 'no-such-ws')).code).toBe(4);
    expect((await admin('audit', 'frobnicate')).code).toBe(2);
  });

  describe('when entries are chained', () => {
    it('PostgreSQL: a change commits while a chain pass holds the head, and a read waits for its entries to be chained (SQLite: chained in the change)', async () => {
      const ws = await workspace();
      await emitN(ws.ctx, 2);
      if (!isPostgres(db.kysely)) {
        expect(auditChainOf(db.kysely)).toBeUndefined();
        await events.transaction(ws.ctx, async ({ emit }) => {
          await emit({ type: 'document.edited', description: 'third', documentId: 'doc_1' });
          await emit({ type: 'document.edited', description: 'fourth', documentId: 'doc_1' });
        });
        // No settling: the rows are in place as the change commits.
        expect(await trail(ws.id)).toEqual([
          [1, 'edit 0'],
          [2, 'edit 1'],
          [3, 'third'],
          [4, 'fourth'],
        ]);
        return;
      }
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let locked!: () => void;
      const holding = new Promise<void>((r) => (locked = r));
      // A pass of another instance, in the middle of its work: the head's row lock taken and kept.
      const other = db.kysely.transaction().execute(async (trx) => {
        await trx.selectFrom('audit_heads').select('seq').where('workspace_id', '=', ws.id).forUpdate().execute();
        locked();
        await held;
      });
      await holding;
      // The change commits while the head is locked: writers never wait on it.
      await events.transaction(ws.ctx, async ({ emit }) => {
        await emit({ type: 'document.edited', description: 'third', documentId: 'doc_1' });
        await emit({ type: 'document.edited', description: 'fourth', documentId: 'doc_1' });
      });
      const pending = await db.kysely
        .selectFrom('audit_events')
        .select(['description', 'seq'])
        .where('workspace_id', '=', ws.id)
        .where('seq', 'is', null)
        .orderBy('created_at')
        .execute();
      expect(pending).toEqual([
        { description: 'third', seq: null },
        { description: 'fourth', seq: null },
      ]);
      // A read waits for the head, then sees both in order.
      let read = false;
      const reading = verifyChain(db.kysely, ws.id).then((r) => ((read = true), r));
      await new Promise((r) => setTimeout(r, 200));
      expect(read).toBe(false);
      release();
      await other;
      expect(await reading).toEqual({ workspaceId: ws.id, ok: true, checked: 4 });
      expect(await trail(ws.id)).toEqual([
        [1, 'edit 0'],
        [2, 'edit 1'],
        [3, 'third'],
        [4, 'fourth'],
      ]);
    });

    it('PostgreSQL: chains at start what a crashed process wrote unchained, once, across concurrent passes (SQLite: nothing is ever unchained)', async () => {
      if (!isPostgres(db.kysely)) {
        const unchained = await db.kysely
          .selectFrom('audit_events')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('seq', 'is', null)
          .executeTakeFirstOrThrow();
        expect(Number(unchained.n)).toBe(0);
        return;
      }
      const ws = await workspace();
      await emitN(ws.ctx, 1);
      // Committed by a process that died before its pass ran.
      await db.kysely.transaction().execute((trx) =>
        stageEntries(
          trx,
          Array.from({ length: 3 }, (_, i) =>
            newEntry(ws.ctx, { type: 'link.viewed', description: `orphan ${i}`, shareLinkId: 'lnk_1' }),
          ),
        ),
      );
      const two = [new AuditChain(db.kysely), new AuditChain(db.kysely)];
      await Promise.all([...two.map((c) => c.sweep()), ...two.map((c) => c.settle(ws.id))]);
      expect(await verifyChain(db.kysely, ws.id)).toEqual({ workspaceId: ws.id, ok: true, checked: 4 });
      expect((await trail(ws.id)).map(([, description]) => description)).toEqual([
        'edit 0',
        'orphan 0',
        'orphan 1',
        'orphan 2',
      ]);
    });
  });
});
