// Visits in the database. The guard's two lookups (the visit by its token's hash, then its link with everything
// the gates read) run on every viewer call, so they are compiled once.
import type { Insertable, Kysely } from 'kysely';
import { DAILY_COLUMNS, recordDaily, touchesDaily, type DailyVisit, type VisitChange } from '../analytics/index.js';
import { compiled, inTransaction as holdsTransaction } from '../db/compiled.js';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import { newId } from '../platform/ids.js';
import type { DocumentsTable } from '../documents/tables.js';
import { normaliseLinkRow } from '../links/index.js';
import type { LinkVisitsTable, ShareLinksTable } from '../links/tables.js';
import type { VisitAttemptsTable } from './tables.js';

type Q = Kysely<Database>;

/** A link with what its gates and closure read: its room, document, viewer group and agreement. */
export interface LinkState extends ShareLinksTable {
  room_name: string | null;
  room_archived_at: string | null;
  room_deleted_at: string | null;
  doc_title: string | null;
  doc_deleted_at: string | null;
  /** Null on a group link whose group was deleted. */
  grp_id: string | null;
  grp_members: string | null;
  agr_name: string | null;
  agr_body: string | null;
  agr_require_name: number | null;
  agr_revision: number | null;
}

const STATE_EXTRAS = [
  'r.name as room_name',
  'r.archived_at as room_archived_at',
  'r.deleted_at as room_deleted_at',
  'd.title as doc_title',
  'd.deleted_at as doc_deleted_at',
  'g.id as grp_id',
  'g.members as grp_members',
  'a.name as agr_name',
  'a.body as agr_body',
  'a.require_name as agr_require_name',
  'a.revision as agr_revision',
] as const;

const linkState = (by: 'id' | 'slug') =>
  compiled((db, p) =>
    db
      .selectFrom('share_links as l')
      .leftJoin('data_rooms as r', 'r.id', 'l.data_room_id')
      .leftJoin('documents as d', 'd.id', 'l.document_id')
      .leftJoin('viewer_groups as g', 'g.id', 'l.group_id')
      .leftJoin('agreements as a', 'a.id', 'l.agreement_id')
      .selectAll('l')
      .select(STATE_EXTRAS)
      .where(`l.${by}`, '=', p('key')),
  );
const linkStateById = linkState('id');
const linkStateBySlug = linkState('slug');

const LINK_COLUMNS: (keyof ShareLinksTable)[] = [
  'id',
  'workspace_id',
  'slug',
  'name',
  'document_id',
  'data_room_id',
  'group_id',
  'active',
  'is_public',
  'require_email',
  'require_email_verification',
  'password_hash',
  'expires_at',
  'max_views',
  'view_count',
  'pinned_version_id',
  'allow_download',
  'watermark',
  'watermark_config',
  'require_nda',
  'nda_text',
  'agreement_id',
  'allowed_emails',
  'allowed_domains',
  'blocked_emails',
  'notify_on_view',
  'screenshot_protection',
  'allow_assistant',
  'allow_audio',
  'allow_feedback',
  'bulk_download_otp',
  'tags',
  'capture_fields',
  'og_title',
  'og_description',
  'og_image_url',
  'og_favicon_url',
  'password_epoch',
  'terms_epoch',
  'deleted_at',
  'created_at',
  'updated_at',
];
const LINK_PREFIX = 'l__';
const STATE_KEYS = new Set<string>(STATE_EXTRAS.map((e) => e.split(' as ')[1]));

/** The guard's one query: the visit by its token's hash with its link's state, the link's columns prefixed. */
const visitWithState = compiled((db, p) =>
  db
    .selectFrom('link_visits as v')
    .innerJoin('share_links as l', 'l.id', 'v.link_id')
    .leftJoin('data_rooms as r', 'r.id', 'l.data_room_id')
    .leftJoin('documents as d', 'd.id', 'l.document_id')
    .leftJoin('viewer_groups as g', 'g.id', 'l.group_id')
    .leftJoin('agreements as a', 'a.id', 'l.agreement_id')
    .selectAll('v')
    .select(LINK_COLUMNS.map((c) => `l.${c} as ${LINK_PREFIX}${c}` as 'l.id'))
    .select(STATE_EXTRAS)
    .where('v.token_hash', '=', p('hash')),
);

function normaliseLink(l: LinkState): LinkState {
  return {
    ...normaliseLinkRow(l),
    agr_revision: l.agr_revision === null ? null : Number(l.agr_revision),
  };
}

export function normaliseVisit(v: LinkVisitsTable): LinkVisitsTable {
  return {
    ...v,
    verification_attempts: Number(v.verification_attempts),
    password_epoch: v.password_epoch === null ? null : Number(v.password_epoch),
    terms_epoch: v.terms_epoch === null ? null : Number(v.terms_epoch),
    total_ms: Number(v.total_ms),
    opens: Number(v.opens),
    completion: Number(v.completion),
    bulk_code_attempts: Number(v.bulk_code_attempts),
  };
}

/** The visit, locked for this transaction on PostgreSQL (SQLite already serialises writers). */
export async function lockVisit(q: Q, id: string): Promise<LinkVisitsTable | undefined> {
  let query = q.selectFrom('link_visits').selectAll().where('id', '=', id);
  if (isPostgres(q)) query = query.forUpdate();
  const v = await query.executeTakeFirst();
  return v && normaliseVisit(v);
}

export async function findVisit(q: Q, id: string): Promise<LinkVisitsTable | undefined> {
  const v = await q.selectFrom('link_visits').selectAll().where('id', '=', id).executeTakeFirst();
  return v && normaliseVisit(v);
}

/** Where each column of the guard's row goes: the link's (prefix dropped), its state's, or else the visit's. */
const LINK_KEYS = new Map<string, string>([
  ...LINK_COLUMNS.map((c) => [`${LINK_PREFIX}${c}`, c] as const),
  ...[...STATE_KEYS].map((k) => [k, k] as const),
]);

/** The visit a token's hash names, with its link's state (one round trip: the guard runs on every viewer call). */
export async function findVisitWithLink(
  q: Q,
  hash: string,
): Promise<{ visit: LinkVisitsTable; link: LinkState } | undefined> {
  const row = (await visitWithState.first(q, { hash })) as Record<string, unknown> | undefined;
  if (!row) return undefined;
  const visit: Record<string, unknown> = {};
  const link: Record<string, unknown> = {};
  for (const key in row) {
    const l = LINK_KEYS.get(key);
    if (l === undefined) visit[key] = row[key];
    else link[l] = row[key];
  }
  return {
    visit: normaliseVisit(visit as unknown as LinkVisitsTable),
    link: normaliseLink(link as unknown as LinkState),
  };
}

/** The link (deleted ones included: they answer 410, not 404) with what the gates read. */
export async function findLinkState(q: Q, by: { id: string } | { slug: string }): Promise<LinkState | undefined> {
  const row =
    'id' in by ? await linkStateById.first(q, { key: by.id }) : await linkStateBySlug.first(q, { key: by.slug });
  return row && normaliseLink(row as LinkState);
}

// Every write of a visit's counted columns moves the daily totals with it, in the same transaction
// (analytics/daily.ts): the row before and after it are handed over.
async function inTransaction(q: Q, f: (trx: Q) => Promise<void>): Promise<void> {
  if (holdsTransaction(q)) await f(q);
  else await q.transaction().execute(f);
}

export async function insertVisit(q: Q, row: LinkVisitsTable): Promise<void> {
  await inTransaction(q, async (trx) => {
    await trx.insertInto('link_visits').values(row).execute();
    await recordDaily(trx, [{ before: null, after: row }]);
  });
}

export async function updateVisit(q: Q, id: string, patch: Partial<LinkVisitsTable>): Promise<void> {
  if (!Object.keys(patch).length) return;
  if (!touchesDaily(patch)) {
    await q.updateTable('link_visits').set(patch).where('id', '=', id).execute();
    return;
  }
  await inTransaction(q, async (trx) => {
    let read = trx.selectFrom('link_visits').select(DAILY_COLUMNS).where('id', '=', id);
    if (isPostgres(trx)) read = read.forUpdate();
    const before = await read.executeTakeFirst();
    if (!before) return;
    await trx.updateTable('link_visits').set(patch).where('id', '=', id).execute();
    const after = { ...before } as DailyVisit;
    for (const c of DAILY_COLUMNS) if (c in patch) (after as unknown as Record<string, unknown>)[c] = patch[c];
    await recordDaily(trx, [{ before, after }]);
  });
}

/** The change a one-column write made, from the row after it and the column's value before. */
const changed = (after: DailyVisit, before: Partial<DailyVisit>): VisitChange[] => [
  { before: { ...after, ...before }, after },
];

/** Marks the visit opened unless it already is; true when this call opened it. */
export async function claimOpening(q: Q, visitId: string, now: string): Promise<boolean> {
  let claimed = false;
  await inTransaction(q, async (trx) => {
    const after = await trx
      .updateTable('link_visits')
      .set({ opened_at: now, last_opened_at: now, last_seen_at: now, opens: 1 })
      .where('id', '=', visitId)
      .where('opened_at', 'is', null)
      .returning(DAILY_COLUMNS)
      .executeTakeFirst();
    if (!after) return;
    claimed = true;
    await recordDaily(trx, changed(after, { opened_at: null }));
  });
  return claimed;
}

/**
 * Counts one view if the cap allows it, in one statement: of visitors racing for the last view exactly one gets
 * a row updated (PostgreSQL re-reads the row after the lock; SQLite serialises writers). True when counted.
 */
export async function countView(q: Q, linkId: string): Promise<boolean> {
  const r = await q
    .updateTable('share_links')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', linkId)
    .where((eb) => eb.or([eb('max_views', 'is', null), eb('view_count', '<', eb.ref('max_views'))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function recordAttempt(q: Q, a: Omit<VisitAttemptsTable, 'id'>): Promise<void> {
  await q
    .insertInto('visit_attempts')
    .values({ id: newId('vat'), ...a })
    .execute();
}

/** A code just mailed to the visit's address: kept on the visit (`patch`), its sending recorded as an attempt. */
export async function recordCodeSent(
  q: Q,
  visit: Pick<LinkVisitsTable, 'id' | 'link_id' | 'viewer_email'>,
  patch: Partial<LinkVisitsTable>,
  kind: 'code_sent' | 'bulk_code_sent',
  sentAt: string,
): Promise<void> {
  await updateVisit(q, visit.id, patch);
  await recordAttempt(q, {
    link_id: visit.link_id,
    visit_id: visit.id,
    kind,
    ip_address: null,
    email: visit.viewer_email,
    created_at: sentAt,
  });
}

type AttemptScope = { linkId: string; ip: string | null; email: string | null } | { visitId: string };

/** Attempts of a kind since an instant: on a link from this address or (when given) this email, or of one visit. */
async function countAttempts(
  q: Q,
  kind: VisitAttemptsTable['kind'],
  since: string,
  scope: AttemptScope,
): Promise<{ n: number; oldest: string | null }> {
  let query = q
    .selectFrom('visit_attempts')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
    .where('kind', '=', kind)
    .where('created_at', '>=', since);
  if ('visitId' in scope) query = query.where('visit_id', '=', scope.visitId);
  else {
    query = query.where('link_id', '=', scope.linkId).where((eb) => {
      const ors = [eb('ip_address', '=', scope.ip ?? '')];
      if (scope.email) ors.push(eb('email', '=', scope.email));
      return eb.or(ors);
    });
  }
  const row = await query.executeTakeFirstOrThrow();
  return { n: Number(row.n), oldest: (row.oldest as string | null) ?? null };
}

export function countLinkAttempts(
  q: Q,
  linkId: string,
  kind: VisitAttemptsTable['kind'],
  since: string,
  who: { ip: string | null; email: string | null },
) {
  return countAttempts(q, kind, since, { linkId, ...who });
}

export function countVisitAttempts(q: Q, visitId: string, kind: VisitAttemptsTable['kind'], since: string) {
  return countAttempts(q, kind, since, { visitId });
}

/** The link's count of views (after countView). */
export async function viewCountOf(q: Q, linkId: string): Promise<number> {
  const r = await q.selectFrom('share_links').select('view_count').where('id', '=', linkId).executeTakeFirstOrThrow();
  return Number(r.view_count);
}

/** The workspace's address, for the owner's notes; undefined when it has none. */
export async function ownerEmail(q: Q, workspaceId: string): Promise<string | undefined> {
  const ws = await q.selectFrom('workspaces').select('email').where('id', '=', workspaceId).executeTakeFirst();
  return ws?.email ?? undefined;
}

/** The workspace's language (null: English), for a mail whose reader has none. */
export async function workspaceLocale(q: Q, workspaceId: string): Promise<string | null> {
  const ws = await q.selectFrom('workspaces').select('locale').where('id', '=', workspaceId).executeTakeFirst();
  return ws?.locale ?? null;
}

/** The name each uploaded file came with, by document id (a bulk download names its entries with them). */
export async function sourceFilenames(q: Q, documentIds: string[]): Promise<Map<string, string | null>> {
  if (!documentIds.length) return new Map();
  const rows = await q
    .selectFrom('documents')
    .select(['id', 'source_filename'])
    .where('id', 'in', documentIds)
    .execute();
  return new Map(rows.map((f) => [f.id, f.source_filename]));
}

/** A visitor's acceptance of a link's terms: the exact text, its digest and who accepted. */
export async function recordAcceptance(q: Q, row: Insertable<Database['agreement_acceptances']>): Promise<void> {
  await q.insertInto('agreement_acceptances').values(row).execute();
}

/** Counts a wrong bulk-download code against the code it was tried on (a new code resets the count). */
export async function countBulkCodeAttempt(q: Q, visitId: string, codeHash: string): Promise<void> {
  await q
    .updateTable('link_visits')
    .set((eb) => ({ bulk_code_attempts: eb('bulk_code_attempts', '+', 1) }))
    .where('id', '=', visitId)
    .where('bulk_code_hash', '=', codeHash)
    .execute();
}

/** Counts a wrong email-verification code. */
export async function countVerificationAttempt(q: Q, visitId: string): Promise<void> {
  await q
    .updateTable('link_visits')
    .set((eb) => ({ verification_attempts: eb('verification_attempts', '+', 1) }))
    .where('id', '=', visitId)
    .execute();
}

/** Sets the visit's first download time (a later download leaves it). */
export async function markDownloaded(q: Q, visitId: string, at: string): Promise<void> {
  await inTransaction(q, async (trx) => {
    const after = await trx
      .updateTable('link_visits')
      .set({ downloaded_at: at })
      .where('id', '=', visitId)
      .where('downloaded_at', 'is', null)
      .returning(DAILY_COLUMNS)
      .executeTakeFirst();
    if (after) await recordDaily(trx, changed(after, { downloaded_at: null }));
  });
}

/** A viewer group's granted folders and documents. */
export function groupGrantRows(q: Q, groupId: string) {
  return Promise.all([
    q.selectFrom('viewer_group_folders').select('folder_id').where('group_id', '=', groupId).execute(),
    q.selectFrom('viewer_group_documents').select('document_id').where('group_id', '=', groupId).execute(),
  ]);
}

/** A document of the workspace that is not deleted. */
export function liveDocument(q: Q, workspaceId: string, documentId: string): Promise<DocumentsTable | undefined> {
  return q
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', documentId)
    .where('workspace_id', '=', workspaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}
