// Issue 14, item 2: isolation generated from the spec, not hand-picked.
// Keyed operations: every operation whose request carries an id (in its path or its body) is called with
// workspace B's key, once with the ids of resources workspace A made and once with ids that never existed. The two
// replies must be byte-identical once each id is replaced by a placeholder: a message may echo the id it was
// given (that reveals nothing), never whether it exists. Workspace A's audit chain does not move.
// Public operations: the token of one envelope, visit or request, with the ids of another (made in the same
// workspace), answers exactly as with ids that never existed, and never 2xx. A request's slug is public (anyone
// may open its page), so there the rule is only: refused, and nothing of the other request in the reply.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleChain } from '../../src/events/chain.js';
import { makeApp, type TestApp } from '../helpers.js';
import { ops } from './spec-walk.js';
import { diff, ownDatabase, snapshot, tablesOf } from './state.js';
import { neverId, validCall } from './valid.js';
import { buildWorld, send, worldHeaders, type Call, type Reply, type World } from './world.js';

const engine = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';
let t: TestApp;
let db: Awaited<ReturnType<typeof ownDatabase>>;
let a: World;
let a2: World;
let keyB: string;
let tables: string[];
const tally = {
  keyed: [] as string[],
  public: [] as string[],
  notBuilt: [] as string[],
  noIds: [] as string[],
  noToken: [] as string[],
};

beforeAll(async () => {
  db = await ownDatabase();
  t = await makeApp(
    {
      RATE_LIMIT_PER_MINUTE: '1000000',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
      ...(db.url ? { DATABASE_URL: db.url } : {}),
    },
    { startJobs: false },
  );
  a = await buildWorld(t, t.key, 'a1');
  a2 = await buildWorld(t, t.key, 'a2');
  tables = await tablesOf(t.db);
  keyB = await t.keyWith([...(await import('../../src/generated/operations.gen.js')).allScopes], {
    workspace: `other-${t.workspace}`,
  });
}, 120_000);

afterAll(async () => {
  console.log(
    `[isolation ${engine}] keyed operations compared (A's ids vs ids that never existed, with B's key): ${tally.keyed.length}\n  ${tally.keyed.join(', ')}\n` +
      `[isolation ${engine}] public operations compared (one token, another's ids): ${tally.public.length}\n  ${tally.public.join(', ')}\n` +
      `[isolation ${engine}] not built (501; skipped): ${tally.notBuilt.length}\n  ${tally.notBuilt.join(', ')}\n` +
      `[isolation ${engine}] carrying no id to swap: ${tally.noIds.join(', ')}\n` +
      `[isolation ${engine}] taking no token (the path's slug is the public address itself): ${tally.noToken.join(', ')}`,
  );
  await t?.close();
  await db?.drop();
});

/** The ids of `w` that occur in a call, longest first (so an id inside another is replaced after it). */
function idsIn(c: Call, w: World): string[] {
  const text = c.url + (c.json !== undefined ? JSON.stringify(c.json) : '');
  const all = [...Object.values(w.ids), w.signingToken, w.uploadToken, w.visitToken].filter(
    (x): x is string => !!x && x.length >= 6,
  );
  return [...new Set(all.filter((id) => text.includes(id) || text.includes(encodeURIComponent(id))))].sort(
    (x, y) => y.length - x.length,
  );
}

function replaceAll(c: Call, swaps: [string, string][]): Call {
  let url = c.url;
  let json = c.json !== undefined ? JSON.stringify(c.json) : undefined;
  for (const [from, to] of swaps) {
    url = url.split(encodeURIComponent(from)).join(encodeURIComponent(to)).split(from).join(to);
    if (json) json = json.split(from).join(to);
  }
  return { ...c, url, json: json === undefined ? undefined : JSON.parse(json) };
}

/** A never-existing stand-in of the same shape: same prefix for ids, a random email, a random slug. */
function standIn(id: string): string {
  if (id.includes('@')) return `${neverId('nobody').replace('_', '-')}@proof.test`;
  const m = /^([a-z]{2,5})_/.exec(id);
  if (m)
    return m[1] === 'sgn' || m[1] === 'vst' || m[1] === 'upl'
      ? `${m[1]}_${neverId().slice(4).padEnd(43, 'Q').slice(0, 43)}`
      : neverId(m[1]);
  return neverId('slug').replace('_', '-');
}

const normalise = (r: Reply, ids: string[]) => {
  // Every answer carries its own request id (x-request-id, and requestId in a refusal): not a difference.
  let body = r.body.split(String(r.headers['x-request-id'] ?? '\0')).join('<requestId>');
  ids.forEach((id, i) => {
    body = body.split(id).join(`<id${i}>`);
  });
  return { status: r.status, type: r.headers['content-type'], body };
};

const keyed = ops.filter((o) => !o.public);
const pub = ops.filter((o) => o.public && o.id !== 'getOpenapi');

describe(`isolation between workspaces (${engine})`, () => {
  for (const op of keyed) {
    it(`${op.id}: B's key on A's ids answers as on ids that never existed`, async (ctx) => {
      if (!t.app.implementedOperations.has(op.id)) {
        tally.notBuilt.push(op.id);
        ctx.skip();
        return;
      }
      const real = validCall(op, a, keyB);
      const ids = idsIn(real, a);
      if (!ids.length) {
        tally.noIds.push(op.id);
        return;
      }
      const fakes = ids.map(standIn);
      const never = replaceAll(
        real,
        ids.map((id, i) => [id, fakes[i]]),
      );
      const headBefore = await auditHead(t.workspaceId);
      const before = await snapshot(t.db, tables);
      const r1 = normalise(await send(t, real), ids);
      const after = await snapshot(t.db, tables);
      const r2 = normalise(await send(t, never), fakes);
      tally.keyed.push(op.id);
      // A delete is idempotent (204 for what is not there): then it must be the same 204, and delete nothing.
      if (op.method !== 'DELETE')
        expect(r1.status, `${op.id} answered B with ${r1.status}: ${r1.body.slice(0, 200)}`).toBeGreaterThanOrEqual(
          400,
        );
      expect(r1, `${op.id}: A's ids vs never-existing ids`).toEqual(r2);
      expect(after, `${op.id} wrote: ${diff(before, after)}`).toBe(before);
      expect(await auditHead(t.workspaceId), `${op.id} moved A's audit chain`).toEqual(headBefore);
    });
  }
});

describe(`a public token reaches nothing of another envelope, visit or request (${engine})`, () => {
  for (const op of pub) {
    it(`${op.id}: one token with another's ids answers as with ids that never existed`, async (ctx) => {
      if (!t.app.implementedOperations.has(op.id)) {
        tally.notBuilt.push(op.id);
        ctx.skip();
        return;
      }
      // An operation that takes no token (starting a visit: a link's slug is its public address, open to anyone
      // who has it) has no credential to cross; its gates are tested in the visits suite.
      if (!op.tokenScheme && !op.path.includes('{token}')) {
        tally.noToken.push(op.id);
        return;
      }
      // a's credential (token in the path or header), a2's ids everywhere else.
      const other = validCall(op, a2, '');
      const mine = validCall(op, a, '');
      const credential: [string, string][] = [];
      if (a.signingToken && a2.signingToken) credential.push([a2.signingToken, a.signingToken]);
      let cross = replaceAll(other, credential);
      cross = { ...cross, headers: { ...cross.headers, ...worldHeaders(a, op.tokenScheme) } };
      // Its own request shows nothing of the other (a signing token is its whole credential: this is its case).
      const own = await send(t, mine);
      for (const id of Object.values(a2.ids))
        if (id && id.length > 8)
          expect(own.body, `${op.id} with a's own credential shows ${id} of a2`).not.toContain(id);
      const ids = idsIn(cross, a2);
      if (!ids.length) {
        tally.noIds.push(op.id);
        return;
      }
      const fakes = ids.map(standIn);
      const never = replaceAll(
        cross,
        ids.map((id, i) => [id, fakes[i]]),
      );
      const before = await snapshot(t.db, tables);
      const r1 = await send(t, cross);
      const after = await snapshot(t.db, tables);
      const r2 = await send(t, never);
      tally.public.push(op.id);
      expect(after, `${op.id} with a's token on a2's ids wrote: ${diff(before, after)}`).toBe(before);
      expect(
        r1.status,
        `${op.id} answered a's token on a2's ids with ${r1.status}: ${r1.body.slice(0, 200)} (${cross.method} ${cross.url})`,
      ).toBeGreaterThanOrEqual(400);
      for (const id of Object.values(a2.ids))
        if (id && id.length > 8 && !ids.includes(id))
          expect(r1.body, `${op.id} shows ${id} of the other`).not.toContain(id);
      if (op.path.includes('{slug}')) return;
      expect(normalise(r1, ids), `${op.id}: another's ids vs never-existing ids`).toEqual(normalise(r2, fakes));
    });
  }
});

/** The chain's head once every committed entry has its place (PostgreSQL chains after commit: events/chain.ts). */
async function auditHead(workspaceId: string) {
  await settleChain(t.db.kysely, workspaceId);
  return t.db.kysely
    .selectFrom('audit_heads')
    .select(['seq', 'hash'])
    .where('workspace_id', '=', workspaceId)
    .executeTakeFirst();
}
