// End to end: the SDK against the built server on a real port — the README's gated viewer example as written,
// request ids on errors, the Idempotency-Key that makes a POST retried after a lost answer happen once, the
// typed escape hatch, and an upload streamed from a file on disk.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { APIConnectionError, Dossier, NotFoundError, type PermissionDeniedError } from '@dossier/sdk';
import { fileFromPath } from '@dossier/sdk/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from './support/outbox.js';
import { root, serve, type Server } from './support/server.js';

// pdf-lib is the server's dependency, not this package's: the little of it used here, typed here.
const { PDFDocument } = createRequire(path.join(root, 'server/package.json'))('pdf-lib') as {
  PDFDocument: { create(): Promise<{ addPage(): unknown; save(): Promise<Uint8Array> }> };
};

let server: Server;
let owner: Dossier;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000' });
  owner = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 0 });
});
afterAll(async () => {
  await server?.stop();
});

describe("the README's viewer example", () => {
  it('a link with verification and a password: start says the password was not looked at; code and password then open it', async () => {
    const { data: doc } = await owner.documents.create({ title: 'Deck', markdown: '# Deck\n\nNumbers.' });
    const { data: link } = await owner.links.create({
      documentId: doc.id,
      name: 'Investors',
      requireEmailVerification: true,
      password: 'open sesame',
    });
    const pub = new Dossier({ baseUrl: server.base });
    const email = `dana-${Date.now()}@acme.example`;
    const password = 'open sesame';

    // As the README writes it:
    const { data: visit } = await pub.viewer.start(link.slug, { email, password });
    expect(visit.pending).toEqual(['verification', 'password']);
    expect(visit.ignored).toEqual(['password']);
    const code = /\b(\d{6})\b/.exec(lastMailTo(server, email))![1];
    let state = visit as { pending: string[]; ignored: string[] };
    if (visit.pending.includes('verification')) state = (await pub.viewer.submitGates(visit, { code, password })).data;
    expect(state).toMatchObject({ pending: [], ignored: [] });
    const { data: content } = await pub.viewer.content(visit);
    expect(content.document?.documentId).toBe(doc.id);

    // A wrong password is looked at (and refused) once the code is in, never dropped.
    const { data: second } = await pub.viewer.start(link.slug, { email, password: 'wrong' });
    expect(second.ignored).toEqual(['password']);
    const code2 = /\b(\d{6})\b/.exec(lastMailTo(server, email))![1];
    const refused = await pub.viewer.submitGates(second, { code: code2, password: 'wrong' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 422, code: 'password_incorrect' });
  });
});

describe('request ids', () => {
  it('every answer names one; an error carries it as err.requestId, the caller may choose it', async () => {
    const err = await owner.documents
      .retrieve('doc_missing', {}, { headers: { 'x-request-id': 'sdk-e2e-1' } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFoundError);
    expect((err as NotFoundError).requestId).toBe('sdk-e2e-1');
    const anonymous = await new Dossier({ baseUrl: server.base, apiKey: 'dsk_nope' }).me
      .retrieve()
      .catch((e: unknown) => e);
    expect((anonymous as PermissionDeniedError).requestId).toMatch(/^req_/);
  });
});

describe('Idempotency-Key', () => {
  it('a POST whose answer was lost is retried by the SDK and done once', async () => {
    let calls = 0;
    // The first answer is lost after the server has acted: the SDK sees a network error and retries.
    const lossy: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      if (++calls === 1) {
        await res.arrayBuffer();
        throw new TypeError('fetch failed (answer lost)');
      }
      return res;
    };
    const sdk = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 2, fetch: lossy });
    const name = `Lost answer ${Date.now()}`;
    const { data: folder } = await sdk.folders.create({ name });
    expect(calls).toBe(2);
    const all = (await owner.folders.list()).data.filter((f) => f.name === name);
    expect(all).toEqual([expect.objectContaining({ id: folder.id })]);

    // Without retries the same loss is an APIConnectionError, and the folder was made anyway (why the key matters).
    const once = new Dossier({
      baseUrl: server.base,
      apiKey: server.key,
      maxRetries: 0,
      fetch: (() => {
        let n = 0;
        return async (i: RequestInfo | URL, r?: RequestInit) => {
          const res = await fetch(i, r);
          if (++n === 1) throw new TypeError('lost');
          return res;
        };
      })(),
    });
    expect(await once.folders.create({ name: `${name} b` }).catch((e: unknown) => e)).toBeInstanceOf(
      APIConnectionError,
    );
  });
});

describe('typed escape hatch and streamed uploads', () => {
  it('client.request reads by path template; fileFromPath uploads a file from disk', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-e2e-'));
    const file = path.join(dir, 'terms.pdf');
    const pdf = await PDFDocument.create();
    pdf.addPage();
    fs.writeFileSync(file, await pdf.save());
    const { data: up } = await owner.documents.upload(await fileFromPath(file), { title: 'Terms' });
    const { data } = await owner.request('get', '/documents/{id}', { params: { path: { id: up.id } } });
    expect(data.data).toMatchObject({ id: up.id, title: 'Terms' });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the CLI against the server', () => {
  const cli = (args: string[]) =>
    spawnSync(
      process.execPath,
      [path.join(root, 'packages/cli/bin/run.js'), ...args, '--base-url', server.base, '--api-key', server.key!],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          DOSSIER_API_KEY: '',
          DOSSIER_BASE_URL: '',
          XDG_CONFIG_HOME: fs.mkdtempSync(path.join(os.tmpdir(), 'cli-home-')),
        },
      },
    );

  it('--json fields and --jq over real answers; visits export to stdout; a failure prints the request id', () => {
    const made = cli(['folders', 'create', '--name', 'CLI folder', '--json=id,name']);
    expect(made.status, made.stderr).toBe(0);
    const folder = JSON.parse(made.stdout) as { id: string; name: string };
    expect(Object.keys(folder)).toEqual(['id', 'name']);
    const ids = cli(['folders', 'list', '--jq', '.data[].id']);
    expect(ids.stdout.split('\n')).toContain(folder.id);
    const csv = cli(['visits', 'export']);
    expect(csv.status, csv.stderr).toBe(0);
    expect(csv.stdout.split('\n')[0]).toMatch(/,/);
    const missing = cli(['documents', 'get', 'doc_nothere']);
    expect(missing.status).toBe(4);
    expect(missing.stderr).toMatch(/Request id: req_[A-Za-z0-9_-]+/);
  });
});
