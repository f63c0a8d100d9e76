// Answers to a visit's gates, checked in gate order, all or nothing: the first wrong answer throws (422 naming
// its field, 403 for a refused address, 409 for a new address after opening, 429 past the password limit) and
// nothing of the call is kept, except what counts against the visitor (a wrong code's try, a wrong password).
// When every gate is cleared the visit opens in the same transaction. The first verification code is mailed as
// soon as the visit has an address.
import { createHash } from 'node:crypto';
import type { VisitGateInput } from '../../generated/api/types.gen.js';
import { linkSubject, toLink, verifyPassword } from '../../links/index.js';
import type { LinkVisitsTable } from '../../links/tables.js';
import type { ActionContext } from '../../platform/context.js';
import { monotonicIso } from '../../platform/clock.js';
import { errors } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import type { Services } from '../../services.js';
import { visitErrors } from '../errors.js';
import {
  admits,
  answerProblem,
  captureFieldsOf,
  needsEmail,
  needsPassword,
  needsVerification,
  normaliseEmail,
  pendingGates,
  termsCleared,
  termsOf,
  type Gate,
  type GateAnswer,
  type Terms,
} from '../gates.js';
import type { VisitOrigin } from '../index.js';
import { toView } from '../present.js';
import * as repo from '../repository.js';
import type { LinkState } from '../repository.js';
import { checkCode, mailFirstCode } from '../verification.js';
import { notifyOwner, openInTx } from './open-visit.js';

const PASSWORD_WINDOW_MS = 15 * 60_000;
const PASSWORD_FAILURES = 10;

interface Accepted {
  terms: Terms;
  name: string | null;
}

/** 429 once this address (or this email) gave 10 wrong passwords for the link within 15 minutes. */
async function refuseIfPasswordLocked(
  s: Services,
  link: LinkState,
  email: string | null,
  origin: VisitOrigin,
): Promise<void> {
  const since = new Date(Date.now() - PASSWORD_WINDOW_MS).toISOString();
  const { n, oldest } = await repo.countLinkAttempts(s.db.kysely, link.id, 'password_failed', since, {
    ip: origin.ipAddress ?? null,
    email,
  });
  if (n >= PASSWORD_FAILURES)
    throw errors.rateLimited(Math.max(1, Math.ceil((Date.parse(oldest!) + PASSWORD_WINDOW_MS - Date.now()) / 1000)));
}

/** Works out the visit after this call's answers; throws on the first wrong one. */
async function applyAnswers(
  s: Services,
  link: LinkState,
  visit: LinkVisitsTable,
  input: VisitGateInput,
  origin: VisitOrigin,
): Promise<{ next: LinkVisitsTable; accepted: Accepted | null; ignored: GateAnswer[] }> {
  const next: LinkVisitsTable = { ...visit };
  // Every answer the walk looks at; the others are reported back as `ignored`, never dropped silently.
  const looked = new Set<GateAnswer>(['email']);
  if (input.email !== undefined) {
    const email = normaliseEmail(input.email);
    if (email !== next.viewer_email) {
      if (visit.opened_at && visit.viewer_email) throw visitErrors.emailChanged();
      if (!admits(link, email)) throw visitErrors.emailNotAllowed();
      // A new address starts verification again.
      Object.assign(next, {
        viewer_email: email,
        email_verified_at: null,
        verification_code_hash: null,
        verification_expires_at: null,
        verification_sent_at: null,
        verification_attempts: 0,
      });
    }
  }
  let accepted: Accepted | null = null;
  // Gate by gate; the first still pending stops the walk (later answers are not looked at).
  const walk = async (): Promise<void> => {
    if (needsEmail(link) && !next.viewer_email) return;
    if (needsVerification(link) && !(next.viewer_email && next.email_verified_at)) {
      if (input.code !== undefined) {
        looked.add('code');
        await checkCode(s, next, input.code);
      }
      if (!next.email_verified_at) return;
    }
    if (needsPassword(link) && next.password_epoch !== link.password_epoch) {
      if (input.password !== undefined) {
        looked.add('password');
        await refuseIfPasswordLocked(s, link, next.viewer_email, origin);
        if (!(await verifyPassword(link.password_hash!, input.password))) {
          await repo.recordAttempt(s.db.kysely, {
            link_id: link.id,
            visit_id: visit.id,
            kind: 'password_failed',
            ip_address: origin.ipAddress ?? null,
            email: next.viewer_email,
            created_at: new Date().toISOString(),
          });
          throw visitErrors.passwordIncorrect();
        }
        next.password_epoch = link.password_epoch;
      }
      if (next.password_epoch !== link.password_epoch) return;
    }
    const terms = termsOf(link);
    if (terms && !termsCleared(terms, next)) {
      looked.add('ndaAccepted');
      if (input.ndaAccepted !== true) return;
      looked.add('ndaName');
      const name = input.ndaName?.trim() || null;
      if (terms.requireName && !name) throw visitErrors.nameRequired();
      accepted = { terms, name: terms.requireName ? name : null };
      Object.assign(next, {
        nda_accepted_at: monotonicIso(),
        nda_text: terms.text,
        nda_signed_name: accepted.name,
        terms_epoch: terms.epoch,
        agreement_id: terms.agreementId,
      });
    }
    const fields = captureFieldsOf(link);
    if (
      input.answers !== undefined &&
      fields.length &&
      (!visit.opened_at || pendingGates(link, next).includes('capture'))
    ) {
      looked.add('answers');
      const answers = JSON.parse(next.capture_answers) as Record<string, unknown>;
      for (const [id, value] of Object.entries(input.answers)) {
        const f = fields.find((x) => x.id === id);
        if (!f) throw visitErrors.badAnswer(id, 'is not a capture field of this link');
        const problem = answerProblem(f, value);
        if (problem) throw visitErrors.badAnswer(id, problem);
        answers[id] = value;
      }
      next.capture_answers = JSON.stringify(answers);
    }
  };
  await walk();
  const ignored = GATE_ANSWERS.filter((k) => input[k] !== undefined && !looked.has(k));
  return { next, accepted, ignored };
}

const GATE_ANSWERS = [
  'email',
  'code',
  'password',
  'ndaAccepted',
  'ndaName',
  'answers',
] as const satisfies readonly GateAnswer[];

export interface GateOutcome {
  visit: LinkVisitsTable;
  pending: Gate[];
  /** The answers of the call that were not looked at. */
  ignored: GateAnswer[];
}

/**
 * Applies the answers and keeps the result: the visit inserted (`isNew`, a visit starting) or updated, the
 * acceptance recorded with link.nda_accepted, and the visit opened when nothing is pending. Then, after the
 * commit, the first code is mailed and the owner told of the view.
 */
export async function answerGates(
  s: Services,
  ctx: ActionContext,
  {
    link,
    visit,
    input,
    origin,
    isNew,
    tries = 3,
  }: {
    link: LinkState;
    visit: LinkVisitsTable;
    input: VisitGateInput;
    origin: VisitOrigin;
    /** A visit being started: its row is inserted with the answers, not updated. */
    isNew: boolean;
    /** How many times a concurrent answer may move the row under us before giving up. */
    tries?: number;
  },
): Promise<GateOutcome> {
  const { next, accepted, ignored } = await applyAnswers(s, link, visit, input, origin);
  const pending = pendingGates(link, next);
  const wasOpened = visit.opened_at !== null;
  let moved: LinkVisitsTable | null = null;
  const saved = await s.events.transaction(
    { ...ctx, actorName: next.nda_signed_name ?? next.viewer_email ?? ctx.actorName, actorEmail: next.viewer_email },
    async (tx) => {
      if (isNew) await repo.insertVisit(tx.trx, next);
      else {
        // Another call of this visit (a double click) may have moved it on since it was read: answer again from
        // where it stands now, so an acceptance or a view is never recorded twice.
        const fresh = await repo.lockVisit(tx.trx, visit.id);
        if (fresh && tries > 1 && GATE_COLUMNS.some((c) => fresh[c] !== visit[c])) {
          moved = fresh;
          return next;
        }
        await repo.updateVisit(tx.trx, visit.id, changedColumns(visit, next));
      }
      if (accepted) {
        await repo.recordAcceptance(tx.trx, {
          id: newId('acc'),
          workspace_id: link.workspace_id,
          agreement_id: accepted.terms.agreementId,
          agreement_revision: accepted.terms.agreementId ? accepted.terms.epoch : null,
          link_id: link.id,
          visit_id: next.id,
          email: next.viewer_email,
          signed_name: accepted.name,
          text: accepted.terms.text,
          text_sha256: createHash('sha256').update(accepted.terms.text).digest('hex'),
          accepted_at: next.nda_accepted_at!,
        });
        await tx.emit({
          type: 'link.nda_accepted',
          description: `${next.viewer_email ?? 'An anonymous visitor'} accepted the terms of link "${link.name}"${accepted.name ? ` as ${accepted.name}` : ''}`,
          subject: linkSubject(link),
          shareLinkId: link.id,
          documentId: link.document_id,
          metadata: {
            visitId: next.id,
            agreementId: accepted.terms.agreementId,
            agreementRevision: accepted.terms.agreementId ? accepted.terms.epoch : null,
          },
          data: {
            link: toLink(link, s.config.linkOrigin),
            view: toView(next),
            agreementId: accepted.terms.agreementId,
            signedName: accepted.name,
          },
        });
      }
      return pending.length ? next : openInTx(s, tx, { link, visit: next });
    },
  );
  if (moved) return answerGates(s, ctx, { link, visit: moved, input, origin, isNew: false, tries: tries - 1 });
  let out = saved;
  if (pending.includes('verification') && out.viewer_email && !out.verification_code_hash)
    out = await mailFirstCode(s, link, out);
  if (!wasOpened && out.opened_at) await notifyOwner(s, link, out);
  return { visit: out, pending, ignored };
}

/** What the gates read and write: a difference means another call moved the visit on. */
const GATE_COLUMNS = [
  'viewer_email',
  'email_verified_at',
  'verification_code_hash',
  'password_epoch',
  'nda_accepted_at',
  'terms_epoch',
  'agreement_id',
  'capture_answers',
  'opened_at',
] as const satisfies readonly (keyof LinkVisitsTable)[];

function changedColumns(before: LinkVisitsTable, after: LinkVisitsTable): Partial<LinkVisitsTable> {
  const patch: Partial<LinkVisitsTable> = {};
  for (const k of Object.keys(after) as (keyof LinkVisitsTable)[])
    if (after[k] !== before[k]) (patch as Record<string, unknown>)[k] = after[k];
  return patch;
}
