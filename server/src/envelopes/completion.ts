// Completion: when the last signer signs, the sign call queues COMPLETE_JOB in its own transaction, leased to
// itself, and runs it before answering (completeNow), so the answer and every read agree; exactly one completion
// happens across instances (the job table's lease), and a request that dies midway leaves the job to the runner
// once the lease runs out. The job builds the executed PDF (values and signatures in place, the certificate page, the PAdES seal),
// stores it, and in one transaction that also finishes the job sets the envelope completed with completionHash
// = SHA-256 of the stored bytes, releases the document, emits envelope.completed and queues MAIL_JOB. The mail job
// emails every party (signers, viewers and the sender) the executed copy, skipping anyone already sent it, so a
// retry after a crash does not send twice.
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { finishJob, enqueueJob, rescheduleJob, type Job } from '../jobs/queue.js';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { workSettings } from '../work/pool.js';
import { monotonicIso } from '../platform/clock.js';
import { systemContext } from '../platform/context.js';
import type { Services } from '../services.js';
import { buildExecutedPdf } from './executed.js';
import { endEnvelope, findEnvelopeById, findRecipients, mailedTo, partiesOf, releaseDocument } from './repository.js';
import { subjectOfEnvelope, toEnvelope } from './present.js';
import { readBlob } from './snapshot.js';
import { workspaceLocale } from './notify.js';
import { mailLocale, mailWords } from '../platform/i18n/mail.js';

export const COMPLETE_JOB = 'envelope.complete';
export const MAIL_JOB = 'envelope.mail_executed';
export const EXECUTED_MAIL_KIND = 'envelope.executed';

export function safeFilename(title: string): string {
  return `${title.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 150) || 'document'}.pdf`;
}

/** Queues the completion, leased to the caller for longer than a seal may take (the pool's time budget). */
export async function leaseCompletion(q: Kysely<Database>, envelopeId: string): Promise<Job> {
  const now = new Date();
  const lease = {
    by: `sign-${randomBytes(6).toString('hex')}`,
    until: new Date(now.getTime() + workSettings().budgetMs + 60_000).toISOString(),
  };
  const id = await enqueueJob(q, { kind: COMPLETE_JOB, refId: envelopeId, runAt: now, lease });
  return {
    id,
    kind: COMPLETE_JOB,
    ref_id: envelopeId,
    recurring_key: null,
    run_at: now.toISOString(),
    attempts: 0,
    locked_by: lease.by,
    locked_until: lease.until,
    created_at: now.toISOString(),
  };
}

/**
 * Runs a leased completion now. True when the envelope is completed (by this call or already); false when it
 * failed, the job then handed back to the runner to retry.
 */
export async function completeNow(s: Services, job: Job): Promise<boolean> {
  try {
    await complete(s, job);
  } catch {
    // the runner retries it (and logs what fails again)
    await rescheduleJob(s.db.kysely, job, new Date(), false).catch(() => {});
    s.jobs.kick();
  }
  return (await findEnvelopeById(s.db.kysely, job.ref_id!))?.status === 'completed';
}

async function complete(s: Services, job: Job): Promise<void> {
  const db = s.db.kysely;
  const envelope = job.ref_id ? await findEnvelopeById(db, job.ref_id) : undefined;
  // Voided or expired meanwhile, or already completed by an earlier run: nothing left to do.
  if (envelope?.status !== 'sent') return finishJob(db, job);
  // The completion time printed on the certificate page is the one recorded.
  const at = monotonicIso();
  const bytes = await buildExecutedPdf(s, envelope, at);
  const blob = await s.blobs.put(Readable.from([bytes]));
  let done = false;
  try {
    done = await s.events.transaction(systemContext(envelope.workspace_id), async (tx) => {
      const ended = await endEnvelope(tx.trx, envelope.id, {
        status: 'completed',
        executed_blob_id: blob.id,
        completion_hash: blob.sha256,
        completed_at: at,
        ended_at: at,
      });
      await finishJob(tx.trx, job);
      if (!ended) return false;
      await releaseDocument(tx.trx, ended);
      await tx.emit({
        type: 'envelope.completed',
        description: `Every signer has signed ${ended.title}`,
        subject: subjectOfEnvelope(ended),
        documentId: ended.document_id,
        metadata: { completionHash: blob.sha256 },
        data: { envelope: toEnvelope(ended, await findRecipients(tx.trx, ended.id)) },
      });
      await enqueueJob(tx.trx, { kind: MAIL_JOB, refId: ended.id });
      return true;
    });
  } finally {
    // Not archived (ended meanwhile, or the transaction failed): the bytes go.
    if (!done) await s.blobs.delete(blob.id).catch(() => {});
  }
  s.jobs.kick();
}

async function mailExecuted(s: Services, job: Job): Promise<void> {
  const db = s.db.kysely;
  const e = job.ref_id ? await findEnvelopeById(db, job.ref_id) : undefined;
  if (e?.status !== 'completed' || !e.executed_blob_id) return finishJob(db, job);
  const pdf = await readBlob(s, e.executed_blob_id);
  if (!pdf) return finishJob(db, job);
  const recipients = await partiesOf(db, e.id);
  // Each in their language; the sender in the workspace's.
  const parties = new Map<string, { name: string; refId: string; locale: string | null }>();
  for (const r of recipients)
    if (!parties.has(r.email.toLowerCase()))
      parties.set(r.email.toLowerCase(), { name: r.name, refId: r.id, locale: r.locale });
  if (!parties.has(e.sender_email.toLowerCase()))
    parties.set(e.sender_email.toLowerCase(), { name: e.sender_name, refId: e.id, locale: null });
  const sent = await mailedTo(db, EXECUTED_MAIL_KIND, [...new Set([...parties.values()].map((p) => p.refId))]);
  const already = new Set(sent.map((m) => m.to_address.toLowerCase()));
  const filename = safeFilename(e.title);
  const fallback = await workspaceLocale(s, e.workspace_id);
  for (const [address, party] of parties) {
    if (already.has(address)) continue;
    const locale = mailLocale(party.locale, fallback);
    const t = mailWords(locale);
    await s.mailer.send({
      workspaceId: e.workspace_id,
      to: address,
      subject: t('envelope.completed.subject', { title: e.title }),
      text: [
        t('mail.hello', { name: party.name }),
        '',
        t('envelope.completed.body', { title: e.title, filename }),
        '',
        t('envelope.completed.digest', { hash: e.completion_hash ?? '' }),
      ].join('\n'),
      locale,
      attachments: [{ filename, content: pdf, contentType: 'application/pdf' }],
      kind: EXECUTED_MAIL_KIND,
      refId: party.refId,
    });
  }
  await finishJob(db, job);
}

/** The signer side's one-off jobs, in the shape domains declare their `jobs` in (as envelopes/jobs.ts does). */
export const completionJobs = [
  { kind: COMPLETE_JOB, run: complete },
  { kind: MAIL_JOB, run: mailExecuted },
];
