// POST /public/signing/{token}/sign: the signer's values and signature, at once. Every value is checked against
// this signer's own fields and every required field must be filled (else 422, nothing recorded). On success the
// recipient is signed (time, address, user agent, the signature and its SHA-256), recipient.signed is emitted, the
// sender side's routing moves on (the next group of a sequential envelope is notified), and when this was the last
// signature the envelope is completed before the answer (sealed in the worker pool, archived, status completed,
// document released), so the answer and every read after it agree. The completion job is queued in the same
// transaction as the signature, leased to this request: should this process die before completing, another
// instance completes it once the lease runs out.
import { Readable } from 'node:stream';
import type { SigningResult } from '../../generated/api/types.gen.js';
import { monotonicIso } from '../../platform/clock.js';
import { newId } from '../../platform/ids.js';
import type { TokenContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { advanceRouting } from './advance-routing.js';
import { completeNow, leaseCompletion } from '../completion.js';
import { signingEventData, toSigningResult } from '../present-signing.js';
import * as repo from '../repository.js';
import { checkSignature, type CheckedSignature, type SignatureInput } from '../signature.js';
import { signerErrors } from '../signer-errors.js';
import { fieldsOf, loadSigner, requireCleared, requireSigner, signingEvent, type Q, type Signer } from '../signer.js';
import type { EnvelopeFieldsTable } from '../tables.js';

export interface SignInput {
  values: Record<string, string | boolean>;
  signature: SignatureInput;
}

const LIMITS: Partial<Record<EnvelopeFieldsTable['type'], number>> = { initials: 10, name: 200, text: 1000 };

/** The value each of this signer's fields will hold, or the 422 that refuses the whole call. */
function resolveValues(
  fields: EnvelopeFieldsTable[],
  values: SignInput['values'],
  recipientName: string,
): Map<string, string | null> {
  const byId = new Map(fields.map((f) => [f.id, f]));
  for (const [id, v] of Object.entries(values)) {
    const name = `body.values.${id}`;
    const f = byId.get(id);
    if (!f) throw signerErrors.value(name, 'is not one of your fields');
    if (f.type === 'checkbox') {
      if (typeof v !== 'boolean') throw signerErrors.value(name, 'must be true or false (a checkbox)');
    } else if (f.type in LIMITS) {
      if (typeof v !== 'string') throw signerErrors.value(name, `must be a string (a ${f.type} field)`);
      if (v.length > LIMITS[f.type]!) throw signerErrors.value(name, `must be at most ${LIMITS[f.type]} characters`);
    } else
      throw signerErrors.value(
        name,
        `takes no value (a ${f.type} field is filled ${f.type === 'attachment' ? 'by uploading a file' : f.type === 'date' ? 'with the signing date' : 'by the signature'})`,
      );
  }
  const resolved = new Map<string, string | null>();
  const missing: EnvelopeFieldsTable[] = [];
  for (const f of fields) {
    const given = values[f.id];
    let value: string | null;
    if (f.type === 'checkbox') value = given === undefined ? null : String(given);
    else if (f.type === 'name') value = typeof given === 'string' && given.trim() ? given.trim() : recipientName;
    else if (f.type === 'initials' || f.type === 'text')
      value = typeof given === 'string' && given.trim() ? given.trim() : null;
    else if (f.type === 'attachment') value = f.value;
    else value = null; // signature and date: filled when signing
    const required = Boolean(Number(f.required));
    if (
      required &&
      (f.type === 'checkbox' ? value !== 'true' : ['initials', 'text', 'attachment'].includes(f.type) && !value)
    )
      missing.push(f);
    resolved.set(f.id, value);
  }
  if (missing.length)
    throw signerErrors.requiredFieldsMissing(missing.map((f) => ({ id: f.id, label: f.label, type: f.type })));
  return resolved;
}

async function checked(q: Q, signer: Signer, input: SignInput) {
  await requireCleared(q, signer.recipient);
  requireSigner(signer.recipient);
  const fields = await fieldsOf(q, signer.envelope.id, signer.recipient.id);
  return { fields, values: resolveValues(fields, input.values, signer.recipient.name) };
}

export async function signEnvelope(
  s: Services,
  { token, origin }: TokenContext,
  input: SignInput,
): Promise<SigningResult> {
  const signer = await loadSigner(s, token, origin);
  await checked(s.db.kysely, signer, input);
  const signature: CheckedSignature = await checkSignature(input.signature, { workspace: signer.ctx.workspaceId });
  const blob = await s.blobs.put(Readable.from([signature.bytes]));
  let outcome: {
    result: SigningResult;
    routing: Awaited<ReturnType<typeof advanceRouting>>;
    completion: Awaited<ReturnType<typeof leaseCompletion>> | null;
  };
  try {
    outcome = await s.events.transaction(signer.ctx, async (tx) => {
      // Again under the row lock: the state may have moved (a second tab signing, the sender voiding).
      const now = await loadSigner(s, token, origin, tx.trx);
      const { fields, values } = await checked(tx.trx, now, input);
      const { envelope, recipient, ctx } = now;
      const signedAt = monotonicIso();
      const signatureId = newId('sig');
      await repo.insertSignature(tx.trx, {
        id: signatureId,
        envelope_id: envelope.id,
        recipient_id: recipient.id,
        type: signature.type,
        typed_text: signature.text,
        blob_id: blob.id,
        content_type: signature.type === 'drawn' ? 'image/png' : 'text/plain; charset=utf-8',
        sha256: signature.sha256,
        ip_address: ctx.ipAddress,
        user_agent: ctx.userAgent,
        created_at: signedAt,
      });
      for (const f of fields) {
        const value =
          f.type === 'signature' ? signatureId : f.type === 'date' ? signedAt.slice(0, 10) : (values.get(f.id) ?? null);
        await repo.fields.fill(tx.trx, { envelopeId: envelope.id, id: f.id, value, completedAt: signedAt });
      }
      await repo.recipients.markSigned(tx.trx, {
        id: recipient.id,
        at: signedAt,
        ipAddress: ctx.ipAddress,
        userAgent: ctx.userAgent,
      });
      const fresh = await repo.recipients.find(tx.trx, recipient.id);
      const routing = await advanceRouting(s, ctx, { envelopeId: envelope.id, trx: tx.trx });
      const status = routing.allSigned ? ('completed' as const) : ('sent' as const);
      const completion = routing.allSigned ? await leaseCompletion(tx.trx, envelope.id) : null;
      await tx.emit(
        signingEvent('recipient.signed', `${fresh.name} signed ${envelope.title}`, envelope, fresh, {
          ...signingEventData({ ...envelope, status }, fresh),
        }),
      );
      return { result: toSigningResult(envelope, fresh, status), routing, completion };
    });
  } catch (e) {
    await s.blobs.delete(blob.id).catch(() => {});
    throw e;
  }
  // Committed: the signature stands whatever happens to the mails of the next group.
  await outcome.routing.notify().catch(() => {});
  // Sealed and committed before answering; if that fails the leased job is released to the runner and the answer
  // says what reads will say until it has run: still sent.
  if (outcome.completion && !(await completeNow(s, outcome.completion)))
    return { ...outcome.result, envelope: { ...outcome.result.envelope, status: 'sent' } };
  return outcome.result;
}
