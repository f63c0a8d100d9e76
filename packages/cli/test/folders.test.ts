// `dossier folders …` against the Prism mock of the contract, and a recording server where a test must see exactly
// what was sent (also checked against the contract's request schemas) or needs answers Prism cannot give. The
// built CLI runs inside the test process (prismIn/recIn/runInProcess, see helpers.ts) except where a case needs
// stdin, which takes a child process.
import { describe, expect, it } from 'vitest';
import type { Folder } from '@dossier/sdk';
import { folderTree } from '../src/shared/folders/format.js';
import { matchesResponse, usageErrors, useServers } from './helpers.js';

const folder = (id: string, name: string, parentId: string | null, position = 0, documentCount = 0): Folder => ({
  id,
  name,
  parentId,
  position,
  documentCount,
  createdAt: '2026-11-21T10:00:00Z',
  updatedAt: '2026-11-21T10:00:00Z',
});

const srv = useServers({
  handler: () => ({ body: { data: folder('fld_rec1', 'Contracts', null) } }),
  prismHome: 'test',
});
const { prismIn, recIn, urls, sentJson, conforms } = srv;

describe('folders against Prism', () => {
  it('list prints the tree (subfolders indented under their parent); --json matches the contract; create is accepted', async () => {
    const [tree, json, create] = await Promise.all([
      prismIn(['folders', 'list']),
      prismIn(['folders', 'list', '--json']),
      prismIn(['folders', 'create', '--name', 'Signed', '--parent', 'fld_2k8m4q9z1x', '--position', '3']),
    ]);
    expect(tree.code, tree.stderr).toBe(0);
    const rows = tree.stdout.split('\n').filter((l) => l.startsWith('│'));
    expect(
      rows.map((l) =>
        l
          .split('│')
          .slice(1, 3)
          .map((c) => c.trimEnd()),
      ),
    ).toEqual([
      [' Folder', ' ID'],
      [' Contracts', ' fld_2k8m4q9z1x'],
      [' └ Signed', ' fld_5q1x7m3k9z'],
      [' Proposals', ' fld_8z4k2q6m1x'],
    ]);
    expect(tree.stdout).toMatch(/│ Contracts\s+│ fld_2k8m4q9z1x\s+│ 12\s+│ 0\s+│/);
    expect(json.code, json.stderr).toBe(0);
    matchesResponse(JSON.parse(json.stdout), '/folders', 'get', '200');
    expect(create.code, create.stderr).toBe(0);
    expect(create.stdout).toMatch(/^Created folder \S+\.\n/);
  });
});

describe('folders: what is sent', () => {
  it('create sends { name, parentId }; --position is a second request (PATCH) once the folder exists', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? { status: 201, body: { data: folder('fld_new', 'Signed', 'fld_1') } }
        : { body: { data: folder('fld_new', 'Signed', 'fld_1', 2) } };
    const res = await recIn(['folders', 'create', '--name', 'Signed', '--parent', 'fld_1', '--position', '2']);
    expect(res.code, res.stderr).toBe(0);
    expect(urls()).toEqual(['POST /api/v1/folders', 'PATCH /api/v1/folders/fld_new']);
    expect(sentJson(0)).toEqual({ name: 'Signed', parentId: 'fld_1' });
    expect(sentJson(1)).toEqual({ position: 2 });
    conforms(0, '/folders', 'post');
    expect(res.stdout).toMatch(/^Created folder fld_new\.\n/);
    expect(res.stdout).toMatch(/│ Parent\s+│ fld_1\s+│/);
    expect(res.stdout).toMatch(/│ Position\s+│ 2\s+│/);
  });

  it('update sends what the flags change (--top-level is parentId null); delete --yes sends DELETE', async () => {
    srv.rec.handler = (r) =>
      r.method === 'DELETE' ? { status: 204 } : { body: { data: folder('fld_rec1', 'Signed contracts', null, 4) } };
    const update = await recIn([
      'folders',
      'update',
      'fld_rec1',
      '--name',
      'Signed contracts',
      '--top-level',
      '--position',
      '4',
    ]);
    const move = await recIn(['folders', 'update', 'fld_rec1', '--parent', 'fld_2', '--json']);
    const del = await recIn(['folders', 'delete', 'fld_rec1', '--yes']);
    for (const r of [update, move, del]) expect(r.code, r.stderr).toBe(0);
    expect(urls()).toEqual([
      'PATCH /api/v1/folders/fld_rec1',
      'PATCH /api/v1/folders/fld_rec1',
      'DELETE /api/v1/folders/fld_rec1',
    ]);
    expect(sentJson(0)).toEqual({ name: 'Signed contracts', parentId: null, position: 4 });
    expect(sentJson(1)).toEqual({ parentId: 'fld_2' });
    for (const i of [0, 1]) conforms(i, '/folders/{id}', 'patch');
    expect(update.stdout).toMatch(/^Updated folder fld_rec1\.\n/);
    expect(JSON.parse(move.stdout)).toEqual({ data: folder('fld_rec1', 'Signed contracts', null, 4) });
    expect(del.stdout).toBe('Deleted folder fld_rec1; its documents and subfolders moved up one level.\n');
  });

  it('list indents each level of a deeper tree; an empty workspace gets a hint on stderr', async () => {
    srv.rec.handler = () => ({
      body: {
        data: [
          folder('a', 'Clients', null, 0, 1),
          folder('b', 'Acme', 'a'),
          folder('c', '2026', 'b', 0, 7),
          folder('d', 'Globex', 'a', 1),
        ],
      },
    });
    const res = await recIn(['folders', 'list']);
    expect(res.code, res.stderr).toBe(0);
    expect(
      res.stdout
        .split('\n')
        .filter((l) => l.startsWith('│'))
        .map((l) => l.split('│')[1]!.trimEnd()),
    ).toEqual([' Folder', ' Clients', ' └ Acme', '   └ 2026', ' └ Globex']);
    expect(urls()).toEqual(['GET /api/v1/folders']);
    srv.rec.handler = () => ({ body: { data: [] } });
    const empty = await recIn(['folders', 'list']);
    expect([empty.code, empty.stdout, empty.stderr]).toEqual([
      0,
      '',
      'No folders. Create one with "dossier folders create --name NAME".\n',
    ]);
  });
});

describe('folders: errors and exit codes', () => {
  it('404 (no such parent) → 4; 422 (a move into its own subfolder) → 5', async () => {
    srv.rec.handler = (r) =>
      r.method === 'POST'
        ? { status: 404, body: { error: 'parent folder not found', code: 'not_found' } }
        : {
            status: 422,
            body: { error: 'a folder cannot move into one of its own subfolders', code: 'unprocessable' },
          };
    const [missing, cycle] = await Promise.all([
      recIn(['folders', 'create', '--name', 'X', '--parent', 'fld_nope']),
      recIn(['folders', 'update', 'fld_1', '--parent', 'fld_1_child']),
    ]);
    expect([missing.code, missing.stdout, missing.stderr]).toEqual([
      4,
      '',
      'Error: parent folder not found (HTTP 404, not_found)\n',
    ]);
    expect([cycle.code, cycle.stderr]).toEqual([
      5,
      'Error: a folder cannot move into one of its own subfolders (HTTP 422, unprocessable)\n',
    ]);
  });
});

describe('folders: usage errors → exit 2, nothing sent (in process)', () => {
  usageErrors([
    ['create without --name', ['folders', 'create'], 'the --name flag is required'],
    [
      'create --position 10001',
      ['folders', 'create', '--name', 'X', '--position', '10001'],
      'Expected an integer less than or equal to 10000',
    ],
    [
      'update with nothing to change',
      ['folders', 'update', 'fld_1'],
      'Error: nothing to change\nPass at least one of --name, --parent, --top-level or --position.\n',
    ],
    [
      'update --parent with --top-level',
      ['folders', 'update', 'fld_1', '--parent', 'fld_2', '--top-level'],
      '--parent and --top-level cannot be used together',
    ],
    [
      'update --position -1',
      ['folders', 'update', 'fld_1', '--position', '-1'],
      'Expected an integer greater than or equal to 0',
    ],
    [
      'delete without --yes and no terminal',
      ['folders', 'delete', 'fld_1'],
      'Error: refusing to delete fld_1 without confirmation',
    ],
    ['delete without an id', ['folders', 'delete', '--yes'], 'argument is required'],
  ]);
});

describe('folderTree', () => {
  it('puts each folder under its parent, in the order given, whatever order the list is in', () => {
    const tree = folderTree([
      folder('c', 'C', 'b'),
      folder('a', 'A', null),
      folder('b', 'B', 'a'),
      folder('d', 'D', null),
    ]);
    expect(tree.map(({ folder: f, depth }) => `${depth}:${f.id}`)).toEqual(['0:a', '1:b', '2:c', '0:d']);
  });

  it('shows a folder whose parent is missing at the top level, and survives a cycle', () => {
    const orphan = folderTree([folder('x', 'X', 'gone'), folder('y', 'Y', 'x')]);
    expect(orphan.map(({ folder: f, depth }) => `${depth}:${f.id}`)).toEqual(['0:x', '1:y']);
    const cycle = folderTree([folder('p', 'P', 'q'), folder('q', 'Q', 'p'), folder('s', 'S', 's')]);
    expect(cycle.map(({ folder: f }) => f.id).sort()).toEqual(['p', 'q', 's']);
  });
});
