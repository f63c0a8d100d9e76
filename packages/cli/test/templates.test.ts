// `dossier templates …` against the Prism mock of the contract, and a recording server where a test must see exactly
// what was sent (also checked against the contract's request schemas) or needs answers Prism cannot give. The
// built CLI runs inside the test process (prismIn/recIn/runInProcess, see helpers.ts) except where a case needs
// stdin, which takes a child process.
import { describe, expect, it } from 'vitest';
import { matchesResponse, usageErrors, useServers } from './helpers.js';

const TEMPLATE = {
  id: 'tpl_rec1',
  name: 'Mutual NDA template',
  description: null,
  kind: 'xdoc',
  pageCount: 2,
  recipients: [
    { id: 'trc_1', name: 'Counterparty', role: 'signer', routingOrder: 1 },
    { id: 'trc_2', name: 'Legal', role: 'viewer', routingOrder: 2 },
  ],
  useCount: 3,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T11:00:00Z',
};
const BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Terms.' }] }] };

const srv = useServers({ handler: () => ({ body: { data: TEMPLATE } }), prismHome: 'test' });
const { prismIn, recIn, urls, sentJson, conforms } = srv;

describe('templates against Prism', () => {
  it('list: slots one per line; get --content: the body as JSON; create --json matches the contract', async () => {
    const [list, content, create] = await Promise.all([
      prismIn(['templates', 'list', '--limit', '20']),
      prismIn(['templates', 'get', 'tpl_7x3m9k2q4z', '--content']),
      prismIn([
        'templates',
        'create',
        '--document',
        'doc_9f3k2m8q1z',
        '--name',
        'Mutual NDA template',
        '--description',
        'Counterparty signs first.',
        '--json',
      ]),
    ]);
    for (const r of [list, content, create]) expect(r.code, r.stderr).toBe(0);
    expect(list.stdout).toMatch(
      /│ tpl_7x3m9k2q4z\s+│ Mutual NDA template\s+│ xdoc\s+│ 3\s+│ 1\. Counterparty \(signer\)\s+│ 14\s+│ 2025-11-18T16:22:10Z\s+│/,
    );
    expect(list.stdout).toMatch(/│\s+│\s+│\s+│\s+│ 2\. Company signatory \(signer\)\s+│/);
    expect(JSON.parse(content.stdout)).toMatchObject({
      type: 'doc',
      content: expect.arrayContaining([expect.objectContaining({ type: 'heading' })]),
    });
    matchesResponse(JSON.parse(create.stdout), '/templates', 'post', '201');
  });
});

describe('templates: what is sent', () => {
  it('list --all follows nextCursor; get asks for the content only with --content', async () => {
    const pages: Record<string, unknown> = {
      '': { data: [TEMPLATE], nextCursor: 'c1' },
      c1: { data: [{ ...TEMPLATE, id: 'tpl_rec2', recipients: [] }], nextCursor: null },
    };
    srv.rec.handler = (r) =>
      r.path.endsWith('/templates')
        ? { body: pages[r.query.get('cursor') ?? '']! }
        : { body: { data: { ...TEMPLATE, content: BODY } } };
    const list = await recIn(['templates', 'list', '--limit', '1', '--all', '--json']);
    const fields = await recIn(['templates', 'get', 'tpl_rec1']);
    const content = await recIn(['templates', 'get', 'tpl_rec1', '--content']);
    for (const r of [list, fields, content]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'GET /api/v1/templates?limit=1',
      'GET /api/v1/templates?limit=1&cursor=c1',
      'GET /api/v1/templates/tpl_rec1',
      'GET /api/v1/templates/tpl_rec1?include=content',
    ]);
    conforms(1, '/templates', 'get');
    expect(JSON.parse(list.stdout)).toEqual({
      data: [TEMPLATE, { ...TEMPLATE, id: 'tpl_rec2', recipients: [] }],
      nextCursor: null,
    });
    expect(fields.stdout).toMatch(
      /│ Recipient slots\s+│ 1\. Counterparty \(signer\)\s+│\n│\s+│ 2\. Legal \(viewer\)\s+│/,
    );
    expect(fields.stdout).toMatch(/│ Description\s+│ —\s+│/);
    expect(JSON.parse(content.stdout)).toEqual(BODY);
  });

  it('create sends { documentId, name, description }; without --name the server picks it', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: TEMPLATE } });
    const named = await recIn([
      'templates',
      'create',
      '--document',
      'doc_1',
      '--name',
      'NDA',
      '--description',
      'Two-way.',
    ]);
    const plain = await recIn(['templates', 'create', '--document', 'doc_1']);
    for (const r of [named, plain]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual(['POST /api/v1/templates', 'POST /api/v1/templates']);
    expect(sentJson(0)).toEqual({ documentId: 'doc_1', name: 'NDA', description: 'Two-way.' });
    expect(sentJson(1)).toEqual({ documentId: 'doc_1' });
    for (const i of [0, 1]) conforms(i, '/templates', 'post');
    expect(named.stdout).toMatch(/^Created template tpl_rec1 from doc_1\.\n/);
  });

  it('update sends the name and a cleared description as null; delete --yes sends DELETE', async () => {
    srv.rec.handler = (r) =>
      r.method === 'DELETE' ? { status: 204 } : { body: { data: { ...TEMPLATE, name: 'NDA (vendors)' } } };
    const update = await recIn(['templates', 'update', 'tpl_rec1', '--name', 'NDA (vendors)', '--no-description']);
    const clear = await recIn(['templates', 'update', 'tpl_rec1', '--description', '']);
    const del = await recIn(['templates', 'delete', 'tpl_rec1', '--yes', '--json']);
    for (const r of [update, clear, del]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'PATCH /api/v1/templates/tpl_rec1',
      'PATCH /api/v1/templates/tpl_rec1',
      'DELETE /api/v1/templates/tpl_rec1',
    ]);
    expect(sentJson(0)).toEqual({ name: 'NDA (vendors)', description: null });
    expect(sentJson(1)).toEqual({ description: null });
    for (const i of [0, 1]) conforms(i, '/templates/{id}', 'patch');
    expect(update.stdout).toMatch(/^Updated template tpl_rec1\.\n/);
    expect(update.stdout).toMatch(/│ Name\s+│ NDA \(vendors\)\s+│/);
    expect(JSON.parse(del.stdout)).toEqual({ id: 'tpl_rec1', deleted: true });
  });
});

describe('templates: errors and exit codes', () => {
  it('404 (a document in the trash) → 4; 400 (validation) → 5 with the fields', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? { status: 404, body: { error: 'document not found', code: 'not_found' } }
        : {
            status: 400,
            body: {
              error: 'invalid request',
              code: 'bad_request',
              details: { fields: [{ field: 'name', message: 'must not be only whitespace' }] },
            },
          };
    const [missing, invalid] = await Promise.all([
      recIn(['templates', 'create', '--document', 'doc_trashed']),
      recIn(['templates', 'update', 'tpl_rec1', '--name', ' ', '--json']),
    ]);
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([
      4,
      '',
      'Error: document not found (HTTP 404, not_found)\n',
    ]);
    expect(invalid.code).toBe(5);
    expect(JSON.parse(invalid.stderr)).toEqual({
      error: 'invalid request',
      code: 'bad_request',
      status: 400,
      details: { fields: [{ field: 'name', message: 'must not be only whitespace' }] },
    });
  });
});

describe('templates: usage errors → exit 2, nothing sent (in process)', () => {
  usageErrors([
    ['create without --document', ['templates', 'create', '--name', 'X'], 'the --document flag is required'],
    [
      'update with nothing to change',
      ['templates', 'update', 'tpl_1'],
      'Error: nothing to change\nPass at least one of --name, --description or --no-description.\n',
    ],
    [
      'update --description with --no-description',
      ['templates', 'update', 'tpl_1', '--description', 'x', '--no-description'],
      '--description and --no-description cannot be used together',
    ],
    ['list --limit 0', ['templates', 'list', '--limit', '0'], 'Expected an integer greater than or equal to 1'],
    ['get without an id', ['templates', 'get'], 'argument is required'],
    [
      'delete without --yes and no terminal',
      ['templates', 'delete', 'tpl_1'],
      'Error: refusing to delete tpl_1 without confirmation',
    ],
  ]);
});
