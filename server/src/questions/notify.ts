// The mails of viewer questions: the owner hears of each question and follow-up, the asker of each reply. A mail
// never fails the call that sent it; the reply's `delivered` records whether the transport took it.
import { MailUnavailableError, type MailMessage } from '../mail/mailer.js';
import { mailLocale, mailWords } from '../platform/i18n/mail.js';
import type { Services } from '../services.js';
import * as repo from './repository.js';
import type { QuestionThreadsTable } from './tables.js';

const workspaceOf = (s: Services, id: string) => repo.workspaceOf(s.db.kysely, id);

/** The language the link's pages are in (its reader's), if it set one. */
const linkLocale = (s: Services, linkId: string) => repo.linkLocale(s.db.kysely, linkId);

/** Sends; true when the transport accepted it, false when it bounced or no transport could be reached. */
async function send(s: Services, msg: MailMessage): Promise<boolean> {
  try {
    return (await s.mailer.send(msg)).accepted;
  } catch (e) {
    if (!(e instanceof MailUnavailableError)) throw e;
    return false;
  }
}

function quoted(body: string): string {
  return body
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
}

/** Tells the workspace a reader asked (or wrote back), with how to reply; nothing when it has no address. */
export async function mailOwnerOnQuestion(
  s: Services,
  thread: QuestionThreadsTable,
  body: string,
  followUp: boolean,
): Promise<void> {
  const ws = await workspaceOf(s, thread.workspace_id);
  if (!ws?.email) return;
  // The owner reads the workspace's language; the reader's words as written.
  const locale = mailLocale(null, ws.locale);
  const t = mailWords(locale);
  const said = {
    followUp: followUp ? 'yes' : 'no',
    who: thread.asked_by_email ?? t('question.anonymous'),
    about: thread.about,
    link: thread.link_name,
  };
  const text =
    `${t('question.body', said)}\n\n` +
    `${quoted(body)}\n\n` +
    `${t('question.howToReply', {
      url: `${s.config.publicUrl}/api/v1/questions/${thread.id}/reply`,
      command: `dossier questions reply ${thread.id}`,
    })} ${thread.asked_by_email ? t('question.replyEmailed') : t('question.replyViewerOnly')}\n`;
  await send(s, {
    workspaceId: thread.workspace_id,
    to: ws.email,
    subject: t('question.subject', said),
    text,
    locale,
    kind: followUp ? 'question.follow_up' : 'question.asked',
    refId: thread.id,
  });
}

/** Mails the owner's reply to the asker; false when there is no address or the mail did not go. */
export async function mailReplyToAsker(
  s: Services,
  thread: QuestionThreadsTable,
  question: string,
  reply: string,
  linkUrl: string | null,
): Promise<boolean> {
  if (!thread.asked_by_email) return false;
  const ws = await workspaceOf(s, thread.workspace_id);
  const from = ws?.name ?? 'Dossier';
  // The reader's language: the link's, else the workspace's.
  const locale = mailLocale(await linkLocale(s, thread.link_id), ws?.locale);
  const t = mailWords(locale);
  const text =
    `${t('question.reply.body', { from, about: thread.about })}\n\n${reply}\n\n` +
    `${t('question.reply.yourQuestion')}\n${quoted(question)}\n` +
    // A new visit is a new conversation (threads belong to the visit that asked): say only what the link gives.
    (linkUrl ? `\n${t('question.reply.more', { url: linkUrl })}\n` : '');
  return send(s, {
    workspaceId: thread.workspace_id,
    to: thread.asked_by_email,
    subject: t('question.reply.subject', { from, about: thread.about }),
    text,
    locale,
    kind: 'question.reply',
    refId: thread.id,
  });
}
