// `dossier questions list|get|reply` against the Prism mock of the contract, and a recording server where a test
// must see exactly what was sent (checked against the contract's request schemas) or needs a chosen answer.
import { describe, expect, it } from 'vitest';
import { matchesResponse, requestSchema, useServers, validate } from './helpers.js';

const THREAD = {
  id: 'thr_rec1',
  documentId: 'doc_1',
  dataRoomId: null,
  shareLinkId: 'lnk_1',
  linkName: 'Investors',
  about: 'Series A deck',
  askedByEmail: null,
  awaitingOwner: false,
  createdAt: '2026-11-21T09:17:30Z',
  lastMessageAt: '2026-11-21T10:00:00Z',
  messages: [
    {
      id: 'msg_1',
      author: 'viewer',
      body: 'Does revenue include deferred revenue?',
      createdAt: '2026-11-21T09:17:30Z',
      delivered: true,
    },
    { id: 'msg_2', author: 'owner', body: 'Yes.', createdAt: '2026-11-21T10:00:00Z', delivered: false },
  ],
};

const srv = useServers({ handler: () => ({ body: { data: THREAD, delivered: false } }), prismHome: 'test' });
const { prismIn, recIn, url } = srv;

describe('questions against Prism', () => {
  it('list, get and reply print, and match the contract with --json', async () => {
    const [list, listJson, get, reply] = await Promise.all([
      prismIn(['questions', 'list']),
      prismIn(['questions', 'list', '--awaiting', '--json']),
      prismIn(['questions', 'get', 'thr_5q1m8z3k6w']),
      prismIn(['questions', 'reply', 'thr_5q1m8z3k6w', '--body', 'Yes - see the appendix.', '--json']),
    ]);
    for (const r of [list, listJson, get, reply]) expect(r!.code, r!.stderr).toBe(0);
    expect(list!.stdout).toMatch(/│ ID\s+│ State\s+│/);
    matchesResponse(JSON.parse(listJson!.stdout), '/questions', 'get', '200');
    expect(get!.stdout).toMatch(/│ Asked by\s+│/);
    matchesResponse(JSON.parse(reply!.stdout), '/questions/{id}/reply', 'post', '200');
  });
});

describe('questions: what is sent', () => {
  it('list sends each filter as its query parameter, and nothing else', async () => {
    srv.rec.handler = () => ({ body: { data: [THREAD] } });
    const res = await recIn([
      'questions',
      'list',
      '--no-awaiting',
      '--document',
      'doc_1',
      '--room',
      'room_1',
      '--link',
      'lnk_1',
      '--email',
      'dana@acme.example',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe(
      'GET /api/v1/questions?awaiting=false&documentId=doc_1&dataRoomId=room_1&shareLinkId=lnk_1&email=dana%40acme.example',
    );
    expect(res.stdout).toContain('thr_rec1');
    expect(res.stdout).toContain('answered');
    expect(res.stdout).toContain('anonymous');
  });

  it('get shows the conversation; a reply that was not emailed says so', async () => {
    const res = await recIn(['questions', 'get', 'thr_rec1']);
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe('GET /api/v1/questions/thr_rec1');
    expect(res.stdout).toMatch(/anonymous, 2026-11-21T09:17:30Z:\n {2}Does revenue include deferred revenue\?/);
    expect(res.stdout).toMatch(/you \(not emailed\), 2026-11-21T10:00:00Z:\n {2}Yes\./);
  });

  it('reply sends the body (from standard input with "-") and reports whether it was emailed', async () => {
    const res = await srv.recCli(['questions', 'reply', 'thr_rec1', '--body', '-'], 'Yes, it does.\n');
    expect(res.code, res.stderr).toBe(0);
    expect(url(0)).toBe('POST /api/v1/questions/thr_rec1/reply');
    const body = JSON.parse(srv.rec.requests[0]!.body.toString());
    expect(body).toEqual({ body: 'Yes, it does.' });
    expect(validate(body, requestSchema('/questions/{id}/reply', 'post'))).toEqual([]);
    expect(res.stdout).toContain('Not emailed (the reader gave no address); shown in their viewer.');
    srv.rec.handler = () => ({ body: { data: { ...THREAD, askedByEmail: 'dana@acme.example' }, delivered: true } });
    const mailed = await recIn(['questions', 'reply', 'thr_rec1', '--body', 'Sure.']);
    expect(mailed.stdout).toContain('Emailed to dana@acme.example; also shown in their viewer.');
  });

  it('an empty or too long reply is a usage error (exit 2), nothing sent', async () => {
    expect((await recIn(['questions', 'reply', 'thr_rec1', '--body', '   '])).code).toBe(2);
    expect((await recIn(['questions', 'reply', 'thr_rec1', '--body', 'x'.repeat(5001)])).code).toBe(2);
    expect((await recIn(['questions', 'reply', 'thr_rec1'])).code).toBe(2);
    expect(srv.rec.requests).toHaveLength(0);
  });
});
