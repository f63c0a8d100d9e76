// `dossier envelopes …` and `dossier documents fields …` against the Prism mock of the contract, and a recording
// server where a test must see exactly what was sent (checked against the contract's request schemas) or needs
// answers Prism cannot give (a bounce, a 402, a 422 naming its rule).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchesResponse, usageErrors, useServers } from './helpers.js';

const RECIPIENT = {
  id: 'rcp_1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'signer',
  routingOrder: 1,
  status: 'sent',
  viewedAt: null,
  signedAt: null,
  declinedAt: null,
  declineReason: null,
  notifiedAt: '2026-11-25T09:30:01Z',
  deliveryFailedAt: null,
  deliveryError: null,
  authMethod: 'email',
  authenticatedAt: null,
  delegatedToEmail: null,
  delegatedFromId: null,
};
const BOUNCED = {
  ...RECIPIENT,
  id: 'rcp_2',
  name: 'Bob',
  email: 'bounce@example.com',
  deliveryFailedAt: '2026-11-25T09:30:02Z',
  deliveryError: '550 mailbox unavailable',
};
const ENVELOPE = {
  id: 'env_1',
  documentId: 'doc_1',
  title: 'Mutual NDA',
  kind: 'xdoc',
  pageCount: 2,
  subject: 'Please sign: Mutual NDA',
  message: null,
  senderName: 'Acme',
  senderEmail: 'legal@acme.example',
  status: 'sent',
  sequential: false,
  contentHash: 'a'.repeat(64),
  completionHash: null,
  expiresAt: null,
  reminderEveryDays: null,
  lastReminderAt: null,
  sentAt: '2026-11-25T09:30:00Z',
  completedAt: null,
  voidedAt: null,
  voidReason: null,
  recipients: [RECIPIENT, BOUNCED],
};
const FIELDS = [
  { id: 'fld_1', recipientId: 'rcp_1', type: 'signature', label: 'Signature', required: true, completedAt: null },
];
const PLACEMENT = {
  id: 'fld_1',
  recipientId: 'rcp_1',
  type: 'signature',
  page: 1,
  x: 72,
  y: 640,
  width: 180,
  height: 36,
  required: true,
  label: 'Signature',
};

const srv = useServers({ handler: () => ({ body: { data: ENVELOPE } }), prismHome: 'test' });
const { prismIn, recIn, urls, sentJson, conforms } = srv;

describe('envelopes against Prism', () => {
  it('list, get --signing-urls, send --json, remind, void and reassign answer as the contract says', async () => {
    const results = await Promise.all([
      prismIn(['envelopes', 'list', '--status', 'sent']),
      prismIn(['envelopes', 'get', 'env_7h2k9d4m1x', '--signing-urls']),
      prismIn(['envelopes', 'send', 'doc_2b8n5k3v9q', '--json']),
      prismIn(['envelopes', 'remind', 'env_7h2k9d4m1x']),
      prismIn(['envelopes', 'void', 'env_7h2k9d4m1x', '--reason', 'Terms changed']),
      prismIn([
        'envelopes',
        'reassign',
        'env_7h2k9d4m1x',
        'rcp_4m8q2x7k1d',
        '--name',
        'Charles',
        '--email',
        'charles@example.com',
      ]),
      prismIn(['documents', 'fields', 'get', 'doc_2b8n5k3v9q']),
    ]);
    for (const r of results) expect(r.code, r.stderr).toBe(0);
    const [list, get, send, remind, voided, reassign, fields] = results;
    expect(list.stdout).toMatch(/│ env_7h2k9d4m1x\s+│ Mutual NDA\s+│ sent\s+│ 0\/1\s+│/);
    expect(get.stdout).toMatch(/│ Status\s+│ sent \(0\/1 signed\)/);
    expect(get.stdout).toMatch(/1\. Ada Lovelace <ada@example\.com> \(signer, viewed; rcp_4m8q2x7k1d\)/);
    matchesResponse(JSON.parse(send.stdout), '/envelopes', 'post', '201');
    expect(remind.stdout).toMatch(/^Reminded 1 recipient of env_7h2k9d4m1x/);
    expect(voided.stdout).toMatch(/^Voided env_7h2k9d4m1x at .*; doc_2b8n5k3v9q is a draft again\.\n$/);
    expect(reassign.stdout).toMatch(/^Passed rcp_4m8q2x7k1d on to /);
    expect(fields.stdout).toMatch(/│ ID\s+│ Recipient\s+│ Type\s+│ Page/);
  });
});

describe('envelopes: what is sent', () => {
  it('send turns the flags into the body; a bounce is listed; get --signing-urls asks for the links and shows them', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? {
            status: 201,
            body: {
              data: { ...ENVELOPE, fields: FIELDS },
              delivery: [
                { email: 'ada@example.com', delivered: true, reason: null },
                { email: 'bounce@example.com', delivered: false, reason: '550 mailbox unavailable' },
              ],
            },
          }
        : {
            body: {
              data: {
                ...ENVELOPE,
                fields: FIELDS,
                recipients: [
                  { ...RECIPIENT, signingUrl: 'https://dossier.example/sign/sgn_x' },
                  { ...BOUNCED, status: 'signed', signingUrl: null },
                ],
              },
            },
          };
    const sent = await recIn([
      'envelopes',
      'send',
      'doc_1',
      '--sequential',
      '--expires-at',
      '2030-12-31',
      '--remind-every',
      '3',
      '--subject',
      'Sign please',
      '--message',
      'As discussed.',
    ]);
    const plain = await recIn(['envelopes', 'send', 'doc_1']);
    const got = await recIn(['envelopes', 'get', 'env_1', '--signing-urls']);
    for (const r of [sent, plain, got]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'POST /api/v1/envelopes',
      'POST /api/v1/envelopes',
      'GET /api/v1/envelopes/env_1?include=signingUrls',
    ]);
    expect(sentJson(0)).toEqual({
      documentId: 'doc_1',
      sequential: true,
      expiresAt: '2030-12-31T23:59:59.999Z',
      reminderEveryDays: 3,
      subject: 'Sign please',
      message: 'As discussed.',
    });
    expect(sentJson(1)).toEqual({ documentId: 'doc_1' });
    for (const i of [0, 1]) conforms(i, '/envelopes', 'post');
    expect(sent.stdout).toMatch(/^Sent doc_1 for signature as env_1; 2 notified, 1 bounced\.\n/);
    expect(sent.stdout).toContain('  BOUNCED    bounce@example.com (550 mailbox unavailable)');
    expect(sent.stdout).toMatch(/email bounced: 550 mailbox unavailable/);
    expect(got.stdout).toContain('https://dossier.example/sign/sgn_x');
    expect(got.stdout).toContain('(no signing link: signed, declined, passed on or ended)');
  });

  it('list --all follows nextCursor; void, remind and reassign send what the contract asks', async () => {
    const pages: Record<string, unknown> = {
      '': { data: [ENVELOPE], nextCursor: 'c1' },
      c1: { data: [{ ...ENVELOPE, id: 'env_2' }], nextCursor: null },
    };
    srv.rec.handler = (r) => {
      if (r.path.endsWith('/envelopes')) return { body: pages[r.query.get('cursor') ?? '']! };
      if (r.path.endsWith('/remind')) return { body: { data: ENVELOPE, reminded: 1 } };
      if (r.path.endsWith('/reassign'))
        return {
          body: {
            data: {
              ...ENVELOPE,
              fields: FIELDS,
              recipients: [
                ...ENVELOPE.recipients,
                { ...RECIPIENT, id: 'rcp_3', name: 'Charles', email: 'charles@example.com', delegatedFromId: 'rcp_2' },
              ],
            },
            replacementId: 'rcp_3',
          },
        };
      return {
        body: {
          data: { ...ENVELOPE, status: 'voided', voidedAt: '2026-11-25T10:00:00Z', voidReason: 'Terms changed' },
        },
      };
    };
    const list = await recIn(['envelopes', 'list', '--status', 'sent', '--limit', '1', '--all', '--json']);
    const voided = await recIn(['envelopes', 'void', 'env_1', '--reason', 'Terms changed']);
    const remind = await recIn(['envelopes', 'remind', 'env_1']);
    const reassign = await recIn([
      'envelopes',
      'reassign',
      'env_1',
      'rcp_2',
      '--name',
      'Charles',
      '--email',
      'charles@example.com',
      '--reason',
      'Bob is away',
    ]);
    for (const r of [list, voided, remind, reassign]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'GET /api/v1/envelopes?status=sent&limit=1',
      'GET /api/v1/envelopes?status=sent&limit=1&cursor=c1',
      'POST /api/v1/envelopes/env_1/void',
      'POST /api/v1/envelopes/env_1/remind',
      'POST /api/v1/envelopes/env_1/recipients/rcp_2/reassign',
    ]);
    expect(JSON.parse(list.stdout).data.map((e: { id: string }) => e.id)).toEqual(['env_1', 'env_2']);
    expect(sentJson(2)).toEqual({ reason: 'Terms changed' });
    expect(sentJson(4)).toEqual({ name: 'Charles', email: 'charles@example.com', reason: 'Bob is away' });
    conforms(4, '/envelopes/{id}/recipients/{recipientId}/reassign', 'post');
    expect(voided.stdout).toBe('Voided env_1 at 2026-11-25T10:00:00Z; doc_1 is a draft again.\n');
    expect(remind.stdout).toBe('Reminded 1 recipient of env_1: ada@example.com, bounce@example.com.\n');
    expect(reassign.stdout).toBe('Passed rcp_2 on to Charles <charles@example.com> (rcp_3, sent) on env_1.\n');
  });

  it('documents fields set sends the file (an array, or get --json output) and shows the placements', async () => {
    srv.rec.handler = (r) => ({ body: { data: r.method === 'PUT' ? [PLACEMENT] : [PLACEMENT] } });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-fields-'));
    const arrayFile = path.join(dir, 'fields.json');
    const { id: _id, ...input } = PLACEMENT;
    fs.writeFileSync(arrayFile, JSON.stringify([input]));
    const wrapped = path.join(dir, 'get.json');
    fs.writeFileSync(wrapped, JSON.stringify({ data: [PLACEMENT] }));
    const a = await recIn(['documents', 'fields', 'set', 'doc_1', arrayFile]);
    const b = await recIn(['documents', 'fields', 'set', 'doc_1', wrapped, '--json']);
    for (const r of [a, b]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual(['PUT /api/v1/documents/doc_1/fields', 'PUT /api/v1/documents/doc_1/fields']);
    expect(sentJson(0)).toEqual({ fields: [input] });
    expect(sentJson(1)).toEqual({ fields: [PLACEMENT] });
    for (const i of [0, 1]) conforms(i, '/documents/{id}/fields', 'put');
    expect(a.stdout).toMatch(/^doc_1 now has 1 field placement\.\n/);
    expect(a.stdout).toMatch(/│ fld_1\s+│ rcp_1\s+│ signature\s+│ 1\s+│ 72,640\s+│ 180×36\s+│ yes\s+│ Signature\s+│/);
    expect(JSON.parse(b.stdout)).toEqual({ data: [PLACEMENT] });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('envelopes: errors and exit codes', () => {
  it('422 not ready → 5 naming the rule; 409 → 5; 402 → 1; 403 for --signing-urls → 3; 404 → 4', async () => {
    const answers: Record<string, { status: number; body: unknown }> = {
      doc_notready: {
        status: 422,
        body: {
          error:
            'the document is not ready to send: placeholder text [AMOUNT] is left in the body at content[1] (section "Terms")',
          code: 'unprocessable',
          details: { rule: 'placeholder_text' },
        },
      },
      doc_locked: {
        status: 409,
        body: { error: 'the document is already out for signature (envelope env_1)', code: 'conflict' },
      },
      doc_broke: {
        status: 402,
        body: {
          error:
            "the free plan's 10 sends this month are used and the credit balance (0) cannot cover another; nothing was charged",
          code: 'payment_required',
        },
      },
    };
    srv.rec.handler = (r) => {
      if (r.method === 'POST') return answers[JSON.parse(r.body.toString()).documentId as string]!;
      if (r.query.get('include'))
        return { status: 403, body: { error: 'this key lacks the scope envelopes:write', code: 'insufficient_scope' } };
      return { status: 404, body: { error: 'envelope not found', code: 'not_found' } };
    };
    const [notReady, locked, broke, forbidden, missing] = await Promise.all([
      recIn(['envelopes', 'send', 'doc_notready']),
      recIn(['envelopes', 'send', 'doc_locked']),
      recIn(['envelopes', 'send', 'doc_broke']),
      recIn(['envelopes', 'get', 'env_1', '--signing-urls']),
      recIn(['envelopes', 'get', 'env_nope']),
    ]);
    expect(notReady.code).toBe(5);
    expect(notReady.stderr).toContain('placeholder text [AMOUNT] is left in the body');
    expect(locked.code).toBe(5);
    expect(broke.code).toBe(1);
    expect(broke.stderr).toContain('HTTP 402');
    expect(forbidden.code).toBe(3);
    expect(missing.code).toBe(4);
  });
});

describe('envelopes: usage errors → exit 2, nothing sent (in process)', () => {
  usageErrors([
    ['send without a document', ['envelopes', 'send'], 'a document id is required'],
    [
      'send --remind-every 31',
      ['envelopes', 'send', 'doc_1', '--remind-every', '31'],
      'Expected an integer less than or equal to 30',
    ],
    [
      'send --expires-at garbage',
      ['envelopes', 'send', 'doc_1', '--expires-at', 'soon'],
      '--expires-at "soon" is not an ISO 8601 date or time',
    ],
    ['void without --reason', ['envelopes', 'void', 'env_1'], 'the --reason flag is required'],
    [
      'reassign without --email',
      ['envelopes', 'reassign', 'env_1', 'rcp_1', '--name', 'X'],
      'the --email flag is required',
    ],
    ['list --status bogus', ['envelopes', 'list', '--status', 'bogus'], '--status "bogus" is not one of'],
    [
      'fields set with a missing file',
      ['documents', 'fields', 'set', 'doc_1', '/nonexistent/fields.json'],
      'FILE: cannot read /nonexistent/fields.json',
    ],
  ]);
});
