// Delivery over SMTP: one pooled nodemailer transport per mailer, and the line between a message the server
// refused (a bounce, recorded) and a server we could not use (MailUnavailableError, nothing recorded).
import type nodemailer from 'nodemailer';
import { lazy } from '../platform/lazy.js';
import type { NodemailerError, SMTPSentMessageInfo } from 'nodemailer';

const loadNodemailer = lazy<typeof nodemailer>('nodemailer');

/**
 * The SMTP server could not be used for this message: unreachable, too slow, refused our login or sender, or
 * asked us to try later (4xx). Nothing was recorded and nothing was sent (as far as we can tell), so a caller
 * may answer 503 with nothing done, or catch it and carry on. The message names no secret.
 */
export class MailUnavailableError extends Error {
  override name = 'MailUnavailableError';
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

export type Delivery = { status: 'sent'; messageId: string } | { status: 'bounced'; error: string };

export interface SmtpSender {
  deliver(msg: OutgoingMessage): Promise<Delivery>;
  close(): void;
}

// Short, so a dead server turns into a prompt 503 rather than a hung request. The URL's query can override
// them (nodemailer reads e.g. ?connectionTimeout=20000), for a slow relay.
const TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, dnsTimeout: 5_000, socketTimeout: 10_000 };
// An upper bound on one send including its wait in the pool queue, which no socket timeout covers.
const SEND_DEADLINE_MS = 20_000;
const MAX_ERROR_CHARS = 1_000;

export function createSmtpSender(smtpUrl: string, from: string, onTransportError: (error: string) => void): SmtpSender {
  const redact = redactor(smtpUrl);
  // Pooled: one transport for the process, a few reused connections, and a queue instead of a connection
  // per message when many go out at once.
  const transport = loadNodemailer().createTransport(
    { ...TIMEOUTS, url: smtpUrl, pool: true, maxConnections: 3, logger: false },
    { from },
  );
  // Mail re-emits transport errors; without a listener an 'error' event would crash the process.
  transport.on('error', (err: Error) => onTransportError(redact(err.message)));

  return {
    async deliver(msg) {
      let info: SMTPSentMessageInfo;
      try {
        info = await transport.sendMail({ ...msg, signal: AbortSignal.timeout(SEND_DEADLINE_MS) });
      } catch (e) {
        const err = e as NodemailerError;
        if (isBounce(err)) return { status: 'bounced', error: redact(replyText(err)) };
        throw new MailUnavailableError(
          `mail transport unavailable: ${redact(err.message ?? String(e))}`.slice(0, MAX_ERROR_CHARS),
        );
      }
      if (info.accepted.length === 0) {
        // Every recipient refused without an error: not seen from nodemailer for one recipient, kept for safety.
        const replies = (info.rejectedErrors ?? []).map((r) => r.response ?? r.message);
        return {
          status: 'bounced',
          error: redact(replies.join('; ') || `recipient rejected: ${info.response}`).slice(0, MAX_ERROR_CHARS),
        };
      }
      return { status: 'sent', messageId: info.messageId };
    },
    close() {
      transport.close();
    },
  };
}

/**
 * A bounce is a refusal of this message: a permanent (5xx) reply to its recipient or its content, or an
 * envelope nodemailer itself finds invalid. Anything about the server or our account with it (connection,
 * TLS, login, MAIL FROM, 4xx "try later", our deadline) is unavailability: retrying later may well succeed.
 */
function isBounce(err: NodemailerError): boolean {
  if (err.responseCode !== undefined)
    return err.permanent === true && (err.command === 'RCPT TO' || err.command === 'DATA');
  return (err.code === 'EENVELOPE' || err.code === 'EMESSAGE') && err.command === 'API';
}

function replyText(err: NodemailerError): string {
  const perRecipient = (err.rejectedErrors ?? []).map((r) => r.response).filter((r): r is string => !!r);
  const text = perRecipient.length ? perRecipient.join('; ') : (err.response ?? err.message);
  return text.slice(0, MAX_ERROR_CHARS);
}

/** Strips the URL's password (as written and decoded) from any text we keep, log or throw. */
function redactor(smtpUrl: string): (text: string) => string {
  const raw = new URL(smtpUrl).password;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // a malformed escape: nodemailer keeps it as written too
  }
  const secrets = [...new Set([raw, decoded])].filter((s) => s.length > 0);
  return (text) => secrets.reduce((t, s) => t.split(s).join('***'), text);
}
