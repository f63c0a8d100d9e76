// What "nothing half-written" is measured against: the row count of every table and every workspace's audit
// chain head. On PostgreSQL the suite files share one database, so a proof suite takes a database of its own
// (created here, dropped after) for global counts to mean something.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../../src/db/connect.js';
import { auditChainOf } from '../../src/events/chain.js';

/** A fresh PostgreSQL database beside DATABASE_URL's (undefined on SQLite runs), and how to drop it. */
export async function ownDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const target = new URL(base);
  const name = `${target.pathname.slice(1) || 'dossier'}_proof_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

// Tables a refused request may touch by design: the rate limiter's windows.
const VOLATILE = /rate_limit|ratelimit/;

export async function tablesOf(db: Db): Promise<string[]> {
  const tables = await db.kysely.introspection.getTables();
  return tables
    .map((t) => t.name)
    .filter((n) => !VOLATILE.test(n) && !n.startsWith('kysely_') && !n.startsWith('sqlite_'))
    .sort();
}

/** Row counts of these tables and the audit heads (every committed entry chained first), as one comparable string. */
export async function snapshot(db: Db, tables: string[]): Promise<string> {
  // PostgreSQL chains entries after commit: an earlier request's pass must not move a head between two snapshots.
  await auditChainOf(db.kysely)?.sweep();
  const union = tables.map((t) => `select '${t}' as t, count(*) as n from "${t}"`).join(' union all ');
  const counts = await sql<{ t: string; n: number | string }>`${sql.raw(union)}`.execute(db.kysely);
  const heads = await sql<{
    workspace_id: string;
    seq: number | string;
    hash: string;
  }>`select workspace_id, seq, hash from audit_heads order by workspace_id`.execute(db.kysely);
  return JSON.stringify([
    counts.rows.map((r) => `${r.t}=${r.n}`),
    heads.rows.map((h) => `${h.workspace_id}:${h.seq}:${h.hash}`),
  ]);
}

/** The tables whose counts differ between two snapshots, in words. */
export function diff(before: string, after: string): string {
  const [a, ah] = JSON.parse(before) as string[][];
  const [b, bh] = JSON.parse(after) as string[][];
  const out = a.filter((x, i) => x !== b[i]).map((x, i) => `${x} → ${b[a.indexOf(x)] ?? '?'}${i < 0 ? '' : ''}`);
  if (JSON.stringify(ah) !== JSON.stringify(bh)) out.push('audit chain head moved');
  return out.join(', ');
}
