// The executed PDF and the preview, over the seal engine (pdf/seal): the frozen snapshot as a PDF (an uploaded
// PDF as sent; an authored body laid out by the export, which also says where each field's box went), every
// completed field's value stamped in its box, the certificate of evidence appended, the whole sealed.
import { executePdf, renderPdf } from '../work/pdf.js';
import * as repo from './repository.js';
import { PAGE_H } from '../pdf/export/style.js';
import { loadSealingIdentity, type CertificateInput, type Stamp, type StampValue } from '../pdf/seal/index.js';
import { isolate } from '../platform/i18n/isolate.js';
import { errors } from '../platform/errors.js';
import type { Services } from '../services.js';
import { eventTrail, gatherEvidence, signerTrail, type Evidence } from './evidence.js';
import { readBlob, snapshotContent } from './snapshot.js';
import type { EnvelopeFieldsTable, EnvelopesTable } from './tables.js';

/** A field's box as stamps take it: one-based page, top-left corner from the page's top-left, in points. */
interface FieldRect {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The snapshot as a PDF, and for an authored body where its fields were drawn (the export measures from the
 * bottom left of its A4 pages; stamps from the top left). */
async function snapshotWithBoxes(
  s: Services,
  e: EnvelopesTable,
): Promise<{ pdf: Uint8Array; boxes: Map<string, FieldRect> | null }> {
  if (e.snapshot_kind === 'pdf') {
    const bytes = await readBlob(s, e.snapshot_blob_id);
    if (!bytes) throw errors.unavailable('file storage (the frozen PDF is missing)');
    return { pdf: bytes, boxes: null };
  }
  const rendered = await renderPdf({ title: e.title, content: snapshotContent(e) }, { workspace: e.workspace_id });
  const boxes = new Map<string, FieldRect>();
  for (const f of rendered.fields) {
    if (f.fieldId && !boxes.has(f.fieldId))
      boxes.set(f.fieldId, { page: f.page, x: f.x, y: PAGE_H - f.y - f.height, width: f.width, height: f.height });
  }
  return { pdf: rendered.bytes, boxes };
}

/** The value drawn in one field, or null when it holds none. */
function drawnValue(
  f: EnvelopeFieldsTable,
  signatures: Map<string, StampValue | null>,
  filenames: Map<string, string>,
): StampValue | null {
  if (f.value === null || f.value === '') return null;
  switch (f.type) {
    case 'signature':
      return signatures.get(f.value) ?? null;
    case 'initials':
      return { type: 'typed', text: f.value };
    case 'checkbox':
      return { type: 'checkbox', checked: f.value === 'true' };
    case 'attachment':
      return { type: 'text', text: filenames.get(f.value) ?? 'file returned' };
    default:
      return { type: 'text', text: f.value };
  }
}

/** Each signature as drawn: the typed text, or the drawn PNG read back from storage. */
async function signatureValues(s: Services, evidence: Evidence): Promise<Map<string, StampValue | null>> {
  return new Map(
    await Promise.all(
      evidence.signatures.map(async (sig): Promise<[string, StampValue | null]> => {
        if (sig.type === 'typed') return [sig.id, { type: 'typed', text: sig.typed_text ?? '' }];
        const png = await readBlob(s, sig.blob_id);
        return [sig.id, png ? { type: 'drawn', png } : null];
      }),
    ),
  );
}

async function stampsOf(
  s: Services,
  e: EnvelopesTable,
  evidence: Evidence,
  signatures: Map<string, StampValue | null>,
  boxes: Map<string, FieldRect> | null,
): Promise<Stamp[]> {
  const [fields, attachments] = await repo.fieldsAndAttachmentNames(s.db.kysely, e.id);
  const filenames = new Map(attachments.map((a) => [a.id, a.filename]));
  const recipients = new Map(evidence.recipients.map((r) => [r.id, r]));
  const stamps: Stamp[] = [];
  for (const f of fields) {
    const box = boxes
      ? boxes.get(f.id)
      : f.page !== null
        ? { page: Number(f.page), x: Number(f.x), y: Number(f.y), width: Number(f.width), height: Number(f.height) }
        : undefined;
    const value = box ? drawnValue(f, signatures, filenames) : null;
    if (!box || !value) continue;
    const signer = recipients.get(f.recipient_id);
    stamps.push({
      page: box.page,
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      fieldType: f.type,
      value,
      ...(f.type === 'signature' && signer?.signed_at
        ? // the name isolated: an Arabic or Hebrew one reads right to left inside a line that runs left to right
          { caption: `${isolate(signer.name)} · ${signer.signed_at.slice(0, 16).replace('T', ' ')} UTC` }
        : {}),
    });
  }
  return stamps;
}

function certificateOf(
  e: EnvelopesTable,
  evidence: Evidence,
  signatures: Map<string, StampValue | null>,
  completedAt: string | null,
  locale: string | null,
): CertificateInput {
  const sigOf = new Map(evidence.signatures.map((x) => [x.recipient_id, x]));
  const byId = new Map(evidence.recipients.map((r) => [r.id, r]));
  // The language each signer saw: their latest consent's (consents come oldest first); English before 199.
  const sawIn = new Map(evidence.consents.map((c) => [c.recipient_id, c.locale ?? 'en']));
  return {
    locale,
    envelopeId: e.id,
    title: e.title,
    documentId: e.document_id,
    sender: { name: e.sender_name, email: e.sender_email },
    sentAt: e.sent_at,
    completedAt,
    contentHash: e.content_hash,
    signers: evidence.recipients.map((r) => {
      const sig = sigOf.get(r.id);
      return {
        ...signerTrail(r),
        signatureDigest: sig?.sha256 ?? null,
        signature: sig ? (signatures.get(sig.id) ?? null) : null,
        locale: sawIn.get(r.id) ?? null,
      };
    }),
    consents: evidence.consents.map((c) => ({
      name: byId.get(c.recipient_id)?.name,
      email: byId.get(c.recipient_id)?.email ?? '',
      acceptedAt: c.accepted_at,
      withdrawnAt: c.withdrawn_at,
      disclosureVersion: c.disclosure_version ?? '',
      disclosureText: c.disclosure_text,
      locale: c.locale ?? 'en',
      ipAddress: c.ip_address,
      userAgent: c.user_agent,
    })),
    events: evidence.events.map(eventTrail),
  };
}

async function execute(s: Services, e: EnvelopesTable, completedAt: string | null, reason?: string): Promise<Buffer> {
  const evidence = await gatherEvidence(s, e);
  const [{ pdf, boxes }, identity, signatures, workspace] = await Promise.all([
    snapshotWithBoxes(s, e),
    loadSealingIdentity(s),
    signatureValues(s, evidence),
    repo.findWorkspace(s.db.kysely, e.workspace_id),
  ]);
  const stamps = await stampsOf(s, e, evidence, signatures, boxes);
  const out = await executePdf(
    {
      pdf,
      stamps,
      // drawn in the workspace's language
      certificate: certificateOf(e, evidence, signatures, completedAt, workspace.locale),
      identity,
      ...(reason ? { reason } : {}),
    },
    { workspace: e.workspace_id },
  );
  return Buffer.from(out.pdf.buffer, out.pdf.byteOffset, out.pdf.byteLength);
}

/** The executed PDF of an envelope whose every signer has signed, completing at `completedAt`. */
export function buildExecutedPdf(s: Services, e: EnvelopesTable, completedAt: string): Promise<Buffer> {
  return execute(s, e, completedAt);
}

/** A preview of an envelope still out (or ended without completing): the fields completed so far; not final. */
export function buildPreviewPdf(s: Services, e: EnvelopesTable): Promise<Buffer> {
  return execute(s, e, null, `Preview of "${e.title}" (${e.status}): not the executed copy`);
}
