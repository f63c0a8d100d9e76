// Capabilities never leak. The built server runs the capability-bearing flows (webhook secrets, signing tokens and
// access codes, upload-request assignee tokens, link passwords) with canary values, then every response body and
// header, the server's log (at debug level), every mail, and the database files are scanned for each canary:
// zero hits outside the places that legitimately carry it (the response that creates a secret, a signer's own
// signing mail, an assignee's own invitation).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpsReceiver, type HttpsReceiver } from '../server/test/https-receiver.js';
import { startSmtpSink, type SmtpSink } from '../server/test/smtp-sink.js';
import { connectPg, postgresAdmin, serve, TEST_CA_PATH, type PgClient, type Server } from './support/server.js';

const canary = (tag: string) => `${tag}Canary${randomBytes(9).toString('hex')}`;
const admin = await postgresAdmin('the canary scan on PostgreSQL');
const engines = admin ? (['SQLite', 'PostgreSQL'] as const) : (['SQLite'] as const);
afterAll(async () => {
  await admin?.end();
});

interface Seen {
  label: string;
  text: string;
}

describe.each(engines)('capability canaries on %s', (engine) => {
  const SMTP_PASS = canary('smtp');
  const ACCESS_CODE = canary('ac').slice(0, 40);
  const LINK_PASSWORD = canary('linkpw');
  const LINK_PASSWORD_2 = canary('linkpwtwo');
  let server: Server;
  let sink: SmtpSink;
  let rx: HttpsReceiver;
  let db: PgClient | null = null;
  let dbName = '';
  const responses: Seen[] = [];
  /** Values the server made (secrets, tokens) and the labels of the responses allowed to carry each. */
  const made = new Map<string, { what: string; legit: Set<string> }>();

  async function call(
    label: string,
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
    key: string | null = server.key!,
  ) {
    const isForm = body instanceof FormData;
    const res = await fetch(`${server.base}${url}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(body && !isForm ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: isForm ? body : body ? JSON.stringify(body) : undefined,
    });
    const raw = Buffer.from(await res.arrayBuffer()).toString('latin1');
    responses.push({
      label,
      text: `${res.status}\n${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${raw}`,
    });
    let json: any = null;
    try {
      json = JSON.parse(raw);
    } catch {
      /* a file or an empty body */
    }
    return { status: res.status, body: json };
  }

  beforeAll(async () => {
    sink = await startSmtpSink({ auth: { user: 'dossier', pass: SMTP_PASS } });
    rx = await startHttpsReceiver();
    let databaseUrl = '';
    if (engine === 'PostgreSQL') {
      dbName = `dossier_canary_${process.pid}_${Date.now()}`;
      await admin!.query(`CREATE DATABASE ${dbName}`);
      const u = new URL(process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
      u.pathname = `/${dbName}`;
      databaseUrl = u.toString();
      db = await connectPg(databaseUrl);
    }
    server = await serve(
      {
        DATABASE_URL: databaseUrl,
        SMTP_URL: sink.url,
        LOG_LEVEL: 'debug',
        RATE_LIMIT_PER_MINUTE: '100000',
        WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
        NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
      },
      { keepDataDir: true },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await sink?.close();
    await rx?.close();
    await db?.end();
    if (dbName) await admin!.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('runs the flows that carry capabilities', async () => {
    // Webhook secrets: shown once at creation and once at rotation.
    const hook = await call('hooks.create', 'POST', '/hooks', { url: rx.url });
    expect(hook.status, JSON.stringify(hook.body)).toBe(201);
    made.set(hook.body.data.secret, { what: 'webhook secret', legit: new Set(['hooks.create']) });
    const rotated = await call('hooks.rotate', 'POST', `/hooks/${hook.body.data.id}/rotate`);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    made.set(rotated.body.data.secret, { what: 'rotated webhook secret', legit: new Set(['hooks.rotate']) });
    await call('hooks.get', 'GET', `/hooks/${hook.body.data.id}`);
    await call('hooks.list', 'GET', '/hooks');

    // Signing: an access code the sender sets, tokens the server makes.
    const doc = await call('documents.create', 'POST', '/documents', {
      title: 'Canary agreement',
      markdown: '# Agreement\n\nAgreed.\n',
      recipients: [
        { name: 'Ada', email: 'ada@canary.example', accessCode: ACCESS_CODE },
        { name: 'Bob', email: 'bob@canary.example' },
      ],
    });
    expect(doc.status, JSON.stringify(doc.body)).toBe(201);
    for (const r of doc.body.data.recipients)
      await call('documents.block', 'POST', `/documents/${doc.body.data.id}/signature-blocks`, { recipientId: r.id });
    await call('documents.get', 'GET', `/documents/${doc.body.data.id}`);
    const sent = await call('envelopes.send', 'POST', '/envelopes', { documentId: doc.body.data.id });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const envId = sent.body.data.id;
    const withLinks = await call('envelopes.signingUrls', 'GET', `/envelopes/${envId}?include=signingUrls`);
    const tokens = withLinks.body.data.recipients.map((r: { signingUrl: string; email: string }) => ({
      email: r.email,
      token: r.signingUrl.split('/sign/')[1],
    }));
    for (const t of tokens)
      made.set(t.token, { what: `signing token of ${t.email}`, legit: new Set(['envelopes.signingUrls']) });
    await call('envelopes.get', 'GET', `/envelopes/${envId}`);
    await call('envelopes.list', 'GET', '/envelopes');
    for (const [i, t] of tokens.entries()) {
      const session = await call('signing.session', 'GET', `/public/signing/${t.token}`, undefined, {}, null);
      if (i === 0) {
        await call(
          'signing.accessCode.wrong',
          'POST',
          `/public/signing/${t.token}/access-code`,
          { code: 'wrong-code' },
          {},
          null,
        );
        expect(
          (
            await call(
              'signing.accessCode',
              'POST',
              `/public/signing/${t.token}/access-code`,
              { code: ACCESS_CODE },
              {},
              null,
            )
          ).status,
        ).toBe(200);
      }
      await call(
        'signing.consent',
        'POST',
        `/public/signing/${t.token}/consent`,
        { accepted: true, disclosureVersion: session.body.data.disclosure.version },
        {},
        null,
      );
      const signed = await call(
        'signing.sign',
        'POST',
        `/public/signing/${t.token}/sign`,
        { values: {}, signature: { type: 'typed', text: t.email } },
        {},
        null,
      );
      expect(signed.status, JSON.stringify(signed.body)).toBe(200);
      await call('signing.after', 'GET', `/public/signing/${t.token}`, undefined, {}, null);
    }
    await call('envelopes.certificate', 'GET', `/envelopes/${envId}/certificate`);
    await call('envelopes.pdf', 'GET', `/envelopes/${envId}/pdf`);

    // File requests: assignee tokens travel only in the assignee's own mail.
    const req = await call('requests.create', 'POST', '/requests', {
      title: 'Canary files',
      assignees: [{ email: 'cy@canary.example', name: 'Cy' }],
    });
    expect(req.status, JSON.stringify(req.body)).toBe(201);
    const invitation = sink.to('cy@canary.example')[0].text;
    const assigneeToken = invitation.match(/\/r\/[^/\s]+\/(upl_[A-Za-z0-9_-]+)/)![1];
    made.set(assigneeToken, { what: 'assignee token', legit: new Set() });
    await call(
      'uploads.page',
      'GET',
      `/public/requests/${req.body.data.slug}`,
      undefined,
      { 'x-request-token': assigneeToken },
      null,
    );
    const form = new FormData();
    form.append('file', new Blob(['canary file body'], { type: 'text/plain' }), 'canary.txt');
    expect(
      (
        await call(
          'uploads.create',
          'POST',
          `/public/requests/${req.body.data.slug}/uploads`,
          form,
          { 'x-request-token': assigneeToken },
          null,
        )
      ).status,
    ).toBe(201);
    await call('requests.get', 'GET', `/requests/${req.body.data.id}`);
    await call('requests.list', 'GET', '/requests');

    // Links: passwords are write-only.
    const link = await call('links.create', 'POST', '/links', {
      documentId: doc.body.data.id,
      password: LINK_PASSWORD,
    });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body.data.hasPassword).toBe(true);
    await call('links.update', 'PATCH', `/links/${link.body.data.id}`, { password: LINK_PASSWORD_2 });
    await call('links.get', 'GET', `/links/${link.body.data.id}`);
    await call('links.list', 'GET', '/links');

    await call('audit.list', 'GET', '/audit?limit=100');
    await call('hooks.deliveries', 'GET', `/hooks/${hook.body.data.id}/deliveries`);
    await new Promise((r) => setTimeout(r, 1500)); // the last deliveries and log lines
  });

  it('finds no canary in a response, a header, the log, a mail or the database outside where it belongs', async () => {
    const hits: string[] = [];
    const given = new Map([
      [SMTP_PASS, 'SMTP password'],
      [ACCESS_CODE, 'access code'],
      [LINK_PASSWORD, 'link password'],
      [LINK_PASSWORD_2, 'new link password'],
    ]);
    const all = new Map<string, { what: string; legit: Set<string> }>([
      ...[...given].map(([v, what]) => [v, { what, legit: new Set<string>() }] as const),
      ...made,
    ]);
    expect(all.size).toBeGreaterThanOrEqual(9);

    for (const [value, { what, legit }] of all) {
      for (const r of responses)
        if (!legit.has(r.label) && r.text.includes(value)) hits.push(`${what} in the response of ${r.label}`);
      if (server.output().includes(value)) hits.push(`${what} in the server log`);
    }
    // Webhook deliveries carry events, never a capability (their signature header is made with the secret, not of it).
    for (const r of rx.requests)
      for (const [value, { what }] of all)
        if (`${JSON.stringify(r.headers)}${r.rawBody}`.includes(value)) hits.push(`${what} in a webhook delivery`);
    // Mails: a signer's token only in that signer's mails, an assignee's only in theirs; nothing else anywhere.
    for (const m of sink.received) {
      for (const [value, { what }] of all) {
        if (!m.raw.includes(value)) continue;
        const own =
          (what.startsWith('signing token of ') && m.to.includes(what.slice('signing token of '.length))) ||
          (what === 'assignee token' && m.to.includes('cy@canary.example'));
        if (!own) hits.push(`${what} in a mail to ${m.to.join(', ')} ("${m.subject}")`);
      }
    }
    // Storage: capabilities only as hashes (webhook secrets must be kept to sign deliveries, so they are not scanned).
    const stored = [...all].filter(([, { what }]) => !what.includes('webhook secret'));
    if (engine === 'SQLite') {
      for (const f of fs.readdirSync(server.dataDir, { recursive: true }) as string[]) {
        const p = path.join(server.dataDir, f);
        if (!fs.statSync(p).isFile()) continue;
        const bytes = fs.readFileSync(p).toString('latin1');
        for (const [value, { what }] of stored) if (bytes.includes(value)) hits.push(`${what} stored in ${f}`);
      }
    } else {
      const tables = (
        await db!.query("select table_name from information_schema.tables where table_schema = 'public'")
      ).rows.map((r) => r.table_name as string);
      for (const t of tables) {
        const rows = JSON.stringify((await db!.query(`select * from "${t}"`)).rows);
        for (const [value, { what }] of stored) if (rows.includes(value)) hits.push(`${what} stored in table ${t}`);
      }
    }
    console.log(
      `  ${engine}: ${all.size} canaries, ${responses.length} responses, ${sink.received.length} mails, ${rx.requests.length} webhook deliveries, ${server.output().split('\n').length} log lines scanned: ${hits.length} hits`,
    );
    expect(hits).toEqual([]);
  });
});
