import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.js';

// Daily reading totals for GET /analytics/summary, kept by triggers so the summary reads a few hundred narrow rows
// instead of every visit of the period, and stays right whichever code writes visits and attention.
// One row per workspace, UTC day (of the visit's startedAt), dimension and key, over counted visits only:
//   link  key = link id: views, attention, completion sum, downloads, anonymous visits (totals, series, top
//         links; top rooms and documents through the link's target)
//   email key = lowercased address: views, attention, last activity (visitors per day and period, top visitors)
//   agent key = User-Agent: views (devices)
//   rdoc  key = document id, for room visits that recorded attention on it: views and attention (top documents)
//   visitors  key '': in `views`, the addresses with an email row that day (visitors per day), kept from the
//         email rows by a trigger on this table
// A heartbeat changes one visit's attention: one row of `link` and one of `email` (its own address's) move by a
// delta; only visits of the same link on the same day share a row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('analytics_daily')
    .addColumn('workspace_id', 'text', (c) => c.notNull())
    .addColumn('dim', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('views', 'bigint', (c) => c.notNull())
    .addColumn('total_ms', 'bigint', (c) => c.notNull())
    .addColumn('completion_sum', 'real', (c) => c.notNull())
    .addColumn('downloads', 'bigint', (c) => c.notNull())
    .addColumn('anonymous', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_daily_pk', ['workspace_id', 'dim', 'day', 'key'])
    .execute();
  // The summary's pass over a period's addresses, grouped by address in index order (no sort of every address-day).
  await db.schema
    .createIndex('analytics_daily_by_key')
    .on('analytics_daily')
    .columns(['workspace_id', 'dim', 'key', 'day', 'views', 'total_ms', 'last_seen_at'])
    .execute();

  const pg = isPostgres(db);
  const greatest = pg ? 'greatest' : 'max';
  const t = 'analytics_daily';
  // Adds one contribution (a row of values, possibly negative) to a dimension's row.
  const add = (
    dim: string,
    ws: string,
    day: string,
    key: string,
    v: string,
    tm: string,
    c: string,
    d: string,
    a: string,
    ls: string,
    when: string,
  ) => `
    insert into ${t} (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
    select ${ws}, '${dim}', ${day}, ${key}, ${v}, ${tm}, ${c}, ${d}, ${a}, ${ls} where ${when}
    on conflict (workspace_id, dim, day, key) do update set
      views = ${t}.views + excluded.views, total_ms = ${t}.total_ms + excluded.total_ms,
      completion_sum = ${t}.completion_sum + excluded.completion_sum, downloads = ${t}.downloads + excluded.downloads,
      anonymous = ${t}.anonymous + excluded.anonymous, last_seen_at = ${greatest}(${t}.last_seen_at, excluded.last_seen_at)`;
  const opened = (x: string) => `(case when ${x}.opened_at is not null then 1 else 0 end)`;
  const contrib = (x: string, sign: string) => ({
    v: `${sign}${opened(x)}`,
    tm: `${sign}${opened(x)} * ${x}.total_ms`,
    c: `${sign}${opened(x)} * ${x}.completion`,
    d: `${sign}${opened(x)} * (case when ${x}.downloaded_at is not null then 1 else 0 end)`,
    a: `${sign}${opened(x)} * (case when ${x}.viewer_email is null then 1 else 0 end)`,
  });
  const day = (x: string) => `substr(${x}.started_at, 1, 10)`;
  // Every dimension of one visit row, added (sign '') or taken away (sign '-').
  const apply = (x: string, sign: '' | '-') => {
    const k = contrib(x, sign);
    return [
      add(
        'link',
        `${x}.workspace_id`,
        day(x),
        `${x}.link_id`,
        k.v,
        k.tm,
        k.c,
        k.d,
        k.a,
        `${x}.last_seen_at`,
        `${x}.opened_at is not null`,
      ),
      add(
        'email',
        `${x}.workspace_id`,
        day(x),
        `lower(${x}.viewer_email)`,
        k.v,
        k.tm,
        '0',
        '0',
        '0',
        `${x}.last_seen_at`,
        `${x}.opened_at is not null and ${x}.viewer_email is not null`,
      ),
      add(
        'agent',
        `${x}.workspace_id`,
        day(x),
        `coalesce(${x}.user_agent, '')`,
        k.v,
        '0',
        '0',
        '0',
        '0',
        `${x}.last_seen_at`,
        `${x}.opened_at is not null`,
      ),
    ];
  };
  // The common update (attention, last activity, completion, a download on an opened visit): deltas in place.
  const n = contrib('new', '');
  const o = contrib('old', '');
  const delta = (a: string, b: string) => `(${a}) - (${b})`;
  const inPlace = [
    add(
      'link',
      'new.workspace_id',
      day('new'),
      'new.link_id',
      delta(n.v, o.v),
      delta(n.tm, o.tm),
      delta(n.c, o.c),
      delta(n.d, o.d),
      delta(n.a, o.a),
      'new.last_seen_at',
      'new.opened_at is not null or old.opened_at is not null',
    ),
    add(
      'email',
      'new.workspace_id',
      day('new'),
      'lower(new.viewer_email)',
      delta(n.v, o.v),
      delta(n.tm, o.tm),
      '0',
      '0',
      '0',
      'new.last_seen_at',
      '(new.opened_at is not null or old.opened_at is not null) and new.viewer_email is not null',
    ),
    add(
      'agent',
      'new.workspace_id',
      day('new'),
      "coalesce(new.user_agent, '')",
      delta(n.v, o.v),
      '0',
      '0',
      '0',
      '0',
      'new.last_seen_at',
      '(new.opened_at is null) <> (old.opened_at is null)',
    ),
  ];
  const sameKeys = `new.started_at = old.started_at and new.link_id = old.link_id and coalesce(lower(new.viewer_email), '') = coalesce(lower(old.viewer_email), '') and (new.viewer_email is null) = (old.viewer_email is null) and coalesce(new.user_agent, '') = coalesce(old.user_agent, '')`;
  const rdoc = (x: string, views: string, ms: string) =>
    add(
      'rdoc',
      `${x}.workspace_id`,
      `(select substr(v.started_at, 1, 10) from link_visits v where v.id = ${x}.visit_id)`,
      `${x}.document_id`,
      views,
      ms,
      '0',
      '0',
      '0',
      "''",
      `${x}.data_room_id is not null and exists (select 1 from link_visits v where v.id = ${x}.visit_id)`,
    );

  // An address starting (or, should its visits go, ending) its day moves that day's visitor count.
  const visitors = (x: string, by: string, when: string) =>
    add('visitors', `${x}.workspace_id`, `${x}.day`, "''", by, '0', '0', '0', '0', "''", when);

  if (pg) {
    await sql
      .raw(
        `create function analytics_daily_visits() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${apply('new', '').join(';\n')};
          elsif tg_op = 'DELETE' then ${apply('old', '-').join(';\n')};
          elsif ${sameKeys} then ${inPlace.join(';\n')};
          else ${[...apply('old', '-'), ...apply('new', '')].join(';\n')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_daily_visits after insert or update or delete on link_visits for each row execute function analytics_daily_visits()`.execute(
      db,
    );
    await sql
      .raw(
        `create function analytics_daily_room_documents() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${rdoc('new', '1', 'new.visible_ms')};
          elsif tg_op = 'UPDATE' then ${rdoc('new', '0', 'new.visible_ms - old.visible_ms')};
          else ${rdoc('old', '-1', '-old.visible_ms')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_daily_room_documents after insert or update of visible_ms or delete on analytics_visit_documents for each row execute function analytics_daily_room_documents()`.execute(
      db,
    );
    await sql
      .raw(
        `create function analytics_daily_visitors() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' then ${visitors('new', '1', 'new.views > 0')};
          else ${visitors('new', '(case when new.views > 0 then 1 else -1 end)', '(old.views > 0) <> (new.views > 0)')};
          end if;
          return null;
        end $$`,
      )
      .execute(db);
    await sql`create trigger analytics_daily_visitors after insert or update on analytics_daily for each row when (new.dim = 'email') execute function analytics_daily_visitors()`.execute(
      db,
    );
  } else {
    const trigger = async (name: string, on: string, statements: string[]) =>
      sql.raw(`create trigger ${name} ${on} begin ${statements.join(';\n')}; end`).execute(db);
    await trigger('analytics_daily_visits_insert', 'after insert on link_visits', apply('new', ''));
    await trigger('analytics_daily_visits_delete', 'after delete on link_visits', apply('old', '-'));
    await trigger('analytics_daily_visits_update', `after update on link_visits when ${sameKeys}`, inPlace);
    await trigger('analytics_daily_visits_rekey', `after update on link_visits when not (${sameKeys})`, [
      ...apply('old', '-'),
      ...apply('new', ''),
    ]);
    await trigger('analytics_daily_rdoc_insert', 'after insert on analytics_visit_documents', [
      rdoc('new', '1', 'new.visible_ms'),
    ]);
    await trigger('analytics_daily_rdoc_update', 'after update of visible_ms on analytics_visit_documents', [
      rdoc('new', '0', 'new.visible_ms - old.visible_ms'),
    ]);
    await trigger('analytics_daily_rdoc_delete', 'after delete on analytics_visit_documents', [
      rdoc('old', '-1', '-old.visible_ms'),
    ]);
    await trigger('analytics_daily_visitors_insert', "after insert on analytics_daily when new.dim = 'email'", [
      visitors('new', '1', 'new.views > 0'),
    ]);
    await trigger('analytics_daily_visitors_update', "after update on analytics_daily when new.dim = 'email'", [
      visitors('new', '(case when new.views > 0 then 1 else -1 end)', '(old.views > 0) <> (new.views > 0)'),
    ]);
  }

  await backfillDaily(db);
}

/** The daily totals of the visits already recorded (also used by bench/analytics.mjs after a bulk load). */
export async function backfillDaily(db: Kysely<any>): Promise<void> {
  const t = 'analytics_daily';
  const ins = (dim: string, key: string, cols: string, where: string, from = 'link_visits v') =>
    sql
      .raw(`
    insert into ${t} (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
    select v.workspace_id, '${dim}', substr(v.started_at, 1, 10), ${key}, ${cols}
    from ${from} where ${where} group by v.workspace_id, substr(v.started_at, 1, 10), ${key}`)
      .execute(db);
  const o1 = 'v.opened_at is not null';
  await ins(
    'link',
    'v.link_id',
    `count(*), sum(v.total_ms), sum(v.completion), sum(case when v.downloaded_at is not null then 1 else 0 end), sum(case when v.viewer_email is null then 1 else 0 end), max(v.last_seen_at)`,
    o1,
  );
  await ins(
    'email',
    'lower(v.viewer_email)',
    `count(*), sum(v.total_ms), 0, 0, 0, max(v.last_seen_at)`,
    `${o1} and v.viewer_email is not null`,
  );
  await ins('agent', "coalesce(v.user_agent, '')", `count(*), 0, 0, 0, 0, max(v.last_seen_at)`, o1);
  await sql`
    insert into analytics_daily (workspace_id, dim, day, key, views, total_ms, completion_sum, downloads, anonymous, last_seen_at)
    select workspace_id, 'visitors', day, '', count(*), 0, 0, 0, 0, '' from analytics_daily where dim = 'email' and views > 0 group by workspace_id, day`.execute(
    db,
  );
  await ins(
    'rdoc',
    'a.document_id',
    `count(*), sum(a.visible_ms), 0, 0, 0, ''`,
    'a.data_room_id is not null',
    'analytics_visit_documents a join link_visits v on v.id = a.visit_id',
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger analytics_daily_visits on link_visits`.execute(db);
    await sql`drop trigger analytics_daily_room_documents on analytics_visit_documents`.execute(db);
    await sql`drop function analytics_daily_visits()`.execute(db);
    await sql`drop function analytics_daily_room_documents()`.execute(db);
    await sql`drop trigger analytics_daily_visitors on analytics_daily`.execute(db);
    await sql`drop function analytics_daily_visitors()`.execute(db);
  } else {
    for (const t of [
      'visits_insert',
      'visits_delete',
      'visits_update',
      'visits_rekey',
      'rdoc_insert',
      'rdoc_update',
      'rdoc_delete',
      'visitors_insert',
      'visitors_update',
    ])
      await sql.raw(`drop trigger analytics_daily_${t}`).execute(db);
  }
  await db.schema.dropTable('analytics_daily').execute();
}
