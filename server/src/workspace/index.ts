// The workspace's sender: what other domains read to name who their emails and pages come from.
import { pickLocale, type Locale } from '../platform/i18n/locales.js';
import type { Services } from '../services.js';
import * as repo from './repository.js';

export interface Sender {
  name: string;
  custom: boolean;
  email: string | null;
  /** The workspace's language for emails and pages with no other (English unless set). */
  locale: Locale;
}

/** The sender name the workspace set, else its name; and its address. */
export async function senderOf(q: Services['db']['kysely'], workspaceId: string): Promise<Sender> {
  const ws = await repo.findSenderRow(q, workspaceId);
  return {
    name: ws.sender_name ?? ws.name,
    custom: ws.sender_name !== null,
    email: ws.email,
    locale: pickLocale(ws.locale),
  };
}

/**
 * The workspace's language for pages with no other (spec: Locale), kept in memory like its embedding origins: a
 * page load reads nothing once the workspace was seen.
 */
export function workspaceLocaleOf(s: Services, workspaceId: string): Promise<Locale> {
  return s.facts.remember(`locale:${workspaceId}`, async () => (await senderOf(s.db.kysely, workspaceId)).locale);
}

/** The origins allowed to frame the workspace's signing page and viewer, as stored (normalised). */
export async function embedOriginsOf(q: Services['db']['kysely'], workspaceId: string): Promise<string[]> {
  const stored = await repo.findEmbedOrigins(q, workspaceId);
  return stored ? (JSON.parse(stored) as string[]) : [];
}

/**
 * What a page of the workspace puts in `frame-ancestors`: `'self'` and its origins, or nothing when it set none.
 * Kept in memory (s.facts): a change to the workspaces row reaches every instance (migration 007), so a page
 * load reads nothing once the workspace was seen.
 */
export function frameAncestorsOf(s: Services, workspaceId: string): Promise<readonly string[]> {
  return s.facts.remember(`embed:${workspaceId}`, async () => {
    const origins = await embedOriginsOf(s.db.kysely, workspaceId);
    return Object.freeze(origins.length ? ["'self'", ...origins] : []);
  });
}
