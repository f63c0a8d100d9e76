// The mails of viewer questions: the owner hears of each question and follow-up, the asker of each reply. A mail
// never fails the call that sent it; the reply's `delivered` records whether the transport took it.
import { MailUnavailableError, type MailMessage } from '../mail/mailer.js';
import type { Services } from '../services.js';
import type { QuestionThreadsTable } from './tables.js';

async function workspaceOf(s: Services, id: string) {
  return s.db.kysely.selectFrom('workspaces').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
}

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
  const who = thread.asked_by_email ?? 'An anonymous reader';
  const text =
    `${who} ${followUp ? 'wrote back about' : 'asked a question about'} "${thread.about}" through the link "${thread.link_name}":\n\n` +
    `${quoted(body)}\n\n` +
    `Reply with the API (POST ${s.config.publicUrl}/api/v1/questions/${thread.id}/reply) or the CLI (dossier questions reply ${thread.id}).` +
    (thread.asked_by_email
      ? ' Your reply is emailed to them and shown in their viewer.\n'
      : ' The reader gave no address: your reply is shown in their viewer only.\n');
  const subject = `${followUp ? 'Follow-up' : 'New question'} about "${thread.about}"`;
  await send(s, {
    workspaceId: thread.workspace_id,
    to: ws.email,
    subject,
    text,
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
  const text =
    `${from} replied to your question about "${thread.about}":\n\n${reply}\n\n` +
    `Your question was:\n${quoted(question)}\n` +
    // A new visit is a new conversation (threads belong to the visit that asked): say only what the link gives.
    (linkUrl
      ? `\nThe reply is also shown beside the document where you asked. To ask more, open the document: ${linkUrl}\n`
      : '');
  return send(s, {
    workspaceId: thread.workspace_id,
    to: thread.asked_by_email,
    subject: `Reply from ${from}: "${thread.about}"`,
    text,
    kind: 'question.reply',
    refId: thread.id,
  });
}
