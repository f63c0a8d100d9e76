// A real SMTP server for tests (smtp-server on a random port) that keeps what it is given and refuses
// bounce@… (550) at RCPT TO, as a mailbox that does not exist would.
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Subject header and the text body, quoted-printable decoded. */
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Mails to this address so far. */
  to(address: string): ReceivedMail[];
  /**
   * Run before the sink answers a mail it took (the sender's send is waiting on that answer meanwhile): a test
   * acts at an exact point of a sequence of sends (a bulk send's key revoked while its second row is going out).
   */
  beforeAnswer?: (mail: ReceivedMail) => Promise<void> | void;
  close(): Promise<void>;
}

function decode(raw: string): { subject: string; text: string } {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const subject = head.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/m)?.[1].replace(/\r?\n[ \t]/g, ' ') ?? '';
  let body = rest.join('\n\n');
  if (/quoted-printable/i.test(head)) {
    body = body.replace(/=\r?\n/g, '');
    body = Buffer.from(
      body.replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  } else if (/^Content-Transfer-Encoding: base64/im.test(head)) {
    // Text mostly outside Latin (Japanese, Arabic…) goes as base64.
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  // Encoded words (RFC 2047), Q or B; the space between two of them is not part of the text. Decoded to bytes
  // first and joined, since a long subject may split one character's bytes across two words.
  const words = subject.replace(/\?=\s+=\?/g, '?==?');
  const decodedSubject = words.replace(/(?:=\?utf-8\?[QB]\?.*?\?=)+/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(/=\?utf-8\?([QB])\?(.*?)\?=/gi)].map(([, enc, q]) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(q, 'base64')
          : Buffer.from(
              q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ),
      ),
    ).toString('utf8'),
  );
  return { subject: decodedSubject, text: body };
}

/** With `auth`, the sink asks for a login (plain, over the test's loopback) and refuses any other. */
export async function startSmtpSink(opts: { auth?: { user: string; pass: string } } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: !opts.auth,
    allowInsecureAuth: Boolean(opts.auth),
    onAuth(auth, _session, cb) {
      if (opts.auth && auth.username === opts.auth.user && auth.password === opts.auth.pass)
        return cb(null, { user: auth.username });
      cb(new Error('535 authentication failed'));
    },
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('bounce@'))
        return cb(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, ...decode(raw) };
        received.push(mail);
        void Promise.resolve(sink.beforeAnswer?.(mail)).then(
          () => cb(),
          (err: Error) => cb(err),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  const sink: SmtpSink = {
    url: opts.auth
      ? `smtp://${encodeURIComponent(opts.auth.user)}:${encodeURIComponent(opts.auth.pass)}@127.0.0.1:${port}`
      : `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((m) => m.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}
