import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// The daily totals per link, address and device (and the day's visitors) are computed in TypeScript by the writes
// of visits themselves (analytics/daily.ts), no longer by triggers on every insert and update of link_visits and
// analytics_daily, written once per dialect (migration 061). One trigger stays, for deletes: a visit goes only
// with its link, document or workspace, by the foreign keys' cascade (a purge), which no code sees row by row,
// and the totals must lose what the visit carried. It now also takes the address off its day's visitors when the
// address's row stops counting (the trigger on analytics_daily did that).
const day = 'substr(old.started_at, 1, 10)';
const opened = 'old.opened_at is not null';
const take = (dim: string, key: string, set: string, when: string) =>
  `update analytics_daily set ${set} where workspace_id = old.workspace_id and dim = '${dim}' and day = ${day} and key = ${key} and ${when}`;
// The visitors first: it reads the address's row before it loses the visit.
const deleted = [
  take(
    'visitors',
    "''",
    'views = views - 1',
    `${opened} and old.viewer_email is not null and (select e.views from analytics_daily e where e.workspace_id = old.workspace_id and e.dim = 'email' and e.day = ${day} and e.key = lower(old.viewer_email)) = 1`,
  ),
  take(
    'link',
    'old.link_id',
    'views = views - 1, total_ms = total_ms - old.total_ms, completion_sum = completion_sum - old.completion, ' +
      'downloads = downloads - (case when old.downloaded_at is not null then 1 else 0 end), ' +
      'anonymous = anonymous - (case when old.viewer_email is null then 1 else 0 end)',
    opened,
  ),
  take(
    'email',
    'lower(old.viewer_email)',
    'views = views - 1, total_ms = total_ms - old.total_ms',
    `${opened} and old.viewer_email is not null`,
  ),
  take('agent', "coalesce(old.user_agent, '')", 'views = views - 1', opened),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger analytics_daily_visits on link_visits`.execute(db);
    await sql`drop function analytics_daily_visits()`.execute(db);
    await sql`drop trigger analytics_daily_visitors on analytics_daily`.execute(db);
    await sql`drop function analytics_daily_visitors()`.execute(db);
    await sql
      .raw(
        `create function analytics_daily_visit_deleted() returns trigger language plpgsql as $$
        begin ${deleted.join(';\n')}; return null; end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_daily_visit_deleted after delete on link_visits for each row execute function analytics_daily_visit_deleted()`.execute(
      db,
    );
  } else {
    for (const name of [
      'visits_insert',
      'visits_update',
      'visits_rekey',
      'visits_delete',
      'visitors_insert',
      'visitors_update',
    ])
      await sql.raw(`drop trigger analytics_daily_${name}`).execute(db);
    await sql
      .raw(`create trigger analytics_daily_visit_deleted after delete on link_visits begin ${deleted.join(';\n')}; end`)
      .execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('203-daily-totals-in-write-path cannot be undone');
}
