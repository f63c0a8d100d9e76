// A workspace's worth of resources made through the API (and the public operations a visitor or signer uses), so
// that the proof suites can fill every path parameter with something that exists: a document, a PDF, a version, a
// comment, folders, a template, an envelope out for signature (its signing token read from the outbox), a link
// and a visit, a room with a folder, a filed document and a group, an agreement, a file request with an assignee
// (its upload token from the outbox), a webhook endpoint. A step that fails (an operation not built yet) leaves
// its ids out; the suites then use ids that never existed.
import type { TestApp } from '../helpers.js';
import { makePdf } from '../signing-support.js';

type Obj = Record<string, any>;

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): Obj;
}

export interface Call {
  method: string;
  url: string;
  key?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  json?: unknown;
}

export async function send(t: TestApp, c: Call): Promise<Reply> {
  const headers: Record<string, string> = { ...(c.headers ?? {}) };
  if (c.key) headers.authorization = `Bearer ${c.key}`;
  let payload = c.payload;
  if (c.json !== undefined) {
    payload = JSON.stringify(c.json);
    headers['content-type'] ??= 'application/json';
  }
  // The event stream (text/event-stream) stays open until its client leaves: this client leaves after a moment,
  // and reads what was sent by then.
  const streaming = c.method === 'GET' && /\/events\/stream(\?|$)/.test(c.url);
  const res = await t.app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers,
    payload,
    ...(streaming ? { signal: AbortSignal.timeout(200) } : {}),
  });
  return { status: res.statusCode, headers: res.headers, body: res.body, json: () => JSON.parse(res.body) };
}

/** A multipart/form-data body of a file and plain fields. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
): { payload: Buffer; type: string } {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** Named ids of the made resources, and the capability tokens. */
export interface World {
  /** `documents`, `envelopes`, … by collection; `versionId`, `commentId` … by path parameter name. */
  ids: Record<string, string>;
  signingToken?: string;
  uploadToken?: string;
  visitToken?: string;
  pdf: Buffer;
  /** What failed to be made, for the record. */
  missing: string[];
}

/** The latest capability of this kind mailed to `to` (from the outbox table). */
async function mailedToken(t: TestApp, to: string, prefix: string): Promise<string | undefined> {
  const rows = await t.db.kysely
    .selectFrom('mail_messages')
    .select(['text_body', 'created_at'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .execute();
  for (const r of rows) {
    const m = new RegExp(`${prefix}[A-Za-z0-9_-]{43}`).exec(r.text_body);
    if (m) return m[0];
  }
  return undefined;
}

export interface WorldOptions {
  /** Sends the world's requests another way than `app.inject` (the contract suite: through Prism). */
  via?: (c: Call) => Promise<Reply>;
  /** The PDF uploaded (default: a 2-page one from pdf-lib). */
  pdf?: Buffer;
}

export async function buildWorld(t: TestApp, key: string, tag: string, opts: WorldOptions = {}): Promise<World> {
  const via = opts.via ?? ((c: Call) => send(t, c));
  const ids: Record<string, string> = {};
  const missing: string[] = [];
  const pdf = opts.pdf ?? (await makePdf(2));
  const w: World = { ids, pdf, missing };
  const step = async (name: string, c: Call, take: (d: Obj) => void) => {
    const r = await via({ key, ...c });
    if (r.status >= 200 && r.status < 300) {
      try {
        take(r.json().data ?? r.json());
        return;
      } catch (e) {
        missing.push(`${name}: ${(e as Error).message}`);
        return;
      }
    }
    missing.push(`${name}: ${r.status} ${r.body.slice(0, 160)}`);
  };
  const signer = `signer-${tag}@proof.test`;
  const assignee = `assignee-${tag}@proof.test`;

  await step(
    'document',
    {
      method: 'POST',
      url: '/api/v1/documents',
      json: { title: `Proof ${tag}`, markdown: '# Proof\n\nA paragraph.\n\n## Two\n\nAnother.' },
    },
    (d) => {
      ids.documents = d.id;
    },
  );
  const up = multipart({ title: `Proof PDF ${tag}` }, { name: 'proof.pdf', type: 'application/pdf', bytes: pdf });
  await step(
    'pdf',
    { method: 'POST', url: '/api/v1/documents/upload', payload: up.payload, headers: { 'content-type': up.type } },
    (d) => {
      ids.pdfDocument = d.id;
    },
  );
  const doc = ids.documents;
  if (doc) {
    await step('version', { method: 'POST', url: `/api/v1/documents/${doc}/versions`, json: { label: 'v1' } }, (d) => {
      ids.versionId = d.id;
    });
    await step(
      'comment',
      { method: 'POST', url: `/api/v1/documents/${doc}/comments`, json: { body: 'A comment' } },
      (d) => {
        ids.commentId = d.id;
      },
    );
    await step(
      'template',
      { method: 'POST', url: '/api/v1/templates', json: { documentId: doc, name: `Template ${tag}` } },
      (d) => {
        ids.templates = d.id;
      },
    );
    // A bulk send from that template (no slots: a row is its envelope options alone).
    if (ids.templates) {
      await step(
        'batch',
        { method: 'POST', url: `/api/v1/batches?templateId=${ids.templates}`, json: { rows: [{ subject: 'Proof' }] } },
        (d) => {
          ids.batches = d.id;
        },
      );
    }
  }
  await step('folder', { method: 'POST', url: '/api/v1/folders', json: { name: `Folder ${tag}` } }, (d) => {
    ids.folders = d.id;
  });

  // An envelope: a document with a signer, sent; the token comes from the outbox like a signer's mail.
  await step(
    'signed document',
    {
      method: 'POST',
      url: '/api/v1/documents',
      json: {
        title: `To sign ${tag}`,
        markdown: '# Agreement\n\nWe agree.',
        recipients: [{ name: 'Sam Signer', email: signer, role: 'signer' }],
      },
    },
    (d) => {
      ids.signedDocument = d.id;
      ids.signerRecipient = d.recipients[0].id;
    },
  );
  if (ids.signedDocument) {
    await step(
      'signature block',
      {
        method: 'POST',
        url: `/api/v1/documents/${ids.signedDocument}/signature-blocks`,
        json: { recipientId: ids.signerRecipient },
      },
      () => {},
    );
    await step(
      'envelope',
      { method: 'POST', url: '/api/v1/envelopes', json: { documentId: ids.signedDocument, subject: 'Please sign' } },
      (d) => {
        ids.envelopes = d.id;
        ids.recipientId = d.recipients[0].id;
      },
    );
    w.signingToken = await mailedToken(t, signer, 'sgn_');
    if (!w.signingToken) missing.push('signing token: not found in the outbox');
    // The signer's field, as the signing session shows it after consent (the signing operations name fields by id).
    else {
      await step(
        'signing consent',
        {
          key: undefined,
          method: 'POST',
          url: `/api/v1/public/signing/${w.signingToken}/consent`,
          json: { accepted: true, disclosureVersion: '2025-01' },
        },
        () => {},
      );
      await step(
        'signing field',
        { key: undefined, method: 'GET', url: `/api/v1/public/signing/${w.signingToken}` },
        (d) => {
          ids.fieldId = d.fields[0].id;
        },
      );
    }
  }

  // A document ready to send (a signer with a signature block), left unsent for sendEnvelope's valid request.
  await step(
    'ready document',
    {
      method: 'POST',
      url: '/api/v1/documents',
      json: {
        title: `Ready ${tag}`,
        markdown: '# Ready\n\nTo send.',
        recipients: [{ name: 'Rae Ready', email: `ready-${tag}@proof.test`, role: 'signer' }],
      },
    },
    (d) => {
      ids.readyDocument = d.id;
      ids.readyRecipient = d.recipients[0].id;
    },
  );
  if (ids.readyDocument)
    await step(
      'ready block',
      {
        method: 'POST',
        url: `/api/v1/documents/${ids.readyDocument}/signature-blocks`,
        json: { recipientId: ids.readyRecipient },
      },
      () => {},
    );

  await step(
    'agreement',
    {
      method: 'POST',
      url: '/api/v1/agreements',
      json: { name: `NDA ${tag}`, body: 'Keep the contents of this document confidential.' },
    },
    (d) => {
      ids.agreements = d.id;
    },
  );
  await step('room', { method: 'POST', url: '/api/v1/rooms', json: { name: `Room ${tag}` } }, (d) => {
    ids.rooms = d.id;
  });
  if (ids.rooms) {
    const room = ids.rooms;
    await step(
      'room folder',
      { method: 'POST', url: `/api/v1/rooms/${room}/folders`, json: { name: 'Financials' } },
      (d) => {
        ids.roomFolderId = d.id;
      },
    );
    if (ids.pdfDocument) {
      await step(
        'room document',
        { method: 'POST', url: `/api/v1/rooms/${room}/documents`, json: { documentId: ids.pdfDocument } },
        () => {
          ids.roomDocumentId = ids.pdfDocument;
        },
      );
    }
    await step(
      'room group',
      { method: 'POST', url: `/api/v1/rooms/${room}/groups`, json: { name: `Group ${tag}`, members: ['@proof.test'] } },
      (d) => {
        ids.groupId = d.id;
      },
    );
  }
  if (doc) {
    await step(
      'link',
      { method: 'POST', url: '/api/v1/links', json: { documentId: doc, name: `Link ${tag}` } },
      (d) => {
        ids.links = d.id;
        ids.linkSlug = d.slug;
      },
    );
  }
  await step(
    'request',
    {
      method: 'POST',
      url: '/api/v1/requests',
      json: { title: `Request ${tag}`, items: [{ name: 'Accounts' }], assignees: [{ email: assignee, name: 'Ann' }] },
    },
    (d) => {
      ids.requests = d.id;
      ids.requestSlug = d.slug;
      ids.assigneeId = d.assignees[0].id;
      ids.itemId = d.items?.[0]?.id;
    },
  );
  if (ids.requests) {
    w.uploadToken = await mailedToken(t, assignee, 'upl_');
    if (!w.uploadToken) missing.push('upload token: not found in the outbox');
  }
  await step(
    'hook',
    { method: 'POST', url: '/api/v1/hooks', json: { url: `https://127.0.0.1:9/${tag}`, events: ['ping'] } },
    (d) => {
      ids.hooks = d.id;
    },
  );

  // A visit to the link, as a viewer starts one (public); then a question in it.
  if (ids.linkSlug) {
    await step(
      'visit',
      {
        key: undefined,
        method: 'POST',
        url: `/api/v1/public/links/${ids.linkSlug}/visits`,
        json: { email: `viewer-${tag}@proof.test` },
      },
      (d) => {
        ids.visitId = d.visitId;
        ids.views = d.visitId;
        ids.email = `viewer-${tag}@proof.test`;
        w.visitToken = d.token;
      },
    );
  }
  if (ids.visitId && w.visitToken) {
    await step(
      'question',
      {
        key: undefined,
        method: 'POST',
        url: `/api/v1/public/visits/${ids.visitId}/questions`,
        headers: { 'x-visit-token': w.visitToken },
        json: { body: 'Is this current?', documentId: doc },
      },
      (d) => {
        ids.threadId = d.id;
        ids.questions = d.id;
      },
    );
  }
  return w;
}

/** The value of one path parameter of an operation from the world, or undefined when the world has none. */
export function worldParam(w: World, path: string, name: string): string | undefined {
  const ids = w.ids;
  switch (name) {
    case 'id': {
      const collection = path.split('/')[1];
      // The file and field placements are an uploaded PDF's; a signature block needs a document with a signer.
      if (/^\/documents\/\{id\}\/(file|fields)$/.test(path)) return ids.pdfDocument;
      if (path.endsWith('/signature-blocks')) return ids.readyDocument;
      if (collection === 'analytics') return ids.documents;
      return ids[collection];
    }
    case 'documentId':
      return path.startsWith('/rooms') ? ids.roomDocumentId : ids.documents;
    case 'folderId':
      return ids.roomFolderId;
    case 'email':
      return ids.email ?? 'nobody@proof.test';
    case 'token':
      return w.signingToken;
    case 'slug':
      return path.startsWith('/public/requests') ? ids.requestSlug : ids.linkSlug;
    default:
      return ids[name];
  }
}

/** The credential headers a public operation takes (the world's tokens). */
export function worldHeaders(w: World, scheme: string | undefined): Record<string, string> {
  if (scheme === 'visitToken' && w.visitToken) return { 'x-visit-token': w.visitToken };
  if (scheme === 'requestToken' && w.uploadToken) return { 'x-request-token': w.uploadToken };
  return {};
}
