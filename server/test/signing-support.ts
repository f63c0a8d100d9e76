// Test helpers of the signer side: PNG images, PDFs, and an envelope stored through the documents and envelopes
// repositories (as the sender side writes it) so the signing operations can be tested on their own.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import { issueCapability } from '../src/auth/capability.js';
import { hashAccessCode } from '../src/documents/recipients.js';
import { insertDocument, newDocumentRow } from '../src/documents/repository.js';
import { insertEnvelope } from '../src/envelopes/repository.js';
import { newId } from '../src/platform/ids.js';
import type { TestApp } from './helpers.js';
import { pngFile } from './png.mjs';
import type {
  EnvelopeFieldsTable,
  EnvelopeRecipientsTable,
  EnvelopesTable,
  FieldType,
} from '../src/envelopes/tables.js';

export { pngChunk } from './png.mjs';

/** An RGBA PNG of w×h whose pixel (x, y) is paint(x, y), rows filtered with `filter`. */
export function makePng(
  w: number,
  h: number,
  paint: (x: number, y: number) => [number, number, number, number],
  filter = 0,
): Buffer {
  const rows: Buffer[] = [];
  let prev = Buffer.alloc(w * 4);
  for (let y = 0; y < h; y++) {
    const line = Buffer.alloc(w * 4);
    for (let x = 0; x < w; x++) line.set(paint(x, y), x * 4);
    const out = Buffer.alloc(w * 4);
    for (let i = 0; i < line.length; i++)
      out[i] =
        filter === 2
          ? (line[i] - prev[i]) & 0xff
          : filter === 1
            ? (line[i] - (i >= 4 ? line[i - 4] : 0)) & 0xff
            : line[i];
    rows.push(Buffer.from([filter]), out);
    prev = line;
  }
  return pngFile(w, h, deflateSync(Buffer.concat(rows)));
}

/** A call of a signing token's public operations (`/public/signing/{token}{suffix}`), no key, as a signer's browser. */
export function signingCall(
  t: TestApp,
  method: string,
  token: string,
  suffix = '',
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: method as 'GET',
    url: `/api/v1/public/signing/${token}${suffix}`,
    headers,
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

export const strokePixel = (x: number, y: number): [number, number, number, number] =>
  Math.abs(x - 2 * y) < 3 ? [20, 20, 80, 255] : [0, 0, 0, 0];
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** A PDF of `pages` pages, each saying its number. */
export async function makePdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++)
    doc.addPage([612, 792]).drawText(`Page ${i} of the agreement`, { x: 72, y: 700, size: 14, font });
  return Buffer.from(await doc.save());
}

export interface SeedRecipient {
  name: string;
  email: string;
  role?: 'signer' | 'viewer';
  routingOrder?: number;
  accessCode?: string;
  fields?: SeedField[];
}

export interface SeedField {
  type?: FieldType;
  label?: string;
  required?: boolean;
  page?: number;
  x?: number;
  y?: number;
  width?: number;
  height?: number;
}

export interface Seeded {
  envelopeId: string;
  documentId: string;
  snapshotBlobId: string;
  tokens: string[];
  recipientIds: string[];
  fieldIds: string[][];
}

/** An uploaded-PDF envelope out for signature, written as the sender side writes it (status sent, tokens hashed). */
export async function seedEnvelope(
  t: TestApp,
  opts: {
    recipients: SeedRecipient[];
    sequential?: boolean;
    workspaceId?: string;
    expiresAt?: string | null;
    title?: string;
  },
): Promise<Seeded> {
  const db = t.db.kysely;
  const workspaceId = opts.workspaceId ?? t.workspaceId;
  const title = opts.title ?? 'Mutual NDA';
  const pdf = await makePdf(3);
  const blob = await t.rt.blobs.put(Readable.from([pdf]));
  const doc = newDocumentRow({
    workspace_id: workspaceId,
    title,
    kind: 'pdf',
    page_count: 3,
    status: 'locked',
    ever_sent: 1,
    source_blob_id: blob.id,
  });
  const envelopeId = newId('env');
  doc.active_envelope_id = envelopeId;
  await insertDocument(db, doc, []);
  const now = new Date().toISOString();
  const envelope: EnvelopesTable = {
    id: envelopeId,
    workspace_id: workspaceId,
    document_id: doc.id,
    title,
    kind: 'pdf',
    page_count: 3,
    subject: `Please sign: ${title}`,
    subject_default: 1,
    message: 'Here it is.',
    sender_name: 'Grace Hopper',
    sender_email: 'grace@sender.test',
    sender_key_id: null,
    status: 'sent',
    sequential: opts.sequential ? 1 : 0,
    snapshot_kind: 'pdf',
    snapshot_blob_id: blob.id,
    snapshot_content: null,
    snapshot_sections: null,
    content_hash: createHash('sha256').update(pdf).digest('hex'),
    executed_blob_id: null,
    completion_hash: null,
    expires_at: opts.expiresAt ?? null,
    reminder_every_days: null,
    last_reminder_at: null,
    next_reminder_at: null,
    sent_at: now,
    completed_at: null,
    voided_at: null,
    void_reason: null,
    declined_at: null,
    decline_reason: null,
    expired_at: null,
    ended_at: null,
    paid_with: 'unlimited',
    created_at: now,
    updated_at: now,
  };
  const firstOrder = Math.min(...opts.recipients.map((r) => r.routingOrder ?? 1));
  const tokens: string[] = [];
  const recipientIds: string[] = [];
  const fieldIds: string[][] = [];
  const recipients: EnvelopeRecipientsTable[] = [];
  const fields: EnvelopeFieldsTable[] = [];
  let position = 0;
  for (const [i, r] of opts.recipients.entries()) {
    const cap = issueCapability('signing');
    const id = newId('rcp');
    const order = r.routingOrder ?? 1;
    recipients.push({
      id,
      envelope_id: envelopeId,
      workspace_id: workspaceId,
      document_recipient_id: null,
      name: r.name,
      email: r.email,
      role: r.role ?? 'signer',
      delivery: 'email',
      locale: null,
      routing_order: order,
      position: i,
      color: null,
      status: opts.sequential && order > firstOrder ? 'waiting' : 'sent',
      signing_token_hash: cap.hash,
      access_code_hash: r.accessCode ? hashAccessCode(r.accessCode) : null,
      auth_method: r.accessCode ? 'email+access_code' : 'email',
      access_failures: 0,
      access_locked_until: null,
      authenticated_at: null,
      notified_at: now,
      delivery_failed_at: null,
      delivery_error: null,
      viewed_at: null,
      signed_at: null,
      signed_ip: null,
      signed_user_agent: null,
      declined_at: null,
      decline_reason: null,
      delegated_to_email: null,
      delegated_to_id: null,
      delegated_from_id: null,
      delegated_at: null,
      delegation_reason: null,
      created_at: now,
    });
    tokens.push(cap.token);
    recipientIds.push(id);
    const ids: string[] = [];
    for (const f of r.fields ?? (r.role === 'viewer' ? [] : ([{ type: 'signature' as const }] satisfies SeedField[]))) {
      const fid = newId('fld');
      fields.push({
        id: fid,
        envelope_id: envelopeId,
        recipient_id: id,
        type: f.type ?? 'signature',
        label: f.label ?? null,
        required: f.required === false ? 0 : 1,
        position: position++,
        page: f.page ?? 3,
        x: f.x ?? 72,
        y: f.y ?? 600 - 40 * ids.length,
        width: f.width ?? 180,
        height: f.height ?? 30,
        value: null,
        completed_at: null,
      });
      ids.push(fid);
    }
    fieldIds.push(ids);
  }
  await insertEnvelope(db, envelope, recipients, fields);
  return { envelopeId, documentId: doc.id, snapshotBlobId: blob.id, tokens, recipientIds, fieldIds };
}

/** Flips one byte of a stored blob in place, on either engine (same size, so it still reads). */
export async function alterBlob(app: TestApp, blobId: string): Promise<void> {
  if (app.db.engine === 'postgres') {
    const chunk = await app.db.kysely
      .selectFrom('blob_chunks')
      .selectAll()
      .where('blob_id', '=', blobId)
      .orderBy('seq')
      .executeTakeFirstOrThrow();
    const bytes = Buffer.from(chunk.bytes);
    bytes[bytes.length - 2] ^= 0x01;
    await app.db.kysely
      .updateTable('blob_chunks')
      .set({ bytes })
      .where('blob_id', '=', blobId)
      .where('seq', '=', chunk.seq)
      .execute();
    return;
  }
  const file = path.join(app.rt.config.dataDir, 'blobs', blobId.slice(-2), blobId);
  const bytes = fs.readFileSync(file);
  bytes[bytes.length - 2] ^= 0x01;
  fs.writeFileSync(file, bytes);
}

const specDoc = JSON.parse(fs.readFileSync(new URL('../../spec/dist/openapi.json', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, unknown> };
};
let specAjv: import('ajv').Ajv | undefined;

/** Errors of `value` against the spec's component schema `name` (empty when it conforms). */
export async function specErrors(name: string, value: unknown): Promise<string[]> {
  if (!specAjv) {
    const Ajv2020 = (await import('ajv/dist/2020.js')).default as unknown as new (
      opts: Record<string, unknown>,
    ) => import('ajv').Ajv;
    const addFormats = (await import('ajv-formats')).default as unknown as (ajv: import('ajv').Ajv) => void;
    specAjv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(specAjv);
    specAjv.addFormat('binary', true);
    specAjv.addSchema({ $id: 'dossier-spec', components: { schemas: specDoc.components.schemas } });
  }
  const validate = specAjv.getSchema(`dossier-spec#/components/schemas/${name}`);
  if (!validate) throw new Error(`no schema ${name} in spec/dist/openapi.json`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${name}${e.instancePath} ${e.message ?? ''}`);
}

/** The schema of a webhook event's `data`: recipient.signed → RecipientSignedEventData. */
export const eventDataSchema = (event: string) =>
  `${event
    .split(/[._]/)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}EventData`;

/** An "Engagement letter" for `recipients`, a signature block for each, sent with `options`: the document as
 * created and the envelope as read back with its signing links. */
export async function sendEngagementLetter(
  t: TestApp,
  recipients: object[],
  options: object = {},
  key = t.key,
): Promise<{ doc: any; envelope: any }> {
  const doc = (
    await t.api('POST', '/documents', { title: 'Engagement letter', markdown: 'Terms.\n', recipients }, key)
  ).json().data;
  for (const r of doc.recipients)
    expect((await t.api('POST', `/documents/${doc.id}/signature-blocks`, { recipientId: r.id }, key)).statusCode).toBe(
      201,
    );
  const sent = await t.api('POST', '/envelopes', { documentId: doc.id, ...options }, key);
  expect(sent.statusCode, sent.body).toBe(201);
  const envelope = (await t.api('GET', `/envelopes/${sent.json().data.id}?include=signingUrls`, undefined, key)).json()
    .data;
  return { doc, envelope };
}

/** Every webhook payload recorded for the app's workspace (one a delivery, whatever its status), as sent. */
export function workspacePayloads(t: TestApp): Promise<{ event: string; payload: string }[]> {
  return t.db.kysely
    .selectFrom('deliveries')
    .select(['event', 'payload'])
    .where('workspace_id', '=', t.workspaceId)
    .execute();
}

/** Checks the data of each recorded payload whose data `keep` keeps against its event's schema in the contract;
 * answers the events seen, sorted. */
export async function checkedEventData(t: TestApp, keep: (data: any) => boolean = () => true): Promise<string[]> {
  const seen = new Set<string>();
  for (const d of await workspacePayloads(t)) {
    const { data } = JSON.parse(d.payload);
    if (!keep(data)) continue;
    seen.add(d.event);
    expect(await specErrors(eventDataSchema(d.event), data), d.event).toEqual([]);
  }
  return [...seen].sort();
}

/**
 * A PDF no sealed PDF resembles (the shape of a denial of POST /public/verify): one signature whose contents span
 * `spanMb` MB of hex digits, its `/ByteRange` written `entries` times (each range fits the file).
 */
export function hostileSealPdf(spanMb: number, entries: number): Buffer {
  const head = Buffer.from(
    '%PDF-1.7\n1 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /Contents ',
  );
  const hex = Buffer.alloc(spanMb * 1024 * 1024, '0');
  const b = head.length;
  const c = b + hex.length + 2;
  const entry = Buffer.from(`/ByteRange [0 ${b} ${c} 0]\n`);
  return Buffer.concat([
    head,
    Buffer.from('<'),
    hex,
    Buffer.from('>\n'),
    Buffer.concat(Array.from({ length: entries }, () => entry)),
    Buffer.from('>>\nendobj\n%%EOF\n'),
  ]);
}
