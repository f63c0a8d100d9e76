// `dossier links|rooms|agreements …` against the Prism mock of the contract, and a recording server where a test
// must see exactly what was sent (checked against the contract's request schemas).
import { describe, expect, it } from 'vitest';
import { matchesResponse, useServers } from './helpers.js';

const srv = useServers({ handler: () => ({ body: { data: {} } }), prismHome: 'test' });
const { prismIn, recIn, url, sentJson, conforms } = srv;

describe('sharing commands against Prism', () => {
  it('links, rooms, groups and agreements lists and reads print and match the contract with --json', async () => {
    const runs = await Promise.all([
      prismIn(['links', 'list']),
      prismIn(['links', 'list', '--json']),
      prismIn(['links', 'get', 'lnk_1']),
      prismIn(['links', 'open', 'lnk_1']),
      prismIn(['rooms', 'list', '--json']),
      prismIn(['rooms', 'get', 'room_1']),
      prismIn(['rooms', 'groups', 'list', 'room_1', '--json']),
      prismIn(['rooms', 'documents', 'list', 'room_1']),
      prismIn(['rooms', 'folders', 'list', 'room_1']),
      prismIn(['agreements', 'list', '--json']),
    ]);
    for (const r of runs) expect(r.code, r.stderr).toBe(0);
    const [list, listJson, get, open, rooms, room, groups, , , agreements] = runs;
    expect(list!.stdout).toMatch(/│ ID\s+│ Name/);
    matchesResponse(JSON.parse(listJson!.stdout), '/links', 'get', '200');
    expect(get!.stdout).toMatch(/│ URL\s+│ https?:\/\/\S+\/v\//);
    expect(open!.stdout).toMatch(/^https?:\/\/\S+\/v\/\S+\n$/);
    matchesResponse(JSON.parse(rooms!.stdout), '/rooms', 'get', '200');
    expect(room!.stdout).toMatch(/│ State\s+│/);
    matchesResponse(JSON.parse(groups!.stdout), '/rooms/{id}/groups', 'get', '200');
    matchesResponse(JSON.parse(agreements!.stdout), '/agreements', 'get', '200');
  });
});

describe('sharing commands: what is sent', () => {
  it('links create sends the target and the settings given, never more', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: {} } });
    const res = await recIn([
      'links',
      'create',
      '--document',
      'doc_1',
      '--password',
      's3cret!!',
      '--expires',
      '2030-01-01',
      '--allow-domain',
      'acme.example',
      '--nda-text',
      'Keep it to yourself.',
      '--tag',
      'board',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('POST /api/v1/links');
    expect(sentJson()).toEqual({
      documentId: 'doc_1',
      password: 's3cret!!',
      expiresAt: '2030-01-01T00:00:00.000Z',
      allowedDomains: ['acme.example'],
      ndaText: 'Keep it to yourself.',
      requireNda: true,
      tags: ['board'],
    });
    conforms(0, '/links', 'post');
  });

  it('links create needs exactly one of --document and --room; update needs something to change (exit 2)', async () => {
    expect((await recIn(['links', 'create'])).code).toBe(2);
    expect((await recIn(['links', 'create', '--document', 'doc_1', '--room', 'room_1'])).code).toBe(2);
    expect((await recIn(['links', 'update', 'lnk_1'])).code).toBe(2);
    expect(srv.rec.requests).toHaveLength(0);
  });

  it('links update --no-active --no-password --max-views none sends exactly that', async () => {
    const res = await recIn([
      'links',
      'update',
      'lnk_1',
      '--no-active',
      '--no-password',
      '--max-views',
      'none',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(url()).toBe('PATCH /api/v1/links/lnk_1');
    expect(sentJson()).toEqual({ active: false, password: null, maxViews: null });
    conforms(0, '/links/{id}', 'patch');
  });

  it('rooms groups create and documents add send their bodies; agreements update reports re-gated links', async () => {
    srv.rec.handler = (r) =>
      r.path.startsWith('/api/v1/agreements')
        ? {
            body: {
              data: {
                id: 'agr_1',
                name: 'NDA',
                body: 'x'.repeat(20),
                requireName: false,
                linkCount: 2,
                acceptedCount: 3,
                createdAt: '2026-01-01T00:00:00Z',
                updatedAt: '2026-01-01T00:00:00Z',
              },
              regatedLinks: 2,
            },
          }
        : { status: 201, body: { data: [] } };
    expect(
      (
        await recIn([
          'rooms',
          'groups',
          'create',
          'room_1',
          '--name',
          'Acme',
          '--member',
          '@acme.example',
          '--folder',
          'rfl_1',
          '--json',
        ])
      ).code,
    ).toBe(0);
    expect(url(0)).toBe('POST /api/v1/rooms/room_1/groups');
    expect(sentJson(0)).toEqual({ name: 'Acme', members: ['@acme.example'], folderIds: ['rfl_1'] });
    expect((await recIn(['rooms', 'documents', 'add', 'room_1', '--document', 'doc_1', '--json'])).code).toBe(0);
    expect(sentJson(1)).toEqual({ documentId: 'doc_1', folderId: null });
    const upd = await recIn(['agreements', 'update', 'agr_1', '--body', 'New wording of the terms here.']);
    expect(upd.code, upd.stderr).toBe(0);
    expect(sentJson(2)).toEqual({ body: 'New wording of the terms here.' });
    expect(upd.stdout).toContain('Visitors of 2 link(s) will be asked to accept the new wording.');
  });
});
