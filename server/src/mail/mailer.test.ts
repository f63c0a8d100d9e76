// The mailer against a real SMTP server (smtp-server on a random port) and the real database of this run.
import fs from 'node:fs';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { DbKeyStore } from '../auth/key-store.js';
import { loadConfig } from '../config.js';
import type { Db } from '../db/connect.js';
import { openTestDb } from '../../test/helpers.js';
import {
  createMailer,
  listOutbox,
  MailUnavailableError,
  type MailLog,
  type MailMessage,
  type Mailer,
} from './mailer.js';
import { freePort } from '../../test/free-port.mjs';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Sink {
  url: string;
  port: number;
  received: Received[];
  /** TCP connections the server has accepted so far. */
  connections(): number;
  close(): Promise<void>;
}

/** An SMTP server that keeps what it is given: refuses bounce@… (550) and later@… (451), checks a login if given one. */
async function startSink(login?: { user: string; pass: string }): Promise<Sink> {
  const received: Received[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: !login,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, cb) {
      connections++;
      cb();
    },
    onAuth(auth, _session, cb) {
      if (login && auth.username === login.user && auth.password === login.pass)
        return cb(null, { user: auth.username });
      cb(Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, cb) {
      if (address.address.startsWith('bounce@'))
        return cb(Object.assign(new Error(`5.1.1 <${address.address}>: mailbox unavailable`), { responseCode: 550 }));
      if (address.address.startsWith('later@'))
        return cb(Object.assign(new Error('4.2.0 greylisted, try again later'), { responseCode: 451 }));
      cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({
          from,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as net.AddressInfo).port;
  const auth = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    url: `smtp://${auth}127.0.0.1:${port}`,
    port,
    received,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The boundary the mailer logs through, recording each call. */
function fakeLog(): MailLog & { calls: { level: 'info' | 'warn'; obj: object; msg: string }[] } {
  const calls: { level: 'info' | 'warn'; obj: object; msg: string }[] = [];
  return {
    calls,
    info: (obj, msg) => calls.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => calls.push({ level: 'warn', obj, msg }),
  };
}

let db: Db;
let dataDir: string;
let workspaceId: string;
const open: { close(): Promise<unknown> }[] = [];

beforeAll(async () => {
  ({ db, dataDir } = await openTestDb());
  // The workspace as every workspace is made: with its first key.
  workspaceId = (
    await new DbKeyStore(db).create({ workspace: `mail-${randomBytes(4).toString('hex')}`, name: 'Mail', scopes: [] })
  ).workspaceId;
});

afterEach(async () => {
  for (const o of open.splice(0).reverse()) await o.close();
});

afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function mailerFor(smtpUrl: string | undefined, log: MailLog = fakeLog()): Mailer {
  const config = loadConfig({
    DATA_DIR: dataDir,
    MAIL_FROM: 'Dossier <no-reply@dossier.test>',
    ...(smtpUrl && { SMTP_URL: smtpUrl }),
  });
  const mailer = createMailer(db, config, log);
  open.push(mailer);
  return mailer;
}

async function sink(login?: { user: string; pass: string }): Promise<Sink> {
  const s = await startSink(login);
  open.push(s);
  return s;
}

/** An address no other test uses, so its rows are this test's alone. */
const addr = (local = 'signer') => `${local}@${randomBytes(5).toString('hex')}.example.com`;

const signingLink = 'https://dossier.test/sign/cap_0123456789abcdef';

function message(to: string, extra: Partial<MailMessage> = {}): MailMessage {
  return {
    workspaceId,
    to,
    subject: 'Please sign: NDA',
    text: `Open ${signingLink} to sign.`,
    html: `<p><a href="${signingLink}">Sign</a></p>`,
    kind: 'envelope.signing_request',
    refId: 'rcp_1',
    ...extra,
  };
}

describe('with SMTP_URL', () => {
  it('hands the message to the server and records it as sent', async () => {
    const s = await sink();
    const log = fakeLog();
    const to = addr();
    const result = await mailerFor(s.url, log).send(message(to));

    expect(result).toEqual({ id: expect.stringMatching(/^msg_/), status: 'sent', accepted: true, error: null });
    expect(s.received).toHaveLength(1);
    const got = s.received[0];
    expect(got.from).toBe('no-reply@dossier.test');
    expect(got.to).toEqual([to]);
    expect(got.raw).toContain('From: Dossier <no-reply@dossier.test>');
    expect(got.raw).toContain(`To: ${to}`);
    expect(got.raw).toContain('Subject: Please sign: NDA');
    expect(got.raw).toContain(`Open ${signingLink} to sign.`);
    expect(got.raw).toContain(`<a href="${signingLink}">`);

    const [row] = await listOutbox(db, { to, limit: 10 });
    expect(row).toMatchObject({
      id: result.id,
      workspaceId,
      status: 'sent',
      kind: 'envelope.signing_request',
      refId: 'rcp_1',
      error: null,
    });
    expect(got.raw).toContain(`Message-ID: ${row.messageId}`);
    expect(row.sentAt).not.toBeNull();
    expect(JSON.stringify(log.calls)).not.toContain(signingLink);
  });

  it('keeps no capability in the stored copy of a sent or bounced mail: tokens and named secrets are redacted', async () => {
    const s = await sink();
    const token = `sgn_${'A1b2C3d4'.repeat(5)}xyz`;
    const text = `Open https://dossier.test/sign/${token} to sign. Your code is 493817.`;
    const to = addr();
    await mailerFor(s.url).send(
      message(to, {
        subject: '493817 is your code',
        text,
        html: `<a href="https://dossier.test/sign/${token}">Sign</a> 493817`,
        secrets: ['493817'],
      }),
    );
    const sent = s.received[0].raw.replace(/=\r?\n/g, ''); // quoted-printable soft breaks
    expect(sent).toContain(token); // the mail itself carries them
    expect(sent).toContain('493817');
    const [row] = await listOutbox(db, { to, limit: 10 });
    expect(row.subject).toBe('[redacted] is your code');
    expect(row.text).toBe('Open https://dossier.test/sign/sgn_[redacted] to sign. Your code is [redacted].');
    expect(row.html).toBe('<a href="https://dossier.test/sign/sgn_[redacted]">Sign</a> [redacted]');

    const bounced = `bounce@${randomBytes(4).toString('hex')}.example.com`;
    await mailerFor(s.url).send(message(bounced, { text, secrets: ['493817'] }));
    const [b] = await listOutbox(db, { to: bounced, limit: 10 });
    expect(b.status).toBe('bounced');
    expect(b.text).not.toContain(token);
    expect(b.text).not.toContain('493817');
  });

  it('records a recipient the server refuses as bounced, with its reply', async () => {
    const s = await sink();
    const log = fakeLog();
    const to = addr('bounce');
    const result = await mailerFor(s.url, log).send(message(to));

    expect(result.status).toBe('bounced');
    expect(result.accepted).toBe(false);
    expect(result.error).toContain('550');
    expect(result.error).toContain('mailbox unavailable');
    expect(s.received).toHaveLength(0);
    const [row] = await listOutbox(db, { to, limit: 10 });
    expect(row).toMatchObject({ id: result.id, status: 'bounced', error: result.error, messageId: null, sentAt: null });
    expect(log.calls).toEqual([
      { level: 'warn', obj: expect.objectContaining({ id: result.id, to }), msg: 'mail bounced' },
    ]);
  });

  it('treats a "try later" (4xx) reply as unavailable and records nothing', async () => {
    const s = await sink();
    const to = addr('later');
    await expect(mailerFor(s.url).send(message(to))).rejects.toThrow(MailUnavailableError);
    expect(await listOutbox(db, { to, limit: 10 })).toEqual([]);
  });

  it('refuses an address list before SMTP, as a bounce', async () => {
    const s = await sink();
    const to = `${addr()}, ${addr()}`;
    const result = await mailerFor(s.url).send(message(to));
    expect(result).toMatchObject({ status: 'bounced', accepted: false, error: 'invalid recipient address' });
    expect(s.connections()).toBe(0);
  });

  it('logs in with the URL credentials', async () => {
    const s = await sink({ user: 'dossier', pass: 'pa:ss@w0rd' });
    const to = addr();
    const result = await mailerFor(s.url).send(message(to));
    expect(result.status).toBe('sent');
    expect(s.received.map((m) => m.to)).toEqual([[to]]);
  });

  it('reports a refused login as unavailable, naming no password, and records nothing', async () => {
    const s = await sink({ user: 'dossier', pass: 'right-password' });
    const log = fakeLog();
    const password = 'wrong-secret-9f8e7d';
    const to = addr();
    const err = await mailerFor(`smtp://dossier:${password}@127.0.0.1:${s.port}`, log)
      .send(message(to))
      .catch((e: unknown) => e);

    expect(err).toBeInstanceOf(MailUnavailableError);
    expect((err as Error).message).toMatch(/^mail transport unavailable: /);
    expect((err as Error).message).toContain('535');
    expect((err as Error).message + (err as Error).stack).not.toContain(password);
    expect(JSON.stringify(log.calls)).not.toContain(password);
    expect(await listOutbox(db, { to, limit: 10 })).toEqual([]);
  });

  it('throws MailUnavailableError promptly when nothing listens, and records nothing', async () => {
    const port = await freePort();
    const to = addr();
    const started = Date.now();
    const err = await mailerFor(`smtp://127.0.0.1:${port}`)
      .send(message(to))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailUnavailableError);
    expect((err as Error).message).toMatch(/^mail transport unavailable: /);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(await listOutbox(db, { to, limit: 10 })).toEqual([]);
  });

  it('gives up on a server that never greets within the greeting timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((sock) => sockets.push(sock));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    open.push({
      close: () =>
        new Promise<void>((resolve) => {
          for (const sock of sockets) sock.destroy();
          silent.close(() => resolve());
        }),
    });
    const to = addr();
    const started = Date.now();
    const err = await mailerFor(`smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`)
      .send(message(to))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MailUnavailableError);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(await listOutbox(db, { to, limit: 10 })).toEqual([]);
  });

  it('reuses one transport: twenty messages in a row share one connection, a burst a few', async () => {
    const s = await sink();
    const mailer = mailerFor(s.url);
    for (let i = 0; i < 20; i++) expect((await mailer.send(message(addr(), { subject: `n${i}` }))).status).toBe('sent');
    expect(s.connections()).toBe(1);

    const burst = await Promise.all(Array.from({ length: 20 }, () => mailer.send(message(addr()))));
    expect(burst.every((r) => r.status === 'sent')).toBe(true);
    expect(s.received).toHaveLength(40);
    expect(s.connections()).toBeLessThanOrEqual(1 + 3);
  });
});

describe('without SMTP_URL', () => {
  it('keeps the message in the outbox and logs one line without the body', async () => {
    const log = fakeLog();
    const to = addr();
    const result = await mailerFor(undefined, log).send(message(to));

    expect(result).toEqual({ id: expect.stringMatching(/^msg_/), status: 'outbox', accepted: true, error: null });
    expect(log.calls).toEqual([
      {
        level: 'info',
        obj: { to, subject: 'Please sign: NDA', kind: 'envelope.signing_request', id: result.id },
        msg: 'mail kept in outbox (no SMTP_URL)',
      },
    ]);
    const rows = await listOutbox(db, { to, limit: 10 });
    expect(rows).toEqual([
      {
        id: result.id,
        workspaceId,
        kind: 'envelope.signing_request',
        refId: 'rcp_1',
        to,
        subject: 'Please sign: NDA',
        text: `Open ${signingLink} to sign.`,
        html: `<p><a href="${signingLink}">Sign</a></p>`,
        status: 'outbox',
        error: null,
        messageId: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        sentAt: null,
      },
    ]);
  });

  it('lists newest first and filters by workspace, address and status', async () => {
    const mailer = mailerFor(undefined);
    const to = addr();
    const first = await mailer.send(message(to, { subject: 'first', refId: undefined, html: undefined }));
    const second = await mailer.send(message(to, { subject: 'second' }));

    const rows = await listOutbox(db, { to, limit: 10 });
    expect(rows.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(rows[1]).toMatchObject({ refId: null, html: null });
    expect(await listOutbox(db, { to, limit: 1 })).toHaveLength(1);
    expect((await listOutbox(db, { workspaceId, limit: 1000 })).map((r) => r.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    expect(await listOutbox(db, { workspaceId: 'ws_nobody', limit: 10 })).toEqual([]);
    expect(await listOutbox(db, { to, status: 'sent', limit: 10 })).toEqual([]);
  });
});
