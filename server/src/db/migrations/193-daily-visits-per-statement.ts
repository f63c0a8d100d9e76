import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';
import { contrib, day } from './061-analytics-daily.js';

// PostgreSQL: the daily totals of visits (analytics_daily: link, email and agent rows, migration 061) kept once
// per statement over its transition tables, not once per row. The attention writer advances a whole batch's
// visits in one update (visits/attention-pg.ts): per row that was a plpgsql call and three upserts per visit, and
// every visit of one link on one day upserted the same row again, batch after batch. Now a statement's
// contributions are summed per row of analytics_daily and each is upserted once. The figures are the per-row
// trigger's: each visit's contribution is added or taken away as before (a change of the visit's keys takes its
// old contribution away and adds the new one), and sums do not depend on order. SQLite keeps its per-row
// triggers (no transition tables).
type Contribution = ReturnType<typeof contrib>;
const row = (dim: string, x: string, key: string, k: Contribution, from: string, where: string) =>
  `select ${x}.workspace_id, '${dim}', ${day(x)}, ${key}, ${k.v}, ${k.tm}, ${k.c}, ${k.d}, ${k.a}, ${x}.last_seen_at from ${from} where ${where}`;

/** Every dimension of the visits in `from` (alias x), added (sign '') or taken away (sign '-'), where `cond`. */
const whole = (x: string, sign: '' | '-', from: string, cond = 'true') => {
  const k = contrib(x, sign);
  return [
    row('link', x, `${x}.link_id`, k, from, `${x}.opened_at is not null and ${cond}`),
    row('email', x, `lower(${x}.viewer_email)`, { ...k, c: '0', d: '0', a: '0' }, from, `${x}.opened_at is not null and ${x}.viewer_email is not null and ${cond}`),
    row('agent', x, `coalesce(${x}.user_agent, '')`, { ...k, tm: '0', c: '0', d: '0', a: '0' }, from, `${x}.opened_at is not null and ${cond}`),
  ];
};

// Updated visits, each paired with its old row (aliases n and o: new and old are plpgsql's own names).
const pairs = 'new_rows n join old_rows o on o.id = n.id';
const sameKeys = `(n.started_at = o.started_at and n.link_id = o.link_id and coalesce(lower(n.viewer_email), '') = coalesce(lower(o.viewer_email), '') and (n.viewer_email is null) = (o.viewer_email is null) and coalesce(n.user_agent, '') = coalesce(o.user_agent, ''))`;
const n = contrib('n', '');
const o = contrib('o', '');
const delta = (a: string, b: string) => `(${a}) - (${b})`;
const d: Contribution = { v: delta(n.v, o.v), tm: delta(n.tm, o.tm), c: delta(n.c, o.c), d: delta(n.d, o.d), a: delta(n.a, o.a) };
const inPlace = [
  row('link', 'n', 'n.link_id', d, pairs, `${sameKeys} and (n.opened_at is not null or o.opened_at is not null)`),
  row('email', 'n', 'lower(n.viewer_email)', { ...d, c: '0', d: '0', a: '0' }, pairs, `${sameKeys} and (n.opened_at is not null or o.opened_at is not null) and n.viewer_email is not null`),
  row('agent', 'n', "coalesce(n.user_agent, '')", { ...d, tm: '0', c: '0', d: '0', a: '0' }, pairs, `${sameKeys} and (n.opened_at is null) <> (o.opened_at is null)`),
];
const rekeyed = [...whole('o', '-', pairs, `not ${sameKeys}`), ...whole('n', '', pairs, `not ${sameKeys}`)];

/** One upsert of every contribution, summed per row of analytics_daily. */
const upsert = (contributions: string[]) => `
  insert into analytics_daily as t (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
  select workspace_id, dim, day, key, sum(v), sum(tm), sum(c), sum(d), sum(a), max(ls)
  from (${contributions.join('\n  union all ')}) as x(workspace_id, dim, day, key, v, tm, c, d, a, ls)
  group by 1, 2, 3, 4
  on conflict (workspace_id, dim, day, key) do update set
    views = t.views + excluded.views, total_ms = t.total_ms + excluded.total_ms,
    completion_sum = t.completion_sum + excluded.completion_sum, downloads = t.downloads + excluded.downloads,
    anonymous = t.anonymous + excluded.anonymous, last_seen_at = greatest(t.last_seen_at, excluded.last_seen_at);`;

const triggers = {
  inserted: ['insert', 'new table as new_rows', upsert(whole('x', '', 'new_rows x'))],
  updated: ['update', 'old table as old_rows new table as new_rows', upsert([...inPlace, ...rekeyed])],
  deleted: ['delete', 'old table as old_rows', upsert(whole('x', '-', 'old_rows x'))],
} as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger analytics_daily_visits on link_visits`.execute(db);
  for (const [name, [op, referencing, body]] of Object.entries(triggers)) {
    await sql.raw(`create or replace function analytics_daily_visits_${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`).execute(db);
    await sql
      .raw(`create trigger analytics_daily_visits_${name} after ${op} on link_visits referencing ${referencing} for each statement execute function analytics_daily_visits_${name}()`)
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const name of Object.keys(triggers)) {
    await sql.raw(`drop trigger if exists analytics_daily_visits_${name} on link_visits`).execute(db);
    await sql.raw(`drop function if exists analytics_daily_visits_${name}()`).execute(db);
  }
  await sql`create trigger analytics_daily_visits after insert or update or delete on link_visits for each row execute function analytics_daily_visits()`.execute(db);
}
