// `dossier documents …` and `dossier documents versions …`: against the Prism mock of the contract (Prism checks
// each request against the spec and answers 422 when it breaks it, so exit 0 means the request conformed), and
// against a recording server where a test must see exactly what was sent (also checked against the contract's
// request schemas) or needs answers Prism cannot give. Most cases run the built CLI inside the test process
// (prismIn/recIn/runInProcess, see helpers.ts) to keep the suite fast; stdin, the terminal prompt and a few
// end-to-end runs of bin/run.js use child processes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dispositionFilename } from '../src/shared/download.js';
import { UsageError } from '../src/base/errors.js';
import { recipient } from '../src/shared/validate.js';
import {
  answerBothWays,
  CLOSED,
  matchesResponse,
  runCli,
  runInProcess,
  tempHome,
  TEST_KEY as KEY,
  usageErrors,
  useServers,
  type Recorded,
  type Reply,
} from './helpers.js';

const DOC = {
  id: 'doc_rec1',
  title: 'Mutual NDA',
  kind: 'xdoc',
  status: 'draft',
  pageCount: 2,
  activeEnvelopeId: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T11:00:00Z',
  folderId: null,
  inLibrary: false,
  deletedAt: null,
  recipients: [
    {
      id: 'rcp_1',
      name: 'Dana Whitfield',
      email: 'dana@globex.example',
      role: 'signer',
      routingOrder: 1,
      color: '#2F6FEB',
      hasAccessCode: false,
    },
  ],
  sections: [],
  source: null,
};
const PDF_DOC = {
  ...DOC,
  id: 'doc_pdf1',
  title: 'Term sheet',
  kind: 'pdf',
  recipients: [],
  source: { filename: 'term sheet é.pdf', contentType: 'application/pdf', byteSize: 2048, hasTextLayer: false },
};
const VERSION = {
  id: 'ver_1',
  documentId: 'doc_rec1',
  title: 'Mutual NDA',
  kind: 'xdoc',
  pageCount: 2,
  label: 'Before legal review',
  automatic: false,
  createdBy: 'CI key',
  createdAt: '2026-11-21T12:00:00Z',
};
const BODY = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello.' }] }] };
/** Bytes that are not valid UTF-8, so any text round trip would change them. */
const BINARY = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0xfe, 0x80, 0x0a, 0xc3, 0x28]);

const srv = useServers({ handler: () => ({ status: 200, body: { data: DOC, warnings: [] } }), prismHome: 'test' });
const { prismCli, recCli, prismIn, recIn, url, sentJson, conforms } = srv;
const req = (i = 0): Recorded => srv.rec.requests[i]!;
const write = (name: string, content: string | Buffer) => {
  const file = path.join(srv.home, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('documents against Prism', () => {
  it('list with every filter: a table of the example documents; --all --json matches the contract', async () => {
    const [table, json] = await Promise.all([
      prismCli([
        'documents',
        'list',
        '--q',
        'nda',
        '--status',
        'draft',
        '--kind',
        'xdoc',
        '--folder',
        'fld_1',
        '--in-library',
        '--no-trashed',
        '--limit',
        '10',
      ]),
      prismIn(['documents', 'list', '--all', '--json']),
    ]);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/│ ID\s+│ Title\s+│ Kind\s+│ Status\s+│ Envelope\s+│ Pages\s+│ Updated\s+│/);
    expect(table.stdout).toMatch(
      /│ doc_4q8z1x6m2k\s+│ Series A term sheet\s+│ pdf\s+│ draft\s+│ completed\s+│ 12\s+│ 2025-11-19T11:45:21Z\s+│/,
    );
    expect(json.code, json.stderr).toBe(0);
    matchesResponse(JSON.parse(json.stdout), '/documents', 'get', '200');
  });

  it('get: the fields; --content: the body as JSON; --format md: the Markdown export', async () => {
    const [fields, content, md] = await Promise.all([
      prismIn(['documents', 'get', 'doc_7f3k2m9x1q']),
      prismIn(['documents', 'get', 'doc_7f3k2m9x1q', '--content']),
      prismIn(['documents', 'get', 'doc_7f3k2m9x1q', '--format', 'md']),
    ]);
    expect(fields.code, fields.stderr).toBe(0);
    expect(fields.stdout).toMatch(/│ Folder\s+│ fol_1k7x3m9q2z\s+│/);
    expect(fields.stdout).toMatch(
      /│ Recipients\s+│ 1\. Dana Whitfield <dana@globex\.example> \(signer, access code; rcp_2m8x4k1q9z\)\s+│/,
    );
    expect(content.code, content.stderr).toBe(0);
    expect(JSON.parse(content.stdout)).toMatchObject({
      type: 'doc',
      content: [{ type: 'heading' }, { type: 'paragraph' }, { type: 'signatureField' }],
    });
    expect(md.code, md.stderr).toBe(0);
    expect(md.stdout).toBe('string\n'); // Prism's stand-in for a text/markdown body
  });

  it('create, upload, export to a file and versions list are accepted by the contract', async () => {
    const md = write('nda.md', '# NDA\n\nBetween **Acme** and **Globex**.\n');
    const pdf = write('contract.pdf', BINARY);
    const [create, upload, exp, versions] = await Promise.all([
      prismIn([
        'documents',
        'create',
        '--title',
        'NDA',
        '--markdown',
        md,
        '--recipient',
        'Dana Whitfield <dana@globex.example>:signer:1',
        '--folder',
        'fld_1',
        '--json',
      ]),
      prismIn(['documents', 'upload', pdf, '--title', 'Contract']),
      prismIn(['documents', 'export', 'doc_7f3k2m9x1q', '-o', path.join(srv.home, 'nda.pdf')]),
      prismIn(['documents', 'versions', 'list', 'doc_7f3k2m9x1q', '--limit', '5']),
    ]);
    for (const r of [create, upload, exp, versions]) expect(r.code, r.stderr).toBe(0);
    matchesResponse(JSON.parse(create.stdout), '/documents', 'post', '201');
    expect(upload.stdout).toMatch(/^Uploaded term-sheet\.pdf as document doc_4q8z1x6m2k\.\n/);
    expect(exp.stdout).toBe('');
    expect(exp.stderr).toBe(`Wrote 6 B (pdf) to ${path.join(srv.home, 'nda.pdf')}\n`);
    expect(fs.readFileSync(path.join(srv.home, 'nda.pdf'), 'utf8')).toBe('string');
    expect(versions.stdout).toMatch(
      /│ ver_8m2x4k9q1z\s+│ Sent to Globex for review\s+│ no\s+│ xdoc\s+│ 3\s+│ Production integration key\s+│ 2025-11-20T15:58:02Z\s+│/,
    );
    expect(versions.stdout).toMatch(/│ ver_3x9k2m7q1z\s+│ —\s+│ yes\s+│/);
  });
});

describe('documents: what is sent', () => {
  it('list maps every flag to its query parameter; --all follows nextCursor with the filters on every page', async () => {
    const pages: Record<string, unknown> = {
      '': { data: [DOC], nextCursor: 'c1' },
      c1: { data: [PDF_DOC], nextCursor: null },
    };
    srv.rec.handler = (r) => ({ body: pages[r.query.get('cursor') ?? '']! });
    const res = await recIn([
      'documents',
      'list',
      '--q',
      'nda',
      '--status',
      'locked',
      '--kind',
      'pdf',
      '--folder',
      'fld_1',
      '--no-in-library',
      '--trashed',
      '--limit',
      '1',
      '--all',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      'GET /api/v1/documents?q=nda&status=locked&kind=pdf&folderId=fld_1&inLibrary=false&trashed=true&limit=1',
      'GET /api/v1/documents?q=nda&status=locked&kind=pdf&folderId=fld_1&inLibrary=false&trashed=true&limit=1&cursor=c1',
    ]);
    conforms(1, '/documents', 'get');
    expect(res.stdout).toMatch(/│ doc_rec1\s+│ Mutual NDA\s+│ xdoc\s+│ draft\s+│ -\s+│ 2\s+│/);
    expect(res.stdout).toMatch(/│ doc_pdf1\s+│ Term sheet\s+│ pdf\s+│/);
  });

  it('create --markdown - reads stdin; recipients are parsed; warnings go to stderr', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: DOC, warnings: ['An image was dropped.'] } });
    const res = await recCli(
      [
        'documents',
        'create',
        '--title',
        'Mutual NDA',
        '--markdown',
        '-',
        '--folder',
        'fld_1',
        '--recipient',
        'Dana Whitfield <dana@globex.example>',
        '--recipient',
        '"Lee Park" <lee@acme.example>:viewer:2',
      ],
      '# NDA\n\n![logo](x.png)\n',
    );
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('POST /api/v1/documents');
    expect(sentJson()).toEqual({
      title: 'Mutual NDA',
      markdown: '# NDA\n\n![logo](x.png)\n',
      recipients: [
        { name: 'Dana Whitfield', email: 'dana@globex.example' },
        { name: 'Lee Park', email: 'lee@acme.example', role: 'viewer', routingOrder: 2 },
      ],
      folderId: 'fld_1',
    });
    conforms(0, '/documents', 'post');
    expect(res.stderr).toBe('Warning: An image was dropped.\n');
    expect(res.stdout).toMatch(/^Created document doc_rec1\.\n/);
  });

  it('create --doc-json sends the tree as content; --template needs no title', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: DOC, warnings: [] } });
    const tree = write('body.json', JSON.stringify(BODY));
    const [json, tpl] = await Promise.all([
      recIn(['documents', 'create', '--title', 'From JSON', '--doc-json', tree]),
      recIn([
        'documents',
        'create',
        '--template',
        'tpl_1',
        '--recipient',
        'Dana Whitfield <dana@globex.example>',
        '--json',
      ]),
    ]);
    expect(json.code, json.stderr).toBe(0);
    expect(tpl.code, tpl.stderr).toBe(0);
    expect(JSON.parse(tpl.stdout)).toEqual({ data: DOC, warnings: [] });
    const bodies = srv.rec.requests.map((r) => JSON.parse(r.body.toString()) as Record<string, unknown>);
    expect(bodies).toContainEqual({ title: 'From JSON', content: BODY });
    expect(bodies).toContainEqual({
      templateId: 'tpl_1',
      recipients: [{ name: 'Dana Whitfield', email: 'dana@globex.example' }],
    });
    conforms(0, '/documents', 'post');
    conforms(1, '/documents', 'post');
  });

  it('upload sends the bytes as application/pdf with x-filename and title; --folder files it with a second request', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? { status: 201, body: { data: { ...PDF_DOC, hasTextLayer: false } } }
        : { body: { data: { ...PDF_DOC, folderId: 'fld_9' }, warnings: [] } };
    const pdf = write('term sheet é.pdf', BINARY);
    const res = await recIn(['documents', 'upload', pdf, '--title', 'Term sheet', '--folder', 'fld_9']);
    expect(res.code, res.stderr).toBe(0);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      'POST /api/v1/documents/upload?title=Term+sheet',
      'PATCH /api/v1/documents/doc_pdf1',
    ]);
    expect(req(0).body.equals(BINARY)).toBe(true);
    expect(req(0).headers['content-type']).toBe('application/pdf');
    expect(req(0).headers['x-filename']).toBe(encodeURIComponent('term sheet é.pdf'));
    conforms(0, '/documents/upload', 'post', false);
    expect(sentJson(1)).toEqual({ folderId: 'fld_9' });
    expect(res.stdout).toMatch(/^Uploaded term sheet é\.pdf as document doc_pdf1, filed in fld_9\.\n/);
    expect(res.stdout).toMatch(/│ Folder\s+│ fld_9\s+│/);
    expect(res.stdout).toMatch(/│ File\s+│ term sheet é\.pdf \(application\/pdf, 2\.0 KB, no text layer: a scan\)\s+│/);
    expect(res.stderr).toContain('no text layer');
  });

  it('update sends only what the flags change', async () => {
    const html = write('body.html', '<h1>NDA</h1>');
    const res = await recIn([
      'documents',
      'update',
      'doc_rec1',
      '--title',
      'NDA v2',
      '--html',
      html,
      '--version-label',
      'Before review',
      '--no-folder',
      '--in-library',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('PATCH /api/v1/documents/doc_rec1');
    expect(sentJson()).toEqual({
      title: 'NDA v2',
      html: '<h1>NDA</h1>',
      versionLabel: 'Before review',
      folderId: null,
      inLibrary: true,
    });
    conforms(0, '/documents/{id}', 'patch');
  });

  it('delete --purge --yes sends purge=true; restore posts with no body', async () => {
    srv.rec.handler = (r) =>
      r.method === 'DELETE' ? { status: 204 } : { body: { data: { ...DOC, folderId: 'fld_2' } } };
    const del = await recIn(['documents', 'delete', 'doc_rec1', '--purge', '--yes', '--json']);
    const restore = await recIn(['documents', 'restore', 'doc_rec1']);
    expect(del.code, del.stderr).toBe(0);
    expect(JSON.parse(del.stdout)).toEqual({ id: 'doc_rec1', deleted: true, purged: true });
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/^Restored document doc_rec1 from the trash, into folder fld_2\.\n/);
    expect(srv.rec.requests.map((_, i) => [url(i), req(i).body.length])).toEqual([
      ['DELETE /api/v1/documents/doc_rec1?purge=true', 0],
      ['POST /api/v1/documents/doc_rec1/restore', 0],
    ]);
    conforms(0, '/documents/{id}', 'delete');
  });

  it('export --format docx -o FILE writes the bytes exactly, asking for the format; --json says what was written', async () => {
    srv.rec.handler = () => ({
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'content-disposition': 'attachment; filename="Mutual NDA.docx"',
      },
      body: BINARY,
    });
    const res = await recIn([
      'documents',
      'export',
      'doc_rec1',
      '--format',
      'docx',
      '-o',
      path.join(srv.home, 'nda.docx'),
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('GET /api/v1/documents/doc_rec1/export?format=docx');
    expect(req().headers.accept).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    conforms(0, '/documents/{id}/export', 'get');
    const file = path.join(srv.home, 'nda.docx');
    expect(fs.readFileSync(file).equals(BINARY)).toBe(true);
    expect(JSON.parse(res.stdout)).toEqual({
      id: 'doc_rec1',
      format: 'docx',
      file,
      bytes: BINARY.length,
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    expect(fs.readdirSync(srv.home).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('export --format md -o - writes the Markdown to stdout, as is; file -o FILE writes the stored bytes', async () => {
    srv.rec.handler = (r): Reply =>
      r.path.endsWith('/export')
        ? {
            headers: { 'content-type': 'text/markdown; charset=utf-8' },
            body: '# NDA\n\nBetween *Acme* and *Globex*.\n',
          }
        : {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="term-sheet.pdf"',
            },
            body: BINARY,
          };
    const md = await recIn(['documents', 'export', 'doc_rec1', '--format', 'md', '-o', '-']);
    const file = await recIn(['documents', 'file', 'doc_pdf1', '-o', path.join(srv.home, 'out.pdf')]);
    expect(md.code, md.stderr).toBe(0);
    expect(md.stdout).toBe('# NDA\n\nBetween *Acme* and *Globex*.\n');
    expect(md.stderr).toBe('');
    expect(file.code, file.stderr).toBe(0);
    expect(fs.readFileSync(path.join(srv.home, 'out.pdf')).equals(BINARY)).toBe(true);
    expect(file.stderr).toBe(`Wrote 12 B (term-sheet.pdf) to ${path.join(srv.home, 'out.pdf')}\n`);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      'GET /api/v1/documents/doc_rec1/export?format=md',
      'GET /api/v1/documents/doc_pdf1/file',
    ]);
    expect(req(0).headers.accept).toBe('text/markdown');
  });

  it('a failed export leaves no file behind (exit 7 for a 5xx), and does not replace an existing one', async () => {
    srv.rec.handler = () => ({ status: 500, body: { error: 'renderer crashed', code: 'internal_error' } });
    const file = write('keep.pdf', 'old contents');
    const res = await recIn(['documents', 'export', 'doc_rec1', '-o', file, '--max-retries', '0']);
    expect(res.code).toBe(7);
    expect(res.stderr).toBe('Error: renderer crashed (HTTP 500, internal_error)\n');
    expect(fs.readFileSync(file, 'utf8')).toBe('old contents');
    expect(fs.readdirSync(srv.home).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('upload and replace-file stream the file: from disk with its length, from standard input chunked, bytes intact', async () => {
    srv.rec.handler = (r) =>
      r.path.endsWith('/file')
        ? {
            body: {
              data: {
                documentId: 'doc_pdf1',
                previousVersionId: 'ver_9',
                pageCount: 3,
                previousPageCount: 3,
                hasTextLayer: true,
                droppedFields: 0,
              },
            },
          }
        : { status: 201, body: { data: { ...PDF_DOC, hasTextLayer: true } } };
    // 3 MB: more than one chunk of a stream, so a body gathered up front and one streamed differ in their framing.
    const big = Buffer.alloc(3 * 1024 * 1024, BINARY);
    const file = write('big.pdf', big);
    const fromDisk = await recIn(['documents', 'upload', file]);
    const fromStdin = await recCli(['documents', 'replace-file', 'doc_pdf1', '-', '--filename', 'piped.pdf'], big);
    expect([fromDisk.code, fromStdin.code], fromDisk.stderr + fromStdin.stderr).toEqual([0, 0]);
    // From disk: the size is known (content-length) and the file is read as it is sent (fileFromPath).
    expect(req(0).headers['content-length']).toBe(String(big.length));
    // From standard input: streamed as it arrives, so its length is not known up front.
    expect(req(1).headers['transfer-encoding']).toBe('chunked');
    expect(req(1).headers['content-length']).toBeUndefined();
    expect(req(1).headers['x-filename']).toBe('piped.pdf');
    for (const i of [0, 1]) expect(req(i).body.equals(big)).toBe(true);
  });

  it('replace-file sends the bytes with x-filename; sign-block sends the recipient and heading', async () => {
    srv.rec.handler = (r) =>
      r.path.endsWith('/file')
        ? {
            body: {
              data: {
                documentId: 'doc_pdf1',
                previousVersionId: 'ver_9',
                pageCount: 3,
                previousPageCount: 3,
                hasTextLayer: true,
                droppedFields: 0,
              },
            },
          }
        : {
            status: 201,
            body: {
              data: DOC,
              addedFor: { recipientId: 'rcp_1', name: 'Dana Whitfield', email: 'dana@globex.example' },
              totalFields: 6,
            },
          };
    const pdf = write('v2.pdf', BINARY);
    const replace = await recIn(['documents', 'replace-file', 'doc_pdf1', pdf]);
    const block = await recIn([
      'documents',
      'sign-block',
      'doc_rec1',
      '--recipient',
      'rcp_1',
      '--heading',
      'For Globex Inc.',
    ]);
    expect(replace.code, replace.stderr).toBe(0);
    expect(replace.stdout).toBe(
      'Replaced the file of doc_pdf1: 3 pages (was 3).\nThe previous file is kept as version ver_9.\n',
    );
    expect(block.code, block.stderr).toBe(0);
    expect(block.stdout).toBe(
      'Added a signature block for Dana Whitfield <dana@globex.example> (rcp_1) to doc_rec1: name, signature and date fields. The document now has 6 signature fields.\n',
    );
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      'POST /api/v1/documents/doc_pdf1/file',
      'POST /api/v1/documents/doc_rec1/signature-blocks',
    ]);
    expect(req(0).body.equals(BINARY)).toBe(true);
    expect([req(0).headers['content-type'], req(0).headers['x-filename']]).toEqual(['application/pdf', 'v2.pdf']);
    expect(sentJson(1)).toEqual({ recipientId: 'rcp_1', heading: 'For Globex Inc.' });
    conforms(1, '/documents/{id}/signature-blocks', 'post');
  });

  it('versions: list --limit, get --content, create --label, restore and delete send what the contract expects', async () => {
    // An unnamed automatic snapshot has no label at all (not null).
    const { label: _label, ...unnamed } = VERSION;
    srv.rec.handler = (r) => {
      if (r.method === 'DELETE') return { status: 204 };
      if (r.method === 'GET' && r.path.endsWith('/versions'))
        return { body: { data: [VERSION, { ...unnamed, id: 'ver_0', automatic: true }] } };
      if (r.method === 'GET') return { body: { data: { ...VERSION, content: BODY } } };
      if (r.path.endsWith('/versions')) return { status: 201, body: { data: VERSION } };
      return { body: { data: DOC } };
    };
    const list = await recIn(['documents', 'versions', 'list', 'doc_rec1', '--limit', '2']);
    const get = await recIn(['documents', 'versions', 'get', 'doc_rec1', 'ver_1', '--content']);
    const create = await recIn(['documents', 'versions', 'create', 'doc_rec1', '--label', 'Before legal review']);
    const restore = await recIn(['documents', 'versions', 'restore', 'doc_rec1', 'ver_1']);
    const del = await recIn(['documents', 'versions', 'delete', 'doc_rec1', 'ver_1', '--yes', '--json']);
    for (const r of [list, get, create, restore, del]) expect(r.code, r.stderr).toBe(0);
    expect(srv.rec.requests.map((_, i) => url(i))).toEqual([
      'GET /api/v1/documents/doc_rec1/versions?limit=2',
      'GET /api/v1/documents/doc_rec1/versions/ver_1?include=content',
      'POST /api/v1/documents/doc_rec1/versions',
      'POST /api/v1/documents/doc_rec1/versions/ver_1',
      'DELETE /api/v1/documents/doc_rec1/versions/ver_1',
    ]);
    expect(sentJson(2)).toEqual({ label: 'Before legal review' });
    conforms(2, '/documents/{id}/versions', 'post');
    expect(list.stdout).toMatch(/│ ver_0\s+│ —\s+│ yes\s+│ xdoc\s+│ 2\s+│ CI key\s+│/);
    expect(JSON.parse(get.stdout)).toEqual(BODY);
    expect(create.stdout).toMatch(/^Saved version ver_1 of doc_rec1\.\n/);
    expect(JSON.parse(del.stdout)).toEqual({ id: 'doc_rec1', versionId: 'ver_1', deleted: true });
  });
});

describe('documents: errors and exit codes', () => {
  it('404 → 4; 409 → 5 with the message; 422 → 5 with the fields', async () => {
    srv.rec.handler = (r) => {
      if (r.method === 'GET') return { status: 404, body: { error: 'document not found', code: 'not_found' } };
      if (r.method === 'PATCH')
        return { status: 409, body: { error: 'the document is out for signature', code: 'conflict' } };
      return {
        status: 422,
        body: {
          error: 'validation failed',
          code: 'unprocessable',
          details: { fields: [{ field: 'folderId', message: 'is not a folder of this workspace' }] },
        },
      };
    };
    const md = write('b.md', '# B\n');
    const [missing, conflict, invalid] = await Promise.all([
      recIn(['documents', 'get', 'doc_nope']),
      recIn(['documents', 'update', 'doc_rec1', '--markdown', md]),
      recIn(['documents', 'create', '--title', 'B', '--markdown', md, '--folder', 'fld_x']),
    ]);
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([
      4,
      '',
      'Error: document not found (HTTP 404, not_found)\n',
    ]);
    expect([conflict.code, conflict.stderr]).toEqual([
      5,
      'Error: the document is out for signature (HTTP 409, conflict)\n',
    ]);
    expect([invalid.code, invalid.stderr]).toEqual([
      5,
      'Error: validation failed (HTTP 422, unprocessable)\n  folderId: is not a folder of this workspace\n',
    ]);
  });

  it("validation fields are named by the flags that set them; --json keeps the API's names", async () => {
    const fields = [
      { field: 'body.recipientId', message: 'is not a recipient of this document' },
      { field: 'body.heading', message: 'must be 1-120 characters' },
    ];
    srv.rec.handler = (r) =>
      r.method === 'GET'
        ? {
            status: 400,
            body: {
              error: 'request validation failed',
              code: 'validation_failed',
              details: {
                fields: [
                  { field: 'query.inLibrary', message: 'must be true or false' },
                  { field: 'query.folderId', message: 'is not a folder id' },
                ],
              },
            },
          }
        : { status: 422, body: { error: 'validation failed', code: 'unprocessable', details: { fields } } };
    const block = await recIn(['documents', 'sign-block', 'doc_rec1', '--recipient', 'rcp_x', '--heading', 'H']);
    expect([block.code, block.stderr]).toEqual([
      5,
      'Error: validation failed (HTTP 422, unprocessable)\n  --recipient: is not a recipient of this document\n  --heading: must be 1-120 characters\n',
    ]);
    const list = await recIn(['documents', 'list', '--folder', 'x', '--in-library']);
    expect(list.stderr).toBe(
      'Error: request validation failed (HTTP 400, validation_failed)\n  --in-library: must be true or false\n  --folder: is not a folder id\n',
    );
    const json = await recIn(['documents', 'sign-block', 'doc_rec1', '--recipient', 'rcp_x', '--json']);
    expect(JSON.parse(json.stderr).details).toEqual({ fields });
  });

  it('501 → 8: the operation is not built on this server yet', async () => {
    srv.rec.handler = () => ({
      status: 501,
      body: { error: 'documents.restore is not implemented yet', code: 'not_implemented' },
    });
    const res = await recIn(['documents', 'restore', 'doc_rec1']);
    expect(res.code).toBe(8);
    expect(res.stderr).toBe(
      `Error: documents.restore is not implemented yet (HTTP 501, not_implemented)\n${srv.rec.url}/api/v1 does not implement this operation yet: retrying will not help; a newer server version may.\n`,
    );
    expect(srv.rec.requests).toHaveLength(1); // not retried
  });

  it('upload --folder: when filing fails, the error says the document exists', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? { status: 201, body: { data: { ...PDF_DOC, hasTextLayer: true } } }
        : { status: 422, body: { error: 'folderId is not a folder of this workspace', code: 'unprocessable' } };
    const res = await recIn(['documents', 'upload', write('a.pdf', BINARY), '--folder', 'fld_x']);
    expect(res.code).toBe(5);
    expect(res.stderr).toBe(
      'The PDF was uploaded as doc_pdf1 (at the top level), but filing it in fld_x failed:\nError: folderId is not a folder of this workspace (HTTP 422, unprocessable)\n',
    );
  });

  it('delete in a terminal asks first: yes deletes, no exits 130 and sends nothing', async () => {
    srv.rec.handler = () => ({ status: 204 });
    const args = ['documents', 'delete', 'doc_rec1', '--base-url', `${srv.rec.url}/api/v1`, '--api-key', KEY];
    const [yes, no] = await answerBothWays(args, srv.home, 'Move document doc_rec1 to the trash?');
    expect(yes.stdout).toContain('Moved document doc_rec1 to the trash.');
    expect(no.stdout).toContain('cancelled: doc_rec1 was not deleted');
    expect(srv.rec.requests.map((r) => r.method)).toEqual(['DELETE']);
  });
});

describe('documents: usage errors → exit 2, nothing sent', () => {
  usageErrors([
    [
      'create without a body source',
      ['documents', 'create', '--title', 'T'],
      'Error: no body source given\nPass exactly one of --markdown FILE, --html FILE, --doc-json FILE or --template ID.\n',
    ],
    [
      'create with two body sources',
      ['documents', 'create', '--title', 'T', '--markdown', 'a.md', '--template', 'tpl_1'],
      '--markdown and --template cannot be used together',
    ],
    [
      'create without --title (no template)',
      ['documents', 'create', '--markdown', 'a.md'],
      'Error: --title is required',
    ],
    [
      'create with a bad --recipient',
      ['documents', 'create', '--template', 'tpl_1', '--recipient', 'dana@globex.example'],
      'Error: --recipient "dana@globex.example": expected "Name <email>"',
    ],
    [
      'create with a bad role',
      ['documents', 'create', '--template', 'tpl_1', '--recipient', 'Dana <dana@globex.example>:signee'],
      'the role must be signer or viewer, not "signee"',
    ],
    [
      'create with a --doc-json that is not a document',
      ['documents', 'create', '--title', 'T', '--doc-json', 'package.json'],
      'Error: --doc-json: expected a document tree',
    ],
    [
      'create with an unreadable --markdown',
      ['documents', 'create', '--title', 'T', '--markdown', 'missing.md'],
      'Error: --markdown: cannot read missing.md (ENOENT)',
    ],
    [
      'update with nothing to change',
      ['documents', 'update', 'doc_1'],
      'Error: nothing to change\nPass at least one of --title, --markdown, --html, --doc-json, --folder, --no-folder or --in-library.\n',
    ],
    [
      'update --version-label without a body',
      ['documents', 'update', 'doc_1', '--title', 'T', '--version-label', 'L'],
      'Error: --version-label only applies with a new body',
    ],
    [
      'update --folder with --no-folder',
      ['documents', 'update', 'doc_1', '--folder', 'fld_1', '--no-folder'],
      '--folder and --no-folder cannot be used together',
    ],
    [
      'update --in-library maybe',
      ['documents', 'update', 'doc_1', '--in-library', 'maybe'],
      'unexpected argument "maybe"',
    ],
    ['list --status bad', ['documents', 'list', '--status', 'sent'], '--status "sent" is not one of: draft, locked'],
    ['list --limit 101', ['documents', 'list', '--limit', '101'], 'Expected an integer less than or equal to 100'],
    [
      'get --format md with --json',
      ['documents', 'get', 'doc_1', '--format', 'md', '--json'],
      '{"error":"--json and --format md cannot be used together","code":"usage_error","status":null,"details":null}\n',
    ],
    ['export without -o', ['documents', 'export', 'doc_1'], 'the --output flag is required'],
    [
      'export --format odt',
      ['documents', 'export', 'doc_1', '--format', 'odt', '-o', 'x'],
      '--format "odt" is not one of: pdf, docx, md',
    ],
    [
      'export into a missing directory',
      ['documents', 'export', 'doc_1', '-o', 'no/such/dir/x.pdf'],
      'Error: --output: the directory',
    ],
    ['upload without a file', ['documents', 'upload'], 'argument is required'],
    [
      'upload of a missing file',
      ['documents', 'upload', 'missing.pdf'],
      'Error: FILE: cannot read missing.pdf (ENOENT)',
    ],
    [
      'delete without --yes and no terminal',
      ['documents', 'delete', 'doc_1', '--purge'],
      'Error: refusing to purge doc_1 without confirmation: there is no terminal to ask\nPass --yes',
    ],
    ['versions get without a version id', ['documents', 'versions', 'get', 'doc_1'], 'argument is required'],
    [
      'versions delete without --yes and no terminal',
      ['documents', 'versions', 'delete', 'doc_1', 'ver_1'],
      'Error: refusing to delete ver_1 without confirmation',
    ],
  ]);

  it('the same through the real binary: exit 2, an error on stderr, nothing on stdout', async () => {
    const res = await runCli(['documents', 'create', '--title', 'T', ...CLOSED], { home: tempHome() });
    expect([res.code, res.stdout, res.stderr]).toEqual([
      2,
      '',
      'Error: no body source given\nPass exactly one of --markdown FILE, --html FILE, --doc-json FILE or --template ID.\n',
    ]);
  });
});

describe('documents: help (in process)', () => {
  it('dossier --help lists the new topics; documents --help lists its commands and the versions topic', async () => {
    const root = await runInProcess(['--help']);
    for (const topic of ['comments', 'documents', 'folders', 'templates'])
      expect(root.stdout).toMatch(new RegExp(`^ {2}${topic}\\s+\\S`, 'm'));
    const docs = await runInProcess(['documents', '--help']);
    expect(docs.code).toBe(0);
    expect(docs.stdout).toMatch(/^ {2}documents versions\s+A document's version history/m);
    for (const cmd of [
      'create',
      'delete',
      'export',
      'file',
      'get',
      'list',
      'replace-file',
      'restore',
      'sign-block',
      'update',
      'upload',
    ]) {
      expect(docs.stdout).toMatch(new RegExp(`^ {2}documents ${cmd}\\s`, 'm'));
    }
    const versions = await runInProcess(['documents', 'versions', '--help']);
    for (const cmd of ['create', 'delete', 'get', 'list', 'restore'])
      expect(versions.stdout).toMatch(new RegExp(`^ {2}documents versions ${cmd}\\s`, 'm'));
  });
});

describe('recipient and file-name parsing', () => {
  it.each([
    ['Dana Whitfield <dana@globex.example>', { name: 'Dana Whitfield', email: 'dana@globex.example' }],
    ['  "Lee Park"  <lee@acme.example> : viewer ', { name: 'Lee Park', email: 'lee@acme.example', role: 'viewer' }],
    [
      'Sam <sam@globex.example>:signer:12',
      { name: 'Sam', email: 'sam@globex.example', role: 'signer', routingOrder: 12 },
    ],
    ['Sam <sam@globex.example>::3', { name: 'Sam', email: 'sam@globex.example', routingOrder: 3 }],
  ])('%s', (raw, expected) => {
    expect(recipient(raw)).toEqual(expected);
  });

  it.each([
    ['<dana@globex.example>'],
    ['Dana dana@globex.example'],
    ['Dana <not-an-address>'],
    ['Dana <d@x.example>:owner'],
    ['Dana <d@x.example>:signer:100'],
    ['Dana <d@x.example>:signer:1:x'],
  ])('refuses %s', (raw) => {
    expect(() => recipient(raw)).toThrow(UsageError);
  });

  it('reads the file name of content-disposition (filename* first)', () => {
    expect(dispositionFilename('attachment; filename="Mutual NDA.pdf"')).toBe('Mutual NDA.pdf');
    expect(dispositionFilename('attachment; filename="x.pdf"; filename*=UTF-8\'\'contrat%20sign%C3%A9.pdf')).toBe(
      'contrat signé.pdf',
    );
    expect(dispositionFilename('attachment; filename=plain.md')).toBe('plain.md');
    expect(dispositionFilename(null)).toBeUndefined();
  });
});
