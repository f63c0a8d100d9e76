// Who is emailed about a new comment, and the emails themselves.
//
// Addressees, in this order and each address once (compared case-insensitively): the document's owner (the
// workspace's email, when it has one), everyone who has written in the thread (opener and replies, by
// whoever has an address), then the people the body mentions. The author is never emailed about their own
// comment: neither their address nor the account's own earlier comments (by_account = 1) count. The mail
// carries the document's title, the author, the body and the quote; never a link or any other capability.
import type { Mailer } from '../mail/mailer.js';
import { mailLocale, mailWords } from '../platform/i18n/mail.js';
import type { CommentsTable } from './tables.js';
import { mentionedPeople, type Person } from './mentions.js';

export type Reason = 'owner' | 'thread' | 'mention';

export interface Addressee {
  email: string;
  reason: Reason;
  /** Their language when they are one of the document's recipients (null: the workspace's). */
  locale?: string | null;
}

export interface NotifyInput {
  ownerEmail: string | null;
  authorEmail: string | null;
  /** The thread's comments (opener first) before this one; empty for a new thread. */
  thread: readonly CommentsTable[];
  /** The document's recipients. */
  recipients: readonly Person[];
  body: string;
}

/** People a mention can reach: the document's recipients and the thread's authors. */
export function mentionable(recipients: readonly Person[], thread: readonly CommentsTable[]): Person[] {
  return [...recipients, ...thread.map((c) => ({ name: c.author_name, email: c.author_email }))];
}

export function addressees(input: NotifyInput): Addressee[] {
  const author = input.authorEmail?.trim().toLowerCase() ?? null;
  const seen = new Map<string, Addressee>();
  const out: Addressee[] = [];
  const add = (email: string | null | undefined, reason: Reason) => {
    const addr = email?.trim();
    if (!addr) return;
    const key = addr.toLowerCase();
    if (key === author) return;
    const already = seen.get(key);
    // Emailed once; a mention is the reason the mail names, whatever else also applies.
    if (already) {
      if (reason === 'mention') already.reason = 'mention';
      return;
    }
    const a = { email: addr, reason };
    seen.set(key, a);
    out.push(a);
  };
  add(input.ownerEmail, 'owner');
  for (const c of input.thread) if (!Number(c.by_account)) add(c.author_email, 'thread');
  for (const p of mentionedPeople(input.body, mentionable(input.recipients, input.thread))) add(p.email, 'mention');
  return out;
}

/** What a comment's email says: the document, the author, the comment and the passage it quotes. */
export interface CommentMail {
  title: string;
  authorName: string;
  body: string;
  quote: string | null;
  reply: boolean;
  /** The workspace's language, for an addressee without one. */
  locale?: string | null;
}

export function message(a: Addressee, ctx: CommentMail) {
  const t = mailWords(mailLocale(a.locale, ctx.locale));
  const said = {
    kind: a.reason === 'mention' ? 'mention' : ctx.reply ? 'reply' : 'comment',
    author: ctx.authorName,
    title: ctx.title,
  };
  const lines = [t('comment.intro', said), '', ctx.body, ''];
  if (ctx.quote) lines.push(t('comment.passage'), ...ctx.quote.split(/\r?\n/).map((l) => `> ${l}`), '');
  lines.push(t('comment.why', { reason: a.reason }));
  return { subject: t('comment.subject', said), text: lines.join('\n') };
}

export interface SendLog {
  warn(obj: object, msg: string): void;
}

/**
 * Sends one email per addressee; answers the addresses the mailer accepted (sent, or kept in the outbox).
 * A transport that cannot be used, or any other failure, leaves that address out and is logged: the
 * comment is already saved and stays so.
 */
export async function sendNotifications(
  mailer: Mailer,
  log: SendLog,
  list: readonly Addressee[],
  ctx: CommentMail & { workspaceId: string; commentId: string },
): Promise<string[]> {
  const results = await Promise.all(
    list.map(async (a) => {
      const { subject, text } = message(a, ctx);
      try {
        const r = await mailer.send({
          workspaceId: ctx.workspaceId,
          to: a.email,
          subject,
          text,
          locale: mailLocale(a.locale, ctx.locale),
          kind: 'comment.notification',
          refId: ctx.commentId,
        });
        if (!r.accepted)
          log.warn({ to: a.email, commentId: ctx.commentId, error: r.error }, 'comment notification bounced');
        return r.accepted ? a.email : null;
      } catch (err) {
        log.warn(
          { to: a.email, commentId: ctx.commentId, error: err instanceof Error ? err.message : String(err) },
          'comment notification not sent',
        );
        return null;
      }
    }),
  );
  return results.filter((e): e is string => e !== null);
}
