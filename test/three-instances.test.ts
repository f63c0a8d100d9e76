// End to end: three server processes on one PostgreSQL, one S3 bucket (s3rver) and one Redis when one answers, as
// the README's "Running more than one instance" sets a deployment up.
// The rate limit holds across them; a key revoked by the admin command stops on all three at once; scheduled work
// (envelope reminders and expiry, request reminders, webhook retries) runs once; and killing one instance with
// SIGKILL in the middle of signing, uploads and deliveries loses nothing and doubles nothing.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from '../server/test/wait.js';
import { startHttpsReceiver, type HttpsReceiver } from '../server/test/https-receiver.js';
import { startS3, type TestS3 } from '../server/test/s3-server.js';
import { startSmtpSink, type SmtpSink } from '../server/test/smtp-sink.js';
import {
  connectPg,
  KEY,
  postgresAdmin,
  redisAnswers,
  root,
  serve,
  TEST_CA_PATH,
  withDatabase,
  type PgClient,
  type Server,
} from './support/server.js';
import { PATIENT } from './support/patient.js';

const run = promisify(execFile);
const REDIS_URL = process.env.DOSSIER_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LIMIT = 10;

const admin = await postgresAdmin('the three-instance suite');
const redisUp = admin ? await redisAnswers(REDIS_URL) : false;
if (admin && !redisUp)
  console.warn(
    `\n  NOTE: no Redis at ${REDIS_URL}: the three instances share the rate limit through PostgreSQL instead.\n`,
  );
afterAll(async () => {
  await admin?.end();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Three servers on one database: the first migrates it and prints the key, the other two start together. */
async function threeInstances(env: Record<string, string>): Promise<{ servers: Server[]; key: string }> {
  const first = await serve(env);
  const rest = await Promise.all([serve(env), serve(env)]);
  const key = first.output().match(KEY)?.[0];
  expect(key, first.output()).toBeDefined();
  return { servers: [first, ...rest], key: key! };
}

async function call(s: Server, key: string | null, method: string, url: string, body?: unknown) {
  const res = await fetch(`${s.base}${url}`, {
    method,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function adminCommand(env: Record<string, string>, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(root, 'server/dist/admin.js'), ...args], {
    env: { ...process.env, ...env },
  });
  return stdout;
}

describe.runIf(admin)(`three instances on one PostgreSQL${redisUp ? ' and one Redis' : ''}`, () => {
  it(`hold one rate limit (${LIMIT} a minute per key across all three) and stop a revoked key on all three at once`, async () => {
    await withDatabase(admin!, 'three_limit', async (url) => {
      const env = { DATABASE_URL: url, REDIS_URL: redisUp ? REDIS_URL : '', RATE_LIMIT_PER_MINUTE: String(LIMIT) };
      const { servers } = await threeInstances(env);
      try {
        const created = JSON.parse(
          await adminCommand(env, 'keys', 'create', '--workspace', 'three', '--scopes', 'documents:read', '--json'),
        ) as { id: string; key: string };
        for (let attempt = 1; ; attempt++) {
          // Stay inside one minute's window: a run that straddles two is repeated once.
          const left = 60_000 - (Date.now() % 60_000);
          if (left < 8000) await sleep(left + 250);
          const seen = [];
          for (let i = 0; i < 3 * LIMIT; i++) seen.push(await call(servers[i % 3], created.key, 'GET', '/me'));
          const resets = new Set(seen.map((r) => r.headers.get('x-ratelimit-reset')));
          if (resets.size > 1 && attempt === 1) continue;
          const ok = seen.filter((r) => r.status === 200);
          expect(ok).toHaveLength(LIMIT);
          expect(seen.slice(0, LIMIT).every((r) => r.status === 200)).toBe(true);
          expect(seen.slice(LIMIT).every((r) => r.status === 429 && r.body.code === 'rate_limited')).toBe(true);
          break;
        }

        // A second key, verified (and so remembered) by every instance, then revoked by a fourth process.
        const other = JSON.parse(
          await adminCommand(
            env,
            'keys',
            'create',
            '--workspace',
            'three-revoke',
            '--scopes',
            'documents:read',
            '--json',
          ),
        ) as { id: string; key: string };
        for (const s of servers) expect((await call(s, other.key, 'GET', '/me')).status).toBe(200);
        expect(await adminCommand(env, 'keys', 'revoke', other.id)).toContain('revoked');
        for (const s of servers) expect((await call(s, other.key, 'GET', '/me')).status).toBe(401);
      } finally {
        await Promise.all(servers.map((s) => s.stop()));
      }
    });
  });

  describe('scheduled work and a crash', () => {
    let sink: SmtpSink;
    let flaky: HttpsReceiver;
    let slow: HttpsReceiver;
    let db: PgClient;
    let servers: Server[] = [];
    let key: string;
    let dropDatabase: () => Promise<void> = async () => {};
    let s3: TestS3;
    let dbUrl: string;
    const failedOnce = new Set<string>();

    const env = (url: string) => ({
      DATABASE_URL: url,
      REDIS_URL: redisUp ? REDIS_URL : '',
      RATE_LIMIT_PER_MINUTE: '100000',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8,::1/128',
      NODE_EXTRA_CA_CERTS: TEST_CA_PATH,
      DOSSIER_TICK_MS: '100',
      DOSSIER_JOB_LEASE_MS: '2000',
      DOSSIER_WEBHOOK_RETRY_MS: '300,600',
      SMTP_URL: sink.url,
      // Files in one S3 bucket shared by all three (BLOB_STORE=s3, S3_*, AWS_* credentials).
      ...s3.env,
      // One PUBLIC_URL for all, the load balancer's address (links are built from it); SIGNING_P12_PATH unset, so
      // the first instance makes the sealing identity and the others read it from the database.
      PUBLIC_URL: 'https://dossier.three.example',
    });

    const mails = async (kind: string, to: string) =>
      Number(
        (await db.query('select count(*)::int as n from mail_messages where kind = $1 and to_address = $2', [kind, to]))
          .rows[0].n,
      );
    const auditCount = async (type: string, column: 'envelope_id' | 'document_id', id: string) =>
      Number(
        (await db.query(`select count(*)::int as n from audit_events where type = $1 and ${column} = $2`, [type, id]))
          .rows[0].n,
      );

    async function signers(n: number, tag: string, extra: Record<string, unknown> = {}) {
      const people = Array.from({ length: n }, (_, i) => ({
        name: `Signer ${i}`,
        email: `s${i}-${tag}@three.example`,
      }));
      const doc = (
        await call(servers[0], key, 'POST', '/documents', {
          title: `Three ${tag}`,
          markdown: '# Terms\n\nAgreed.\n',
          recipients: people,
        })
      ).body.data;
      for (const r of doc.recipients)
        expect(
          (
            await call(servers[r.email.length % 3], key, 'POST', `/documents/${doc.id}/signature-blocks`, {
              recipientId: r.id,
            })
          ).status,
        ).toBe(201);
      const sent = await call(servers[1], key, 'POST', '/envelopes', { documentId: doc.id, ...extra });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      return { doc, envelope: sent.body.data, people };
    }

    it('start three instances on a fresh database and one bucket; each is live and ready', async () => {
      sink = await startSmtpSink();
      s3 = await startS3('dossier-three');
      // Fails each event's first delivery, so each is retried exactly once.
      flaky = await startHttpsReceiver({
        handler: (req, res) => {
          const id = String(req.headers['x-dossier-event-id']);
          if (failedOnce.has(id)) return res.writeHead(200).end();
          failedOnce.add(id);
          res.writeHead(500).end();
        },
      });
      slow = await startHttpsReceiver({ handler: (_req, res) => setTimeout(() => res.writeHead(200).end(), 150) });
      const name = `dossier_three_${process.pid}_${Date.now()}`;
      await admin!.query(`CREATE DATABASE ${name}`);
      const u = new URL(process.env.DOSSIER_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
      u.pathname = `/${name}`;
      dropDatabase = async () => {
        await admin!.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      };
      dbUrl = u.toString();
      ({ servers, key } = await threeInstances(env(dbUrl)));
      db = await connectPg(dbUrl);
      for (const s of servers) {
        const origin = new URL(s.base).origin; // the probes are outside /api/v1
        expect((await fetch(`${origin}/healthz`)).status).toBe(200);
        expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      }
    });

    afterAll(async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await db?.end();
      await dropDatabase();
      await sink?.close();
      await flaky?.close();
      await slow?.close();
      await s3?.close();
    });

    it('sends a due envelope reminder once, expires an envelope once, reminds a request assignee once', async () => {
      const reminded = await signers(1, 'remind', { reminderEveryDays: 1 });
      const expiring = await signers(1, 'expire', { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
      const request = (
        await call(servers[2], key, 'POST', '/requests', {
          title: 'Three reminders',
          remindEveryDays: 1,
          assignees: [{ email: 'assignee@three.example' }],
        })
      ).body.data;
      const past = new Date(Date.now() - 1000).toISOString();
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      // Make the work due now, as time passing would; three instances' sweeps then race for it.
      await db.query('update envelopes set next_reminder_at = $1 where id = $2', [past, reminded.envelope.id]);
      await db.query('update envelopes set expires_at = $1 where id = $2', [past, expiring.envelope.id]);
      await db.query('update file_request_assignees set sent_at = $1, created_at = $1 where request_id = $2', [
        twoDaysAgo,
        request.id,
      ]);

      const reminderTo = reminded.people[0].email;
      await waitFor(async () => (await mails('envelope.reminder', reminderTo)) > 0, PATIENT, 'the envelope reminder');
      await waitFor(
        async () =>
          (await call(servers[0], key, 'GET', `/envelopes/${expiring.envelope.id}`)).body.data.status === 'expired',
        PATIENT,
        'the expiry',
      );
      await waitFor(
        async () => (await mails('request.reminder', 'assignee@three.example')) > 0,
        PATIENT,
        'the request reminder',
      );
      await sleep(2000); // twenty more ticks of each instance's sweeps
      expect(await mails('envelope.reminder', reminderTo)).toBe(1);
      expect(await auditCount('envelope.expired', 'envelope_id', expiring.envelope.id)).toBe(1);
      expect(await mails('request.reminder', 'assignee@three.example')).toBe(1);
    });

    it('retries a failed webhook delivery once per event, whichever instance takes it', async () => {
      const hook = (await call(servers[0], key, 'POST', '/hooks', { url: flaky.url, events: ['document.edited'] })).body
        .data;
      const doc = (await call(servers[1], key, 'POST', '/documents', { title: 'Retries', markdown: 'v0' })).body.data;
      for (let i = 1; i <= 6; i++)
        expect((await call(servers[i % 3], key, 'PATCH', `/documents/${doc.id}`, { markdown: `v${i}` })).status).toBe(
          200,
        );
      const ids = async () =>
        (await db.query('select event_id, status, attempts from deliveries where endpoint_id = $1', [hook.id])).rows;
      await waitFor(
        async () => {
          const rows = await ids();
          return rows.length > 0 && rows.every((r) => r.status === 'delivered');
        },
        PATIENT,
        'every delivery retried and delivered',
      );
      await sleep(1500);
      const rows = await ids();
      expect(rows.every((r) => Number(r.attempts) === 2)).toBe(true);
      // The receiver saw each event exactly twice: the refused first attempt and the one retry.
      const perEvent = new Map<string, number>();
      for (const r of flaky.requests)
        perEvent.set(
          String(r.headers['x-dossier-event-id']),
          (perEvent.get(String(r.headers['x-dossier-event-id'])) ?? 0) + 1,
        );
      expect([...perEvent.keys()].sort()).toEqual(rows.map((r) => r.event_id).sort());
      expect([...perEvent.values()].every((n) => n === 2)).toBe(true);
    });

    it('SIGKILL of one instance mid-signing, mid-upload and mid-delivery loses nothing and doubles nothing', async () => {
      const victim = servers[2];
      const [a, b] = servers;
      const N_SIGNERS = 12;
      const N_UPLOADS = 8;
      const N_EVENTS = 60;

      const { envelope, people } = await signers(N_SIGNERS, 'crash');
      const links = (await call(a, key, 'GET', `/envelopes/${envelope.id}?include=signingUrls`)).body.data.recipients;
      const tokens: string[] = links.map((r: { signingUrl: string }) => r.signingUrl.split('/sign/')[1]);
      // Built from the one PUBLIC_URL, whichever instance answered.
      expect(
        links.every((r: { signingUrl: string }) => r.signingUrl.startsWith('https://dossier.three.example/sign/')),
      ).toBe(true);
      const request = (await call(b, key, 'POST', '/requests', { title: 'Crash uploads', requireEmail: true })).body
        .data;
      const hook = (await call(a, key, 'POST', '/hooks', { url: slow.url, events: ['document.edited'] })).body.data;
      const doc = (await call(a, key, 'POST', '/documents', { title: 'Crash deliveries', markdown: 'v0' })).body.data;

      let signedSoFar = 0;
      const sign = async (s: Server, token: string, i: number) => {
        const session = await call(s, null, 'GET', `/public/signing/${token}`);
        if (session.status === 410) return 'already';
        const version = session.body.data.disclosure.version;
        await call(s, null, 'POST', `/public/signing/${token}/consent`, { accepted: true, disclosureVersion: version });
        const res = await call(s, null, 'POST', `/public/signing/${token}/sign`, {
          values: {},
          signature: { type: 'typed', text: `Signer ${i}` },
        });
        if (res.status === 200) signedSoFar++;
        return res.status === 200 ? 'signed' : `status ${res.status}`;
      };
      const body = (i: number) => `file ${i} `.repeat(100_000); // about 800 kB, sent slowly (about 6 s): still arriving at the kill
      let uploadedSoFar = 0;
      const upload = async (s: Server, i: number, trickle = false) => {
        const boundary = `----three${i}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nuploader${i}@three.example\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="file-${i}.txt"\r\nContent-Type: text/plain\r\n\r\n`,
        );
        const bytes = Buffer.concat([head, Buffer.from(body(i)), Buffer.from(`\r\n--${boundary}--\r\n`)]);
        const stream = new ReadableStream<Uint8Array>({
          async start(controller) {
            for (let at = 0; at < bytes.length; at += 64 * 1024) {
              controller.enqueue(new Uint8Array(bytes.subarray(at, at + 64 * 1024)));
              if (trickle) await sleep(500);
            }
            controller.close();
          },
        });
        const res = await fetch(`${s.base}/public/requests/${request.slug}/uploads`, {
          method: 'POST',
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          body: stream,
          duplex: 'half',
        } as RequestInit);
        if (res.status === 201) uploadedSoFar++;
        return res.status;
      };

      // Everything at once: signers and uploaders on the victim, edits (and so deliveries) through the others; the
      // victim is killed as soon as the first signatures land, with the rest of the work in flight.
      const editing = (async () => {
        for (let i = 1; i <= N_EVENTS; i++)
          expect((await call(servers[i % 2], key, 'PATCH', `/documents/${doc.id}`, { markdown: `v${i}` })).status).toBe(
            200,
          );
      })();
      await waitFor(() => slow.requests.length >= 2, PATIENT, 'deliveries under way');
      const signing = tokens.map((t, i) => sign(victim, t, i).catch(() => 'cut off'));
      const uploading = Array.from({ length: N_UPLOADS }, (_, i) => upload(victim, i, true).catch(() => 'cut off'));
      const deadline = Date.now() + 20_000;
      while (signedSoFar < 1 && Date.now() < deadline) await sleep(5);
      await victim.kill();
      const atKill = {
        signed: signedSoFar,
        uploaded: uploadedSoFar,
        delivered: new Set(slow.requests.map((r) => r.headers['x-dossier-event-id'])).size,
      };
      const signed = await Promise.all(signing);
      const uploaded = await Promise.all(uploading);
      await editing;
      console.log(
        `  at the kill: ${atKill.signed}/${N_SIGNERS} signed, ${atKill.uploaded}/${N_UPLOADS} uploads stored, ${atKill.delivered}/${N_EVENTS} events delivered; cut off: ${signed.filter((x) => x === 'cut off').length} signers, ${uploaded.filter((x) => x === 'cut off').length} uploads`,
      );
      expect(atKill.signed).toBeLessThan(N_SIGNERS);
      expect(atKill.uploaded).toBeLessThan(N_UPLOADS);
      expect(atKill.delivered).toBeLessThan(N_EVENTS);

      // What a client does after a cut connection: look, then redo only what did not happen.
      for (let i = 0; i < N_SIGNERS; i++)
        if (signed[i] !== 'signed') expect(['signed', 'already']).toContain(await sign(a, tokens[i], i));
      const have = new Set(
        (await call(b, key, 'GET', `/requests/${request.id}`)).body.data.uploads.map(
          (u: { filename: string }) => u.filename,
        ),
      );
      for (let i = 0; i < N_UPLOADS; i++) if (!have.has(`file-${i}.txt`)) expect(await upload(b, i)).toBe(201);

      await waitFor(
        async () => (await call(a, key, 'GET', `/envelopes/${envelope.id}`)).body.data.status === 'completed',
        PATIENT,
        'the envelope to complete',
      );
      await waitFor(
        async () => new Set(slow.requests.map((r) => r.headers['x-dossier-event-id'])).size >= N_EVENTS,
        PATIENT,
        'every event delivered',
      );
      await waitFor(
        async () => {
          for (const p of people) if ((await mails('envelope.executed', p.email)) === 0) return false;
          return true;
        },
        PATIENT,
        'the executed copies mailed',
      );
      await sleep(2500); // past the lease of anything the victim held

      // Signing: one signature per signer, one completion, one executed copy each.
      const sigs = (
        await db.query(
          'select recipient_id, count(*)::int as n from envelope_signatures where envelope_id = $1 group by recipient_id',
          [envelope.id],
        )
      ).rows;
      expect(sigs).toHaveLength(N_SIGNERS);
      expect(sigs.every((r) => Number(r.n) === 1)).toBe(true);
      expect(await auditCount('envelope.completed', 'envelope_id', envelope.id)).toBe(1);
      for (const p of people) expect(await mails('envelope.executed', p.email)).toBe(1);
      // Uploads: each file once, whole.
      const ups = (await call(a, key, 'GET', `/requests/${request.id}`)).body.data.uploads as {
        filename: string;
        byteSize: number;
        documentId: string;
      }[];
      expect(ups.map((u) => u.filename).sort()).toEqual(
        Array.from({ length: N_UPLOADS }, (_, i) => `file-${i}.txt`).sort(),
      );
      for (const u of ups) expect(u.byteSize).toBe(Buffer.byteLength(body(Number(u.filename.match(/\d+/)![0]))));
      // Deliveries: every event, one delivery row each, all delivered (a repeat to the receiver carries the same id).
      const rows = (await db.query('select event_id, status from deliveries where endpoint_id = $1', [hook.id])).rows;
      expect(rows).toHaveLength(N_EVENTS);
      expect(rows.every((r) => r.status === 'delivered')).toBe(true);
      expect(new Set(slow.requests.map((r) => r.headers['x-dossier-event-id']))).toEqual(
        new Set(rows.map((r) => r.event_id)),
      );
      // Files: every blob row has its object in the bucket, whole (uploads, snapshots, signatures, the executed PDF).
      const verified = JSON.parse(await adminCommand(env(dbUrl), 'blobs', 'verify', '--json')) as {
        checked: number;
        problems: unknown[];
      };
      expect(verified.problems).toEqual([]);
      expect(verified.checked).toBeGreaterThanOrEqual(N_UPLOADS + N_SIGNERS + 2);
      expect((await db.query('select count(*)::int as n from blob_chunks')).rows[0].n).toBe(0); // none in the database
      // The audit chain: three instances wrote entries unchained and chained them after commit; one gapless,
      // verifying chain per workspace, holding every entry (none left unchained, none twice).
      const chains = JSON.parse(await adminCommand(env(dbUrl), 'audit', 'verify', '--json')) as {
        ok: boolean;
        checked: number;
      }[];
      expect(chains.length).toBeGreaterThan(0);
      expect(chains.filter((c) => !c.ok)).toEqual([]);
      const entries = (await db.query('select count(*)::int as n, count(seq)::int as chained from audit_events'))
        .rows[0];
      expect(entries.chained).toBe(entries.n);
      expect(chains.reduce((n, c) => n + c.checked, 0)).toBe(entries.n);
      const executed = await call(a, key, 'GET', `/envelopes/${envelope.id}`);
      expect(executed.status).toBe(200);
      const pdf = await fetch(`${b.base}/envelopes/${envelope.id}/pdf`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    });
  });
});
