// `dossier comments …` against the Prism mock of the contract, and a recording server where a test must see exactly
// what was sent (also checked against the contract's request schemas) or needs answers Prism cannot give. The
// built CLI runs inside the test process (prismIn/recIn/runInProcess, see helpers.ts) except where a case needs
// stdin, which takes a child process.
import { describe, expect, it } from 'vitest';
import type { Comment } from '@dossier/sdk';
import { commentText, commentThreads } from '../src/shared/comments/format.js';
import { wrapText } from '../src/shared/format.js';
import { matchesResponse, usageErrors, useServers } from './helpers.js';

const comment = (id: string, parentId: string | null, extra: Partial<Comment> = {}): Comment => ({
  id,
  documentId: 'doc_rec1',
  parentId,
  authorName: 'Ada Lovelace',
  authorEmail: 'ada@example.com',
  body: `Comment ${id}`,
  quote: null,
  resolved: false,
  createdAt: '2026-11-21T10:00:00Z',
  ...extra,
});

const srv = useServers({ handler: () => ({ body: { data: comment('cmt_1', null) } }), prismHome: 'test' });
const { prismIn, recIn, recCli, url, urls, sentJson, conforms } = srv;

describe('comments against Prism', () => {
  it('list: threads with the quote above the text; add --json matches the contract; update is accepted', async () => {
    const [list, add, update] = await Promise.all([
      prismIn(['comments', 'list', 'doc_9f3k2m8q1z', '--no-resolved']),
      prismIn([
        'comments',
        'add',
        'doc_9f3k2m8q1z',
        '--body',
        '@Grace can we cap liability?',
        '--quote',
        'total liability',
        '--json',
      ]),
      prismIn(['comments', 'update', 'doc_9f3k2m8q1z', 'cmt_4q8z2m7k1x', '--resolved']),
    ]);
    for (const r of [list, add, update]) expect(r.code, r.stderr).toBe(0);
    expect(list.stdout).toMatch(/│ ID\s+│ Author\s+│ State\s+│ Created\s+│ Comment\s+│/);
    expect(list.stdout).toMatch(
      /│ cmt_4q8z2m7k1x\s+│ Ada Lovelace <ada@example\.com>\s+│ open\s+│ 2025-11-20T09:14:03Z\s+│ > The Supplier's total liability shall not exceed the fees\s+│/,
    );
    expect(list.stdout).toMatch(/│ ↳ cmt_7m2k9x4q8z\s+│ Grace Hopper <grace@example\.com>\s+│ reply\s+│/);
    matchesResponse(JSON.parse(add.stdout), '/documents/{id}/comments', 'post', '201');
    expect(update.stdout).toMatch(/^Updated comment cmt_4q8z2m7k1x \(thread resolved\)\.\n/);
  });
});

describe('comments: what is sent', () => {
  it('list --resolved sends the filter; replies are shown under their thread whatever the order', async () => {
    srv.rec.handler = () => ({
      body: {
        data: [
          comment('cmt_a', null),
          comment('cmt_b', null, { resolved: true }),
          comment('cmt_c', 'cmt_a', { authorName: 'Grace Hopper', authorEmail: 'grace@example.com' }),
        ],
      },
    });
    const res = await recIn(['comments', 'list', 'doc_rec1', '--resolved']);
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe('GET /api/v1/documents/doc_rec1/comments?resolved=true');
    conforms(0, '/documents/{id}/comments', 'get');
    const ids = res.stdout
      .split('\n')
      .filter((l) => /^│ (↳ )?cmt_/.test(l))
      .map((l) => l.split('│')[1]!.trim());
    expect(ids).toEqual(['cmt_a', '↳ cmt_c', 'cmt_b']);
    expect(res.stdout).toMatch(/│ cmt_b\s+│ Ada Lovelace <ada@example\.com>\s+│ resolved\s+│/);
  });

  it('add --body - reads stdin; --quote and --reply-to are sent; the notified addresses are printed', async () => {
    srv.rec.handler = () => ({
      status: 201,
      body: {
        data: comment('cmt_r', 'cmt_a', { body: 'Agreed.\nTwelve months.' }),
        notified: ['ada@example.com', 'grace@example.com'],
      },
    });
    const res = await recCli(
      ['comments', 'add', 'doc_rec1', '--body', '-', '--quote', 'total liability', '--reply-to', 'cmt_a'],
      'Agreed.\nTwelve months.\n',
    );
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe('POST /api/v1/documents/doc_rec1/comments');
    expect(sentJson(0)).toEqual({ body: 'Agreed.\nTwelve months.', quote: 'total liability', parentId: 'cmt_a' });
    conforms(0, '/documents/{id}/comments', 'post');
    expect(res.stdout).toBe(
      'Added reply cmt_r to thread cmt_a on doc_rec1.\nNotified: ada@example.com, grace@example.com\n',
    );
  });

  it('update sends the new body and resolved flag; delete --yes sends DELETE', async () => {
    srv.rec.handler = (r) =>
      r.method === 'DELETE' ? { status: 204 } : { body: { data: comment('cmt_a', null, { body: 'Twelve months?' }) } };
    const update = await recIn([
      'comments',
      'update',
      'doc_rec1',
      'cmt_a',
      '--body',
      'Twelve months?',
      '--no-resolved',
    ]);
    const del = await recIn(['comments', 'delete', 'doc_rec1', 'cmt_a', '--yes']);
    for (const r of [update, del]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'PATCH /api/v1/documents/doc_rec1/comments/cmt_a',
      'DELETE /api/v1/documents/doc_rec1/comments/cmt_a',
    ]);
    expect(sentJson(0)).toEqual({ body: 'Twelve months?', resolved: false });
    conforms(0, '/documents/{id}/comments/{commentId}', 'patch');
    expect(update.stdout).toMatch(/^Updated comment cmt_a \(thread reopened\)\.\n/);
    expect(update.stdout).toMatch(/│ Body\s+│ Twelve months\?\s+│/);
    expect(del.stdout).toBe('Deleted comment cmt_a from doc_rec1.\n');
  });
});

describe('comments: errors and exit codes', () => {
  it("422 (a reply to a reply) → 5; 404 → 4; 403 (someone else's comment) → 3", async () => {
    srv.rec.handler = (r) => {
      if (r.method === 'POST')
        return {
          status: 422,
          body: { error: 'parentId is a reply: threads are one level deep', code: 'unprocessable' },
        };
      if (r.method === 'DELETE') return { status: 404, body: { error: 'comment not found', code: 'not_found' } };
      return { status: 403, body: { error: 'only the author can edit a comment', code: 'forbidden' } };
    };
    const [reply, gone, other] = await Promise.all([
      recIn(['comments', 'add', 'doc_rec1', '--body', 'x', '--reply-to', 'cmt_c']),
      recIn(['comments', 'delete', 'doc_rec1', 'cmt_gone', '--yes']),
      recIn(['comments', 'update', 'doc_rec1', 'cmt_a', '--body', 'x']),
    ]);
    expect([reply.code, reply.stderr]).toEqual([
      5,
      'Error: parentId is a reply: threads are one level deep (HTTP 422, unprocessable)\n',
    ]);
    expect([gone.code, gone.stderr]).toEqual([4, 'Error: comment not found (HTTP 404, not_found)\n']);
    expect([other.code, other.stderr]).toEqual([
      3,
      'Error: only the author can edit a comment (HTTP 403, forbidden)\n',
    ]);
  });
});

describe('comments: usage errors → exit 2, nothing sent (in process)', () => {
  usageErrors([
    ['add without --body', ['comments', 'add', 'doc_1'], 'the --body flag is required'],
    ['add with an empty body', ['comments', 'add', 'doc_1', '--body', '   '], 'Error: --body: the comment is empty\n'],
    [
      'update with nothing to change',
      ['comments', 'update', 'doc_1', 'cmt_1'],
      'Error: nothing to change\nPass --body, --resolved or both.\n',
    ],
    [
      'update --resolved maybe',
      ['comments', 'update', 'doc_1', 'cmt_1', '--resolved', 'maybe'],
      'unexpected argument "maybe"',
    ],
    ['update without a comment id', ['comments', 'update', 'doc_1', '--resolved'], 'argument is required'],
    [
      'delete without --yes and no terminal',
      ['comments', 'delete', 'doc_1', 'cmt_1'],
      'Error: refusing to delete cmt_1 without confirmation',
    ],
  ]);
});

describe('comment formatting', () => {
  it('threads: openers in order, each followed by its replies; replies without their opener come last', () => {
    const list = [
      comment('r1', 'o2'),
      comment('o1', null),
      comment('o2', null),
      comment('r2', 'o1'),
      comment('r3', 'gone'),
    ];
    expect(commentThreads(list).map((c) => c.id)).toEqual(['o1', 'r2', 'o2', 'r1', 'r3']);
  });

  it('wraps long text at spaces and puts the quote above the body', () => {
    expect(wrapText('aaa bbb ccc ddd', 7)).toBe('aaa bbb\nccc ddd');
    expect(wrapText('averyveryverylongword x', 5)).toBe('averyveryverylongword\nx');
    expect(commentText(comment('c', null, { quote: 'the fees paid', body: 'Cap it?' }), 20)).toBe(
      '> the fees paid\nCap it?',
    );
  });
});
