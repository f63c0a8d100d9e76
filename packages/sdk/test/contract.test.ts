// The SDK against a Prism mock of the contract (spec/dist/openapi.json): every resource namespace answers
// 2xx-typed data through the facade, every operation is reachable by exactly one facade method, and auth fails
// the way the contract says.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { APIResource } from '../src/core.js';
import * as operations from '../src/generated/api/sdk.gen.js';
import { AuthenticationError, BadRequestError, Dossier, PagePromise, UnprocessableEntityError } from '../src/index.js';
import { rejection } from './helpers.js';
import { startPrism, repoRoot, type PrismMock } from './prism.js';

interface SpecOperation {
  operationId: string;
  'x-sdk': string;
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
  requestBody?: { content?: Record<string, unknown> };
}
const spec = JSON.parse(fs.readFileSync(path.join(repoRoot, 'spec/dist/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, SpecOperation>>;
};
const specOps: SpecOperation[] = Object.values(spec.paths).flatMap((item) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) => (item[m] ? [item[m]] : [])),
);

let prism: PrismMock;
let dossier: Dossier;

beforeAll(async () => {
  prism = await startPrism();
  dossier = new Dossier({ apiKey: 'dsk_test', baseUrl: prism.baseUrl, maxRetries: 0 });
});

afterAll(async () => {
  await prism?.stop();
});

const isId = (v: unknown) => typeof v === 'string' && v.length > 0;

describe('every resource namespace answers through the facade', () => {
  test('catalog.retrieve, me.retrieve, openapi.retrieve', async () => {
    const catalog = await dossier.catalog.retrieve();
    expect(catalog.version).toBe('1.0.0');
    expect(Array.isArray(catalog.scopes)).toBe(true);
    const me = await dossier.me.retrieve();
    expect(isId(me.data.workspaceId)).toBe(true);
    expect(me.data.email).toContain('@');
    const doc = (await dossier.openapi.retrieve()) as { openapi?: string };
    expect(typeof doc).toBe('object');
  });

  test('health.check and health.ready, at the origin outside /api/v1, with no key', async () => {
    expect(await dossier.health.check()).toEqual({ status: 'ok' });
    expect((await dossier.health.ready()).checks).toEqual({ database: 'ok', blobStore: 'ok' });
    const seen: { url: string; auth: string | null }[] = [];
    const spy = new Dossier({
      apiKey: 'dsk_test',
      baseUrl: 'https://dossier.example/api/v1',
      maxRetries: 0,
      fetch: async (input) => {
        const req = input as Request;
        seen.push({ url: req.url, auth: req.headers.get('authorization') });
        return new Response(JSON.stringify({ status: 'ok' }), { headers: { 'content-type': 'application/json' } });
      },
    });
    await spy.health.check();
    expect(seen).toEqual([{ url: 'https://dossier.example/healthz', auth: null }]);
  });

  test('documents.list / retrieve / create / upload / export', async () => {
    const list = await dossier.documents.list({ limit: 2, inLibrary: true });
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((d) => isId(d.id) && typeof d.title === 'string')).toBe(true);
    expect(list.nextCursor).toBeNull();

    const doc = await dossier.documents.retrieve('doc_7f3k2m9x1q');
    expect(isId(doc.data.id)).toBe(true);
    expect(['draft', 'locked']).toContain(doc.data.status);

    const created = await dossier.documents.create({
      title: 'Mutual NDA',
      markdown: '# Mutual NDA\n\nConfidential.',
      recipients: [{ name: 'Dana Whitfield', email: 'dana@globex.example', role: 'signer', routingOrder: 1 }],
    });
    expect(isId(created.data.id)).toBe(true);

    const uploaded = await dossier.documents.upload(new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), {
      filename: 'deck.pdf',
      title: 'Deck',
    });
    expect(isId(uploaded.data.id)).toBe(true);

    const file = await dossier.documents.export('doc_7f3k2m9x1q', { format: 'pdf' });
    expect(file).toBeInstanceOf(Response);
    expect(file.status).toBe(200);
    expect(file.bodyUsed).toBe(false);
    await file.arrayBuffer();
  });

  test('documents.versions.list, documents.comments.create, documents.addSignatureBlock', async () => {
    const versions = await dossier.documents.versions.list('doc_7f3k2m9x1q');
    expect(Array.isArray(versions.data)).toBe(true);
    expect(versions).not.toHaveProperty('nextCursor');
    const comment = await dossier.documents.comments.create('doc_7f3k2m9x1q', { body: 'Can we cap liability?' });
    expect(isId(comment.data.id)).toBe(true);
    const block = await dossier.documents.addSignatureBlock('doc_7f3k2m9x1q', { email: 'dana@globex.example' });
    expect(block.data).toBeTypeOf('object');
  });

  test('folders.list, templates.list', async () => {
    const folders = await dossier.folders.list();
    expect(Array.isArray(folders.data)).toBe(true);
    const templates = await dossier.templates.list();
    expect(Array.isArray(templates.data)).toBe(true);
    expect(templates.nextCursor).toBeNull();
  });

  test('envelopes.send / retrieve / downloadPdf, envelopes.attachments.list', async () => {
    const sent = await dossier.envelopes.send({ documentId: 'doc_2b8n5k3v9q', subject: 'Please sign: Mutual NDA' });
    expect(isId(sent.data.id)).toBe(true);
    expect(['sent', 'completed', 'declined', 'voided', 'expired']).toContain(sent.data.status);
    const env = await dossier.envelopes.retrieve('env_8k2m4x9q1z');
    expect(Array.isArray(env.data.recipients)).toBe(true);
    const pdf = await dossier.envelopes.downloadPdf('env_8k2m4x9q1z');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    await pdf.arrayBuffer();
    const attachments = await dossier.envelopes.attachments.list('env_8k2m4x9q1z');
    expect(Array.isArray(attachments.data)).toBe(true);
  });

  test('links.create', async () => {
    const link = await dossier.links.create({
      documentId: 'doc_5t8r2w9q3e',
      name: 'Investors',
      requireEmailVerification: true,
    });
    expect(isId(link.data.id)).toBe(true);
    expect(link.data).not.toHaveProperty('password');
  });

  test('rooms.documents.file, rooms.folders.list', async () => {
    const filed = await dossier.rooms.documents.file('room_3x7k1m9q2d', { documentId: 'doc_5t8r2w9q3e' });
    expect(filed.data).toBeTypeOf('object');
    const folders = await dossier.rooms.folders.list('room_3x7k1m9q2d');
    expect(Array.isArray(folders.data)).toBe(true);
  });

  test('agreements.list, views.list, visitors.retrieve (URL-encoded email), visits.export (CSV)', async () => {
    const agreements = await dossier.agreements.list();
    expect(Array.isArray(agreements.data)).toBe(true);
    const views = await dossier.views.list({ includeUnopened: true });
    expect(views.data.every((v) => isId(v.id) && isId(v.shareLinkId))).toBe(true);
    const visitor = await dossier.visitors.retrieve('dana+nda@acme.example');
    expect(visitor.data.email).toContain('@');
    const csv = await dossier.visits.export({ from: '2025-11-01' });
    expect(csv).toBeInstanceOf(Response);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\n')[0]).toContain('viewId');
  });

  test('analytics.summary, questions.reply', async () => {
    const summary = await dossier.analytics.summary();
    expect(summary.data).toBeTypeOf('object');
    const reply = await dossier.questions.reply('q_1', { body: 'Yes, see the appendix.' });
    expect(reply.data).toBeTypeOf('object');
  });

  test('requests.create, requests.assignees.add', async () => {
    const req = await dossier.requests.create({ title: 'Q3 board pack', items: [{ name: 'Management accounts' }] });
    expect(isId(req.data.id)).toBe(true);
    const added = await dossier.requests.assignees.add(req.data.id, {
      assignees: [{ email: 'cfo@portfolio.example' }],
    });
    expect(added.data).toBeTypeOf('object');
  });

  test('hooks.create, hooks.deliveries', async () => {
    const hook = await dossier.hooks.create({
      url: 'https://example.com/dossier/webhooks',
      events: ['envelope.completed'],
    });
    expect(isId(hook.data.id)).toBe(true);
    expect(typeof hook.data.secret).toBe('string'); // the secret is shown once, on create
    const deliveries = await dossier.hooks.deliveries(hook.data.id);
    expect(Array.isArray(deliveries.data)).toBe(true);
  });

  test('audit.list, audit.types', async () => {
    const audit = await dossier.audit.list({ family: 'signing' });
    expect(Array.isArray(audit.data)).toBe(true);
    const types = await dossier.audit.types();
    expect(types.data).toBeTypeOf('object');
  });

  test('documents.fields.list / replace, rooms.groups.create / retrieve (extensions)', async () => {
    const fields = await dossier.documents.fields.replace('doc_7f3k2m9x1q', {
      fields: [{ recipientId: 'rcp_4m8q2x7k1d', type: 'signature', page: 1, x: 72, y: 640, width: 180, height: 36 }],
    });
    expect(fields.data.every((f) => isId(f.id) && f.page >= 1)).toBe(true);
    expect((await dossier.documents.fields.list('doc_7f3k2m9x1q')).data.length).toBeGreaterThan(0);
    const group = await dossier.rooms.groups.create('room_3x7k1m9q2d', {
      name: 'Acme Ventures',
      members: ['@acme.example'],
    });
    expect(isId(group.data.id)).toBe(true);
    expect((await dossier.rooms.groups.retrieve('room_3x7k1m9q2d', group.data.id)).data.members.length).toBeGreaterThan(
      0,
    );
  });

  test('signing.* with no API key at all: session, access code, consent, attachment, document, sign, decline', async () => {
    vi.stubEnv('DOSSIER_API_KEY', undefined);
    try {
      const signer = new Dossier({ baseUrl: prism.baseUrl, maxRetries: 0 });
      const token = 'Jk3m9QxP2vL7wR4tY8uZ1aB5cD6eF0gH2iJ3kL4mN5o';
      const session = await signer.signing.retrieve(token);
      expect(Array.isArray(session.data.pending)).toBe(true);
      expect(session.data).not.toHaveProperty('token');
      expect((await signer.signing.submitAccessCode(token, { code: 'BLUE-HERON-42' })).data.recipient.email).toContain(
        '@',
      );
      expect(
        (await signer.signing.acceptConsent(token, { accepted: true })).data.disclosure.text.length,
      ).toBeGreaterThan(0);
      await expect(signer.signing.withdrawConsent(token)).resolves.toBeUndefined();
      const attachment = await signer.signing.uploadAttachment(token, new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), {
        fieldId: 'fld_3p8s1d6f2g',
        filename: 'passport.pdf',
      });
      expect(isId(attachment.data.id)).toBe(true);
      const pdf = await signer.signing.downloadDocument(token);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      await pdf.arrayBuffer();
      const signed = await signer.signing.sign(token, {
        values: { fld_5y8u1i3o6p: true },
        signature: { type: 'typed', text: 'Ada Lovelace' },
      });
      expect(['sent', 'completed', 'declined']).toContain(signed.data.envelope.status);
      expect((await signer.signing.decline(token, { reason: 'Wrong terms.' })).data.recipient.status).toBeTypeOf(
        'string',
      );
    } finally {
      vi.unstubAllEnvs();
    }
  });

  test('viewer.*: start answers the credential; the mock refuses a call without the visit token', async () => {
    const reader = new Dossier({ baseUrl: prism.baseUrl, maxRetries: 0 });
    const { data: visit } = await reader.viewer.start('q7Xk2mPz', { email: 'dana@acmeventures.example' });
    expect(isId(visit.visitId) && isId(visit.token)).toBe(true);
    const state = await reader.viewer.submitGates(visit, { code: '482913' });
    expect(Array.isArray(state.data.pending)).toBe(true);
    const content = await reader.viewer.content(visit);
    expect(['document', 'room']).toContain(content.data.kind);
    await expect(
      reader.viewer.heartbeat(visit, { documentId: 'doc_5t8r2w9q3e', sections: [{ index: 0, visibleMs: 1500 }] }),
    ).resolves.toBeUndefined();
    const doc = await reader.viewer.documents.retrieve(visit, 'doc_8k2m4x9q1z');
    expect(Array.isArray(doc.data.sections)).toBe(true);
    const copy = await reader.viewer.download(visit, { documentId: 'doc_5t8r2w9q3e' });
    expect(copy.status).toBe(200);
    await copy.arrayBuffer();
    const zip = await reader.viewer.bulkDownload.download(visit, { code: '551903' });
    expect(zip.headers.get('content-type')).toContain('application/zip');
    await zip.arrayBuffer();
    const thread = await reader.viewer.questions.ask(visit, { body: 'Does revenue include deferred revenue?' });
    expect(thread.data.messages.length).toBeGreaterThan(0);
    expect(Array.isArray((await reader.viewer.questions.list(visit)).data)).toBe(true);
    expect(
      (await reader.viewer.askAssistant(visit, { question: 'What is the liquidation preference?' })).data.found,
    ).toBeTypeOf('boolean');
    expect((await reader.viewer.submitFeedback(visit, { reaction: 'like' })).data.reaction).toBeTypeOf('string');

    const err = await reader.viewer.content({ visitId: visit.visitId, token: undefined as unknown as string }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AuthenticationError);
  });

  test('uploads.*: the open page and an assignee page, and a multipart upload', async () => {
    const uploader = new Dossier({ baseUrl: prism.baseUrl, maxRetries: 0 });
    const open = await uploader.uploads.retrieve('q3-board-pack-7fk2');
    expect(open.data.items.length).toBeGreaterThan(0);
    const mine = await uploader.uploads.retrieve('q3-board-pack-7fk2', { requestToken: 'rT0k3n' });
    expect(mine.data.maxBytes).toBe(26214400);
    const receipt = await uploader.uploads.create('q3-board-pack-7fk2', new TextEncoder().encode('%PDF-1.7\n%%EOF\n'), {
      filename: 'accounts.pdf',
      itemId: 'item_8k3n1x6v2m',
      email: 'priya@portfolio.example',
    });
    expect(receipt.data.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('every list walks to the end with `for await` (examples have nextCursor null)', async () => {
    const lists = [
      () => dossier.documents.list(),
      () => dossier.templates.list(),
      () => dossier.envelopes.list(),
      () => dossier.links.list(),
      () => dossier.rooms.list(),
      () => dossier.views.list(),
      () => dossier.visitors.list(),
      () => dossier.hooks.deliveries('hk_1'),
      () => dossier.audit.list(),
    ];
    let total = 0;
    for (const list of lists) {
      const first = await list();
      expect(first.nextCursor).toBeNull();
      let n = 0;
      for await (const item of list()) {
        expect(item).toBeTypeOf('object');
        if (++n > 1000) throw new Error('pagination does not terminate');
      }
      expect(n).toBe(first.data.length);
      total += n;
    }
    expect(total).toBeGreaterThan(0);
  });
});

describe('errors from the mock', () => {
  test('no key → 401 → AuthenticationError', async () => {
    vi.stubEnv('DOSSIER_API_KEY', undefined);
    try {
      const anonymous = new Dossier({ baseUrl: prism.baseUrl, maxRetries: 0 });
      const err = await anonymous.documents.list().then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AuthenticationError);
      expect((err as AuthenticationError).status).toBe(401);
      expect((err as AuthenticationError).code).toBe('unauthorized');
      // …while the OpenAPI document needs no key.
      expect(await anonymous.openapi.retrieve()).toBeTypeOf('object');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  // Prism alone answers a request against the contract with the operation's first 422 example ("plan document
  // ceiling reached"); the mock answers what the server would, and the SDK shows Prism's findings.
  test("a body that fails validation is 400 validation_failed naming the fields, with Prism's violations", async () => {
    const err = await dossier.hooks.create({ url: 'not a url' } as never).then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(BadRequestError);
    const e = err as BadRequestError;
    expect(e.code).toBe('validation_failed');
    expect(e.details).toEqual({ fields: [{ field: 'body.url', message: 'must match pattern "^https://"' }] });
    expect(e.message).toBe('400 body.url must match pattern "^https://"');
    // Prism's findings as it gave them (the field named once in details, as the server does).
    expect(new Set(e.violations?.map((v) => v.location.join('.')))).toEqual(new Set(['request.body.url']));
    expect(e.violations?.map((v) => v.message)).toContain('Request body property url must match pattern "^https://"');
    expect(e.requestId).toMatch(/^req_[A-Za-z0-9]{22}$/);
    expect(e.headers.get('x-request-id')).toBe(e.requestId);
    // A failure asked for by its code and example is that one, not the first of its status.
    const asked = await rejection(
      dossier.documents.create(
        { title: 'NDA', markdown: '# NDA' },
        { headers: { prefer: 'code=422, example=plan_limit' } },
      ),
    );
    expect(asked).toBeInstanceOf(UnprocessableEntityError);
    expect([asked.code, asked.violations]).toEqual(['plan_limit', undefined]);
  });
});

describe('the facade covers the contract', () => {
  type Engine = '_call' | '_list' | '_download' | '_upload';
  interface FacadeMethod {
    sdk: string;
    operationId: string;
    engine: Engine;
  }

  /** Walks the resource tree of a Dossier, calling every method against a recording stand-in for the engine. */
  function facadeMethods(): FacadeMethod[] {
    const d = new Dossier({ apiKey: 'dsk_test', baseUrl: 'http://unused.invalid' });
    const core = (d as unknown as { _client: Record<Engine, unknown> })._client;
    let last: { operationId: string; engine: Engine } | undefined;
    for (const engine of ['_call', '_list', '_download', '_upload'] as const) {
      core[engine] = (operationId: string) => {
        last = { operationId, engine };
        return engine === '_list' ? new PagePromise(async () => ({ data: [], nextCursor: null })) : Promise.resolve();
      };
    }
    const found: FacadeMethod[] = [];
    const walk = (node: APIResource, prefix: string[]) => {
      for (const [key, child] of Object.entries(node)) {
        if (child instanceof APIResource) walk(child, [...prefix, key]);
      }
      for (
        let proto = Object.getPrototypeOf(node);
        proto && proto !== APIResource.prototype;
        proto = Object.getPrototypeOf(proto)
      ) {
        if (proto === Dossier.prototype) continue; // the client's own methods (request) are not generated
        for (const name of Object.getOwnPropertyNames(proto)) {
          const fn = (node as unknown as Record<string, unknown>)[name];
          if (name === 'constructor' || typeof fn !== 'function') continue;
          // Hand-written over a generated method (events.stream reads events.open): not an operation of its own.
          if (prefix.join('.') === 'events' && name === 'stream') continue;
          last = undefined;
          void (fn as (...a: unknown[]) => unknown).apply(node, Array(fn.length).fill('x'));
          if (!last) throw new Error(`${[...prefix, name].join('.')} reached no operation`);
          found.push({ sdk: [...prefix, name].join('.'), ...(last as { operationId: string; engine: Engine }) });
        }
      }
    };
    walk(d, []);
    return found;
  }

  const methods = facadeMethods();
  const byOp = new Map<string, FacadeMethod[]>();
  for (const m of methods) byOp.set(m.operationId, [...(byOp.get(m.operationId) ?? []), m]);

  test('the facade has every namespace of the spec', () => {
    const namespaces = new Set(specOps.map((o) => o['x-sdk'].split('.').slice(0, -1).join('.')));
    const facadeNamespaces = new Set(methods.map((m) => m.sdk.split('.').slice(0, -1).join('.')));
    expect([...facadeNamespaces].sort()).toEqual([...namespaces].sort());
  });

  test('every facade method calls a generated operation that is in the spec', () => {
    const ids = new Set(specOps.map((o) => o.operationId));
    for (const m of methods) {
      expect(ids.has(m.operationId), `${m.sdk} → ${m.operationId}`).toBe(true);
      expect(typeof (operations as Record<string, unknown>)[m.operationId], m.operationId).toBe('function');
    }
  });

  test.each(specOps.map((o) => [o.operationId, o] as const))(
    '%s is reachable by exactly one facade method',
    (id, op) => {
      const reaching = byOp.get(id) ?? [];
      // A `…File` twin is the same call answered as a file, for operations that answer JSON or a file by `format`.
      const primary = reaching.filter((m) => !reaching.some((o) => `${o.sdk}File` === m.sdk));
      expect(primary.map((m) => m.sdk)).toEqual([op['x-sdk']]);

      const ok = Object.entries(op.responses).filter(([s]) => s.startsWith('2'));
      const types = ok.flatMap(([, r]) => Object.keys(r.content ?? {}));
      const json = ok.map(([, r]) => r.content?.['application/json']?.schema).find(Boolean);
      const mixed = types.includes('application/json') && types.some((t) => t !== 'application/json');
      const twins = reaching.filter((m) => !primary.includes(m));
      expect(twins.map((m) => [m.sdk, m.engine])).toEqual(mixed ? [[`${op['x-sdk']}File`, '_download']] : []);

      const upload = Object.keys(op.requestBody?.content ?? {}).some((t) => t !== 'application/json');
      const expected: Engine = upload
        ? '_upload'
        : types.length && !types.includes('application/json')
          ? '_download'
          : json?.properties?.nextCursor
            ? '_list'
            : '_call';
      expect(primary[0]?.engine).toBe(expected);
    },
  );
});

describe('request ids on success (as in request-id.test.ts, here from the mock)', () => {
  test('each answer has its own id, on the data, from withResponse() and on the raw Response', async () => {
    const me = await dossier.me.retrieve();
    const list = await dossier.documents.list();
    const { requestId, response } = await dossier.folders.create({ name: 'Board' }).withResponse();
    const raw = await dossier.me.retrieve().asResponse();
    const ids = [me._requestId, list._requestId, requestId, raw.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(/^req_[A-Za-z0-9]{22}$/);
    // Each answer its own (Prism alone repeats the contract's example id on every answer).
    expect(new Set(ids).size).toBe(ids.length);
    expect(response.status).toBe(201);
    // The caller's own id is answered back, as the server does.
    const mine = await dossier.me.retrieve({ headers: { 'x-request-id': 'trace-42' } });
    expect(mine._requestId).toBe('trace-42');
  });
});
