// Subscribers of the events backbone: told of each event inside the emitting transaction (their writes commit or
// roll back with the change), the runner woken only after a commit whose subscribers enqueued jobs; and events/
// itself imports no subscriber and no domain.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.js';
import { DbKeyStore } from '../auth/key-store.js';
import type { Db } from '../db/connect.js';
import { enqueueJob } from '../jobs/queue.js';
import { systemContext } from '../platform/context.js';
import { Events } from './backbone.js';
import type { EmittedEvent, EventSubscriber } from './subscriber.js';

let db: Db;
beforeAll(async () => {
  ({ db } = await openTestDb());
});
afterAll(() => db.close());

async function workspaceId(): Promise<string> {
  const k = await new DbKeyStore(db).create({
    workspace: `subs-${Math.random().toString(36).slice(2, 10)}`,
    scopes: ['audit:read'],
  });
  return k.workspaceId;
}

describe('event subscribers', () => {
  it('are told of every event in order, inside the emitting transaction; their jobs wake the runner after the commit', async () => {
    const ws = await workspaceId();
    const seen: string[] = [];
    const kinds = `sub-${Date.now()}`;
    const observer: EventSubscriber = {
      name: 'observer',
      async onEvent(_trx, e: EmittedEvent) {
        seen.push(`observer ${e.type} ${e.ctx.actorName} ${JSON.stringify(e.event.metadata)}`);
        return 0;
      },
    };
    const enqueuer: EventSubscriber = {
      name: 'enqueuer',
      async onEvent(trx, e) {
        seen.push(`enqueuer ${e.type}`);
        await enqueueJob(trx, { kind: kinds, refId: e.id });
        return 1;
      },
    };
    let woken = 0;
    const events = new Events(db, { subscribers: [observer, enqueuer], afterCommit: () => woken++ });
    const recorded = await events.transaction(systemContext(ws), async ({ emit }) => {
      const r = await emit({ type: 'folder.created', description: 'f', metadata: { n: 1 } });
      expect(woken).toBe(0); // not before the commit
      return r;
    });
    expect(seen).toEqual(['observer folder.created Dossier {"n":1}', 'enqueuer folder.created']);
    expect(recorded.deliveries).toBe(1);
    expect(woken).toBe(1);
    expect(await db.kysely.selectFrom('jobs').select('ref_id').where('kind', '=', kinds).execute()).toEqual([
      { ref_id: recorded.id },
    ]);
    // Committed together: the entry the subscriber was told of, with the id and instant it was given.
    expect(
      await db.kysely.selectFrom('audit_events').select(['id', 'created_at']).where('id', '=', recorded.id).execute(),
    ).toEqual([{ id: recorded.id, created_at: recorded.createdAt }]);
  });

  it('a subscriber that fails rolls the change and the entry back; a rollback afterwards leaves no subscriber write', async () => {
    const ws = await workspaceId();
    const kind = `fail-${Date.now()}`;
    let woken = 0;
    const failing: EventSubscriber = {
      name: 'failing',
      onEvent: async () => Promise.reject(new Error('subscriber down')),
    };
    const events = new Events(db, { subscribers: [failing], afterCommit: () => woken++ });
    await expect(
      events.transaction(systemContext(ws), ({ emit }) => emit({ type: 'folder.created', description: 'doomed' })),
    ).rejects.toThrow('subscriber down');
    const writer: EventSubscriber = {
      name: 'writer',
      onEvent: async (trx, e) => (await enqueueJob(trx, { kind, refId: e.id }), 1),
    };
    const later = new Events(db, { subscribers: [writer], afterCommit: () => woken++ });
    await expect(
      later.transaction(systemContext(ws), async ({ emit }) => {
        await emit({ type: 'folder.created', description: 'doomed too' });
        throw new Error('change refused');
      }),
    ).rejects.toThrow('change refused');
    expect(woken).toBe(0);
    expect(await db.kysely.selectFrom('audit_events').select('id').where('workspace_id', '=', ws).execute()).toEqual(
      [],
    );
    expect(await db.kysely.selectFrom('jobs').select('id').where('kind', '=', kind).execute()).toEqual([]);
  });

  it('events/ imports no subscriber and no domain (only db/, platform/, generated/ and itself)', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const offending: string[] = [];
    for (const f of fs.readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
      const src = fs.readFileSync(path.join(dir, f), 'utf8');
      for (const m of src.matchAll(/from\s+'(\.\.\/[^']+)'/g)) {
        if (!/^\.\.\/(db|platform|generated)\//.test(m[1])) offending.push(`${f}: ${m[1]}`);
      }
    }
    expect(offending).toEqual([]);
  });
});
