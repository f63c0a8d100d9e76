// Every outgoing message, whatever became of it: sent by SMTP, refused by it, or kept for an operator.
export type MailStatus = 'sent' | 'bounced' | 'outbox';

export interface MailMessagesTable {
  id: string;
  workspace_id: string;
  /** What the message is for, e.g. "envelope.signing_request". */
  kind: string;
  /** The row it concerns (recipient, assignee), if any. */
  ref_id: string | null;
  to_address: string;
  subject: string;
  /** Bodies may carry signing links (capabilities): readable here by operators, never logged. */
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  /** Why it bounced: the SMTP server's reply, or our own reason. */
  error: string | null;
  /** The Message-ID header of a message handed to SMTP. */
  message_id: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface MailTables {
  mail_messages: MailMessagesTable;
}
