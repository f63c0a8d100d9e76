// What other domains (heartbeats and downloads, questions, the viewer page) may use of visits: find the visit a
// token admits, and require it opened. Every call re-reads the link, so switching it off, deleting it, archiving
// or trashing its room, trashing its document, or tightening a gate (a new password, new terms, an address no
// longer admitted) stops every visit at once, opened ones included.
import { capabilityKind, hashCapability, verifyCapability } from '../auth/capability.js';
import type { LinkVisitsTable } from '../links/tables.js';
import { visitorContext, type ActionContext, type Origin, type TokenContext } from '../platform/context.js';
import type { Services } from '../services.js';
import { openIfCleared } from './actions/open-visit.js';
import { visitErrors } from './errors.js';
import { admits, pendingGates, type Gate } from './gates.js';
import * as repo from './repository.js';
import type { LinkState } from './repository.js';

type Q = Services['db']['kysely'];

/** A visitor's origin (platform/context.ts). */
export type VisitOrigin = Origin;

/** A public visit operation's caller (its ctx): the visit it names, the token it presents and where it came from. */
export interface VisitCaller extends TokenContext<string | undefined> {
  visitId: string;
}

export interface VisitAccess {
  visit: LinkVisitsTable;
  link: LinkState;
  /** The gates still to clear, in order; empty once opened. */
  pending: Gate[];
}

export interface OpenedVisit extends VisitAccess {
  /** The visitor acting (for events and other domains' actions). */
  ctx: ActionContext;
}

export const VISIT_COOKIE = 'dossier_visit';

/** The visit token a call presents: the `x-visit-token` header, else the viewer page's HttpOnly cookie. */
export function presentedVisitToken(headers: Record<string, string | string[] | undefined>): string | undefined {
  const h = headers['x-visit-token'];
  if (typeof h === 'string' && h) return h;
  const raw = headers.cookie;
  if (typeof raw !== 'string') return undefined;
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === VISIT_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

/**
 * 410 with the reason when the link no longer leads anywhere: deleted, switched off (also by deleting its viewer
 * group), expired, its room trashed or archived, its document trashed, or its view cap reached (only for a
 * visit that has not opened: an opened one keeps reading).
 */
export function refuseIfClosed(l: LinkState, opened: boolean, now = Date.now()): void {
  if (l.deleted_at) throw visitErrors.linkDeleted();
  if (!l.active || (l.group_id && !l.grp_id)) throw visitErrors.linkDisabled();
  if (l.expires_at && Date.parse(l.expires_at) <= now) throw visitErrors.linkExpired(l.expires_at);
  if (l.data_room_id && l.room_deleted_at) throw visitErrors.roomDeleted();
  if (l.data_room_id && l.room_archived_at) throw visitErrors.roomArchived();
  if (l.document_id && l.doc_deleted_at) throw visitErrors.documentDeleted();
  if (!opened && l.max_views !== null && l.view_count >= l.max_views) throw visitErrors.viewLimit();
}

/** 403 email_not_allowed when the link's lists (or its group) no longer admit the visit's address. */
export function refuseIfNotAdmitted(l: LinkState, email: string | null): void {
  if (email !== null && !admits(l, email)) throw visitErrors.emailNotAllowed();
}

/**
 * The visit the token admits, with its link re-checked: 401 invalid_token for a missing or wrong token, another
 * visit's token or an unknown visitId (all alike); 410 when the link is closed; 403 when its address is refused.
 */
export async function resolveVisit(
  s: Services,
  visitId: string,
  token: string | undefined,
  q: Q = s.db.kysely,
): Promise<VisitAccess> {
  const hash = token !== undefined && capabilityKind(token) === 'visit' ? hashCapability(token) : undefined;
  const found = hash ? await repo.findVisitWithLink(q, hash) : undefined;
  if (!found || found.visit.id !== visitId || !verifyCapability('visit', token!, found.visit.token_hash))
    throw visitErrors.invalidToken();
  const { visit, link } = found;
  refuseIfClosed(link, visit.opened_at !== null);
  refuseIfNotAdmitted(link, visit.viewer_email);
  return { visit, link, pending: pendingGates(link, visit) };
}

export function visitContextOf(a: Pick<VisitAccess, 'visit' | 'link'>, origin: VisitOrigin = {}): ActionContext {
  return visitorContext(
    a.link.workspace_id,
    { id: a.visit.id, email: a.visit.viewer_email, name: a.visit.nda_signed_name },
    origin,
  );
}

/**
 * The visit, opened: everything resolveVisit checks, then 403 gates_pending (with `details.pending`) while any
 * gate is pending, including after the owner tightened one. A visit whose last gate went away (the owner
 * loosened the link) opens here, counted like any other.
 */
export async function requireOpenedVisit(
  s: Services,
  visitId: string,
  token: string | undefined,
  origin: VisitOrigin = {},
): Promise<OpenedVisit> {
  const a = await resolveVisit(s, visitId, token);
  if (a.pending.length) throw visitErrors.gatesPending(a.pending);
  const ctx = visitContextOf(a, origin);
  if (a.visit.opened_at) return { ...a, ctx };
  const visit = await openIfCleared(s, ctx, { link: a.link, visit: a.visit });
  return { ...a, visit, ctx };
}

/** A visit as the API shows it (the analytics domain lists them). */
export { toView } from './present.js';

/** What the reader features (reader/) read: a visit's link and the documents it may read. */
export type { LinkState } from './repository.js';
export { readableDocument, roomEntries, type Readable } from './reader.js';
