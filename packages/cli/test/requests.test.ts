// `dossier requests …` against the Prism mock of the contract, and a recording server where a test must see exactly
// what was sent (checked against the contract's request schemas) or needs answers Prism cannot give.
import { describe, expect, it } from 'vitest';
import { matchesResponse, usageErrors, useServers } from './helpers.js';

const ASSIGNEE = {
  id: 'asg_rec1',
  email: 'cfo@portfolio.example',
  name: 'Priya Shah',
  delivery: 'sent',
  deliveryError: null,
  sentAt: '2026-11-21T10:00:01Z',
  remindedAt: null,
  reminderCount: 0,
  uploadedAt: '2026-11-21T12:00:00Z',
  completedAt: null,
  createdAt: '2026-11-21T10:00:00Z',
};
const BOUNCED = {
  ...ASSIGNEE,
  id: 'asg_rec2',
  email: 'bounce@portfolio.example',
  name: null,
  delivery: 'bounced',
  deliveryError: '550 5.1.1 mailbox unavailable',
  sentAt: null,
  uploadedAt: null,
};
const REQUEST = {
  id: 'req_rec1',
  slug: 'q3-board-pack-7fk2',
  url: 'https://share.example.com/r/q3-board-pack-7fk2',
  title: 'Q3 board pack',
  description: null,
  dataRoomId: 'room_1',
  folderId: 'rfl_1',
  requireEmail: true,
  dueAt: '2026-12-05T23:59:59.999Z',
  remindEveryDays: 3,
  notifyOnUpload: true,
  openPage: false,
  active: true,
  closedAt: null,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T12:00:00Z',
  counts: { items: 2, assignees: 2, completed: 0, uploads: 1 },
};
const DETAIL = {
  ...REQUEST,
  items: [
    { id: 'item_1', name: 'Management accounts', description: 'Signed PDF', required: true, position: 0 },
    { id: 'item_2', name: 'Cap table', description: null, required: false, position: 1 },
  ],
  assignees: [ASSIGNEE, BOUNCED],
  uploads: [
    {
      id: 'upl_rec1',
      itemId: 'item_1',
      assigneeId: 'asg_rec1',
      uploaderEmail: 'cfo@portfolio.example',
      uploaderName: 'Priya Shah',
      filename: 'accounts.pdf',
      contentType: 'application/pdf',
      byteSize: 482113,
      sha256: 'a'.repeat(64),
      documentId: 'doc_1',
      uploadedAt: '2026-11-21T12:00:00Z',
    },
  ],
};

const srv = useServers({ handler: () => ({ body: { data: DETAIL } }), prismHome: 'test' });
const { prismIn, recIn, url, urls, sentJson, conforms } = srv;

describe('requests against Prism', () => {
  it('list, get, create --json, update, close, assignees add and resend: answers that match the contract', async () => {
    const [list, get, create, update, close, add, resend] = await Promise.all([
      prismIn(['requests', 'list']),
      prismIn(['requests', 'get', 'req_6d2m9k4x1b']),
      prismIn([
        'requests',
        'create',
        '--title',
        'Q3 board pack',
        '--item',
        'Management accounts:Signed PDF',
        '--assignee',
        'cfo@portfolio.example:Priya Shah',
        '--json',
      ]),
      prismIn(['requests', 'update', 'req_6d2m9k4x1b', '--due', '2025-12-12', '--json']),
      prismIn(['requests', 'close', 'req_6d2m9k4x1b']),
      prismIn(['requests', 'assignees', 'add', 'req_6d2m9k4x1b', '--assignee', 'counsel@portfolio.example', '--json']),
      prismIn(['requests', 'assignees', 'resend', 'req_6d2m9k4x1b', 'asg_4p9x2k7m1c', '--json']),
    ]);
    for (const r of [list, get, create, update, close, add, resend]) expect(r.code, r.stderr).toBe(0);
    expect(list.stdout).toMatch(/│ req_6d2m9k4x1b\s+│ Q3 board pack\s+│ yes\s+│ 1\/3\s+│ 4\s+│/);
    expect(get.stdout).toMatch(
      /│ Open page\s+│ https:\/\/share\.example\.com\/r\/q3-board-pack-k7x2m9q4w8r3t6y5n2b7\s+│/,
    );
    matchesResponse(JSON.parse(create.stdout), '/requests', 'post', '201');
    matchesResponse(JSON.parse(update.stdout), '/requests/{id}', 'patch', '200');
    expect(close.stdout).toMatch(/^Closed file request req_6d2m9k4x1b/);
    matchesResponse(JSON.parse(add.stdout), '/requests/{id}/assignees', 'post', '201');
    matchesResponse(JSON.parse(resend.stdout), '/requests/{id}/assignees/{assigneeId}/resend', 'post', '200');
  });
});

describe('requests: what is sent and what is shown', () => {
  it('create sends items in order (optional ones marked), assignees, room, folder, due date at the end of the day, reminders and switches', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: DETAIL } });
    const res = await recIn([
      'requests',
      'create',
      '--title',
      'Q3 board pack',
      '--item',
      'Management accounts:Signed PDF: July to September',
      '--optional-item',
      'Cap table',
      '--assignee',
      'cfo@portfolio.example:Priya Shah',
      '--assignee',
      'bounce@portfolio.example',
      '--room',
      'room_1',
      '--folder',
      'rfl_1',
      '--due',
      '2026-12-05',
      '--remind-every',
      '3',
      '--no-notify',
      '--open-page',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe('POST /api/v1/requests');
    expect(sentJson(0)).toEqual({
      title: 'Q3 board pack',
      items: [
        { name: 'Management accounts', description: 'Signed PDF: July to September' },
        { name: 'Cap table', required: false },
      ],
      assignees: [{ email: 'cfo@portfolio.example', name: 'Priya Shah' }, { email: 'bounce@portfolio.example' }],
      dataRoomId: 'room_1',
      folderId: 'rfl_1',
      dueAt: '2026-12-05T23:59:59.999Z',
      remindEveryDays: 3,
      requireEmail: true,
      notifyOnUpload: false,
      openPage: true,
    });
    conforms(0, '/requests', 'post');
    expect(res.stdout).toMatch(
      /^Created file request req_rec1\. Open upload page: https:\/\/share\.example\.com\/r\/q3-board-pack-7fk2\n/,
    );
    expect(res.stdout).toMatch(/│ Items\s+│ 1\. Management accounts \(required\) — Signed PDF\s+│/);
    expect(res.stdout).toMatch(
      /│ asg_rec2\s+│ bounce@portfolio\.example\s+│ —\s+│ bounced: 550 5\.1\.1 mailbox unavailable\s+│/,
    );
    expect(res.stderr).toContain('1 link was not delivered');
  });

  it('get shows items, assignees with delivery state, and uploads; update, close and delete send what they say', async () => {
    srv.rec.handler = (r) =>
      r.method === 'DELETE'
        ? { status: 204 }
        : r.method === 'PATCH'
          ? { body: { data: REQUEST } }
          : { body: { data: DETAIL } };
    const get = await recIn(['requests', 'get', 'req_rec1']);
    const update = await recIn([
      'requests',
      'update',
      'req_rec1',
      '--title',
      'Q3 pack',
      '--no-due',
      '--no-reminders',
      '--no-require-email',
      '--active',
    ]);
    const close = await recIn(['requests', 'close', 'req_rec1']);
    const del = await recIn(['requests', 'delete', 'req_rec1', '--yes', '--json']);
    for (const r of [get, update, close, del]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'GET /api/v1/requests/req_rec1',
      'PATCH /api/v1/requests/req_rec1',
      'PATCH /api/v1/requests/req_rec1',
      'DELETE /api/v1/requests/req_rec1',
    ]);
    expect(get.stdout).toMatch(/│ Room\s+│ room_1 \/ rfl_1\s+│/);
    expect(get.stdout).toMatch(/│ Reminders\s+│ every 3 days\s+│/);
    expect(get.stdout).toMatch(/│ 2\. Cap table \(optional\)\s+│/);
    expect(get.stdout).toMatch(/│ asg_rec1\s+│ cfo@portfolio\.example\s+│ Priya Shah\s+│ sent\s+│ 0\s+│ —\s+│/);
    expect(get.stdout).toMatch(
      /│ upl_rec1\s+│ accounts\.pdf\s+│ Management accounts\s+│ cfo@portfolio\.example\s+│ 471 KB\s+│ doc_1\s+│/,
    );
    expect(sentJson(1)).toEqual({
      title: 'Q3 pack',
      dueAt: null,
      remindEveryDays: null,
      requireEmail: false,
      active: true,
    });
    expect(sentJson(2)).toEqual({ active: false });
    for (const i of [1, 2]) conforms(i, '/requests/{id}', 'patch');
    expect(JSON.parse(del.stdout)).toEqual({ id: 'req_rec1', deleted: true });
  });

  it('assignees add, remove and resend; a resend that bounced says so and exits 1', async () => {
    srv.rec.handler = (r) => {
      if (r.method === 'DELETE') return { status: 204 };
      if (r.path.endsWith('/resend')) return { body: { data: BOUNCED, delivered: false } };
      return { status: 201, body: { data: [ASSIGNEE, BOUNCED] } };
    };
    const add = await recIn([
      'requests',
      'assignees',
      'add',
      'req_rec1',
      '--assignee',
      'counsel@portfolio.example:Sam Ortiz',
      '--assignee',
      'ops@portfolio.example',
    ]);
    const remove = await recIn(['requests', 'assignees', 'remove', 'req_rec1', 'asg_rec2', '--yes', '--json']);
    const resend = await recIn(['requests', 'assignees', 'resend', 'req_rec1', 'asg_rec2']);
    expect(add.code, add.stderr).toBe(0);
    expect(remove.code, remove.stderr).toBe(0);
    expect(urls()).toEqual([
      'POST /api/v1/requests/req_rec1/assignees',
      'DELETE /api/v1/requests/req_rec1/assignees/asg_rec2',
      'POST /api/v1/requests/req_rec1/assignees/asg_rec2/resend',
    ]);
    expect(sentJson(0)).toEqual({
      assignees: [{ email: 'counsel@portfolio.example', name: 'Sam Ortiz' }, { email: 'ops@portfolio.example' }],
    });
    conforms(0, '/requests/{id}/assignees', 'post');
    expect(add.stdout).toMatch(/│ asg_rec1\s+│ cfo@portfolio\.example/);
    expect(JSON.parse(remove.stdout)).toEqual({ id: 'asg_rec2', deleted: true, requestId: 'req_rec1' });
    expect(resend.code).toBe(1);
    expect(resend.stderr).toContain(
      'The link to bounce@portfolio.example was not delivered: bounced: 550 5.1.1 mailbox unavailable.',
    );
    expect(resend.stdout).toBe('');
  });

  it('a request that does not exist exits with 4', async () => {
    srv.rec.handler = () => ({ status: 404, body: { error: 'file request not found', code: 'not_found' } });
    const res = await recIn(['requests', 'get', 'req_nope']);
    expect([res.code, res.stdout, res.stderr]).toEqual([
      4,
      '',
      'Error: file request not found (HTTP 404, not_found)\n',
    ]);
  });
});

describe('requests: usage errors → exit 2, nothing sent (in process)', () => {
  usageErrors([
    ['create without --title', ['requests', 'create', '--item', 'X'], 'the --title flag is required'],
    [
      'create with a bad assignee',
      ['requests', 'create', '--title', 'T', '--assignee', 'not-an-address'],
      'is not an email address',
    ],
    [
      'create with an empty item name',
      ['requests', 'create', '--title', 'T', '--item', ':only a description'],
      'the item needs a name',
    ],
    ['create --folder without --room', ['requests', 'create', '--title', 'T', '--folder', 'rfl_1'], 'room'],
    [
      'create --remind-every 61',
      ['requests', 'create', '--title', 'T', '--remind-every', '61'],
      'Expected an integer less than or equal to 60',
    ],
    [
      'create with a bad --due',
      ['requests', 'create', '--title', 'T', '--due', 'next week'],
      'is not an ISO 8601 date or time',
    ],
    ['update with nothing to change', ['requests', 'update', 'req_1'], 'Error: nothing to change'],
    ['assignees add without --assignee', ['requests', 'assignees', 'add', 'req_1'], 'the --assignee flag is required'],
    [
      'delete without --yes and no terminal',
      ['requests', 'delete', 'req_1'],
      'Error: refusing to delete req_1 without confirmation',
    ],
  ]);
});
