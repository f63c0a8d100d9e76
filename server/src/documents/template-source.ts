// Making a document from a template: its body (fixed at save time) and recipient slots filled in order.
import type { Kysely } from 'kysely';
import { newId } from '../platform/ids.js';
import type { Database } from '../db/schema.js';
import type { DocContent } from '../generated/api/types.gen.js';
import { errors } from '../platform/errors.js';
import { canonicalize } from '../content/index.js';
import { loadTemplate } from '../templates/index.js';
import { colorFor, hashAccessCode, type RecipientInput, type RecipientRow } from './recipients.js';

interface Slot {
  id: string;
  name: string | null;
  role: 'signer' | 'viewer';
  routingOrder: number;
}

/** Rebinds signature fields from slot ids to the new recipients' ids. */
function rebind(content: DocContent, ids: Map<string, string>): DocContent {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    const n = node as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(n)) out[k] = walk(v);
    if (n.type === 'signatureField' && n.attrs && typeof n.attrs === 'object') {
      const a = { ...(n.attrs as Record<string, unknown>) };
      if (typeof a.recipientId === 'string' && ids.has(a.recipientId)) a.recipientId = ids.get(a.recipientId);
      delete a.id; // a fresh field id per document
      out.attrs = a;
    }
    return out;
  };
  return walk(content) as DocContent;
}

export async function fromTemplate(
  db: Kysely<Database>,
  workspaceId: string,
  templateId: string,
  given: RecipientInput[],
) {
  const t = await loadTemplate(db, workspaceId, templateId);
  if (t.kind !== 'xdoc' || !t.content)
    throw errors.unprocessable('only templates of authored documents can be used to create a document');
  const slots = JSON.parse(t.recipients) as Slot[];
  const ids = new Map<string, string>();
  const recipients: RecipientRow[] = [];
  const count = Math.max(slots.length, given.length);
  for (let i = 0; i < count; i++) {
    const slot = slots[i];
    const r = given[i];
    const id = newId('rcp');
    if (slot) ids.set(slot.id, id);
    recipients.push({
      id,
      name: r?.name ?? slot?.name ?? null,
      email: r?.email ?? null,
      role: r?.role ?? slot?.role ?? 'signer',
      delivery: r?.delivery ?? 'email',
      locale: r?.locale ?? null,
      routing_order: r?.routingOrder ?? slot?.routingOrder ?? 1,
      color: colorFor(i),
      access_code_hash: r?.accessCode ? hashAccessCode(r.accessCode) : null,
      position: i,
    });
  }
  // canonicalize regenerates the field ids removed by rebind.
  return { name: t.name, content: canonicalize(rebind(JSON.parse(t.content) as DocContent, ids)), recipients };
}
