// The signing list: matching edits to current recipients, colours, and access codes kept only as a hash.
import type { Locale } from '../platform/i18n/locales.js';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { newId } from '../platform/ids.js';
import { errors } from '../platform/errors.js';
import type { DocumentRecipientsTable, RecipientDelivery } from './tables.js';

/** Distinct highlight colours, assigned by position. */
const COLORS = [
  '#2F6FEB',
  '#D9480F',
  '#2B8A3E',
  '#AE3EC9',
  '#E67700',
  '#0B7285',
  '#C2255C',
  '#5C940D',
  '#364FC7',
  '#862E9C',
];

export function colorFor(position: number): string {
  return COLORS[position % COLORS.length];
}

const SCRYPT = { N: 16384, r: 8, p: 1 };

export function hashAccessCode(code: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${scryptSync(code, salt, 32, SCRYPT).toString('base64url')}`;
}

export function checkAccessCode(code: string, stored: string): boolean {
  const [, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64url');
  const given = scryptSync(code, Buffer.from(salt, 'base64url'), expected.length, SCRYPT);
  return timingSafeEqual(given, expected);
}

export interface RecipientInput {
  id?: string;
  name: string;
  email: string;
  role?: 'signer' | 'viewer';
  delivery?: RecipientDelivery;
  locale?: Locale | null;
  routingOrder?: number;
  accessCode?: string | null;
}

export type RecipientRow = Omit<DocumentRecipientsTable, 'document_id'>;

function noDuplicates(list: { email: string | null }[], field: string): void {
  const seen = new Map<string, number>();
  list.forEach((r, i) => {
    if (!r.email) return;
    const key = r.email.toLowerCase();
    if (seen.has(key))
      throw errors.validation([
        { field: `${field}[${i}].email`, message: `repeats the address of ${field}[${seen.get(key)}]` },
      ]);
    seen.set(key, i);
  });
}

/** A new signing list (create). */
export function newRecipients(input: RecipientInput[]): RecipientRow[] {
  noDuplicates(input, 'body.recipients');
  return input.map((r, i) => ({
    id: newId('rcp'),
    name: r.name,
    email: r.email,
    role: r.role ?? 'signer',
    delivery: r.delivery ?? 'email',
    locale: r.locale ?? null,
    routing_order: r.routingOrder ?? 1,
    color: colorFor(i),
    access_code_hash: r.accessCode ? hashAccessCode(r.accessCode) : null,
    position: i,
  }));
}

/**
 * The list sent with PATCH replaces the current one: an entry with a current id, or the unchanged address of a
 * current recipient, edits that recipient in place (omitted role, order and code kept); others are new.
 */
export function mergeRecipients(current: RecipientRow[], input: RecipientInput[]): RecipientRow[] {
  noDuplicates(input, 'body.recipients');
  const byId = new Map(current.map((r) => [r.id, r]));
  const byEmail = new Map(current.filter((r) => r.email).map((r) => [r.email!.toLowerCase(), r]));
  const used = new Set<string>();
  return input.map((r, i) => {
    let match: RecipientRow | undefined;
    if (r.id !== undefined) {
      match = byId.get(r.id);
      if (!match)
        throw errors.unprocessable(`body.recipients[${i}].id is not a recipient of this document`, {
          fields: [{ field: `body.recipients[${i}].id`, message: 'is not a recipient of this document' }],
        });
    } else {
      match = byEmail.get(r.email.toLowerCase());
    }
    if (match && used.has(match.id)) match = undefined;
    if (match) used.add(match.id);
    const accessHash =
      r.accessCode === undefined
        ? (match?.access_code_hash ?? null)
        : r.accessCode === null
          ? null
          : hashAccessCode(r.accessCode);
    return {
      id: match?.id ?? newId('rcp'),
      name: r.name,
      email: r.email,
      role: r.role ?? match?.role ?? 'signer',
      delivery: r.delivery ?? match?.delivery ?? 'email',
      locale: r.locale === undefined ? (match?.locale ?? null) : r.locale,
      routing_order: r.routingOrder ?? match?.routing_order ?? 1,
      color: match?.color ?? colorFor(i),
      access_code_hash: accessHash,
      position: i,
    };
  });
}

type IdentityColumns = Pick<RecipientRow, 'id' | 'name' | 'email' | 'role' | 'delivery' | 'locale' | 'routing_order'>;

/** Who a recipient is and their turn, as the API shows it on a document and on an envelope sent from it. */
export function recipientIdentity<R extends IdentityColumns>(
  r: R,
): Pick<R, 'id' | 'name' | 'email' | 'role' | 'delivery'> & {
  locale: NonNullable<R['locale']> | null;
  routingOrder: number;
} {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    delivery: r.delivery,
    locale: r.locale ?? null,
    routingOrder: Number(r.routing_order),
  };
}

export function toRecipient(r: RecipientRow) {
  return {
    ...recipientIdentity(r),
    color: r.color,
    hasAccessCode: r.access_code_hash !== null,
  };
}
