// What the viewer's tests share: an app, the owner's keyed calls, the visitor's public calls (token in the
// header), and makers for documents, rooms, links and visits.
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeApp, otherWorkspace, type Client, type TestApp } from '../../test/helpers.js';

export interface Kit {
  t: TestApp;
  otherKey: string;
  /** The owner's keyed calls: the app's shared test client. */
  api: Client;
  pub(
    method: string,
    url: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function makeKit(env: Record<string, string> = {}): Promise<Kit> {
  const t = await makeApp(
    {
      RATE_LIMIT_PER_MINUTE: '1000000',
      LINK_ORIGIN: 'https://share.example.test',
      PUBLIC_URL: 'https://api.example.test',
      WEBHOOK_ALLOWED_NETWORKS: '127.0.0.0/8',
      ...env,
    },
    { startJobs: false },
  );
  const otherKey = await otherWorkspace(t);
  const pub: Kit['pub'] = (method, url, body, token, headers = {}) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1/public${url}`,
      headers: { ...(token ? { 'x-visit-token': token } : {}), ...headers },
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  return { t, otherKey, api: t.api, pub };
}

export async function mdDoc(k: Kit, title: string, markdown: string, key = k.t.key): Promise<string> {
  const res = await k.api('POST', '/documents', { title, markdown }, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

export async function pdfBytes(pages: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) pdf.addPage([300, 300]).drawText(text, { x: 20, y: 200, size: 12, font });
  return Buffer.from(await pdf.save());
}

export async function pdfDoc(k: Kit, name: string, pages: string[], key = k.t.key): Promise<string> {
  const res = await k.api('POST', '/documents/upload', await pdfBytes(pages), {
    key,
    headers: { 'content-type': 'application/pdf', 'x-filename': encodeURIComponent(`${name}.pdf`) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

export async function makeLink(k: Kit, body: Record<string, unknown>, key = k.t.key) {
  const res = await k.api('POST', '/links', body, key);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; slug: string; [k: string]: unknown };
}

export async function patchLink(k: Kit, id: string, body: Record<string, unknown>) {
  const res = await k.api('PATCH', `/links/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export interface Started {
  status: number;
  body: any;
  visitId: string;
  token: string;
}

export async function start(
  k: Kit,
  slug: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Started> {
  const res = await k.pub('POST', `/links/${slug}/visits`, body, undefined, headers);
  const json = res.json();
  return { status: res.statusCode, body: json, visitId: json.data?.visitId, token: json.data?.token };
}

export const gates = (k: Kit, v: Pick<Started, 'visitId' | 'token'>, body: Record<string, unknown>) =>
  k.pub('POST', `/visits/${v.visitId}/gates`, body, v.token);
export const content = (k: Kit, v: Pick<Started, 'visitId' | 'token'>) =>
  k.pub('GET', `/visits/${v.visitId}/content`, undefined, v.token);

/** The latest mail to an address (its text), from the outbox table. */
export async function lastMail(
  k: Kit,
  to: string,
): Promise<{ subject: string; text: string; kind: string } | undefined> {
  const rows = await k.t.db.kysely
    .selectFrom('mail_messages')
    .select(['subject', 'text_body', 'kind'])
    .where('to_address', '=', to)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows[0] && { subject: rows[0].subject, text: rows[0].text_body, kind: rows[0].kind };
}

export async function mailCount(k: Kit, to: string, kind?: string): Promise<number> {
  let q = k.t.db.kysely
    .selectFrom('mail_messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to);
  if (kind) q = q.where('kind', '=', kind);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** The code in the latest verification mail to an address. */
export async function codeFor(k: Kit, to: string): Promise<string> {
  const m = await lastMail(k, to);
  const code = m?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code mailed to ${to}`).toBeTruthy();
  return code!;
}

export const uniqueEmail = (name: string, domain = 'example.test') =>
  `${name}-${randomBytes(3).toString('hex')}@${domain}`;

export function expectError(res: { statusCode: number; body: string }, status: number, code?: string) {
  expect(res.statusCode, res.body).toBe(status);
  if (code) expect(JSON.parse(res.body).code, res.body).toBe(code);
}
