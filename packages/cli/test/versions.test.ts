// The contract's version between CLI and server: every request names it (user agent and x-dossier-api-version),
// and the CLI warns once on stderr of a server of another major, of one older than the command's operation, and
// of a deprecated part the command used (the recording server answers the headers a server would).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRoot, useServers } from './helpers.js';

const srv = useServers({ handler: () => ({ status: 200, body: { data: {} } }) });
const { recCli } = srv;
const version: string = JSON.parse(fs.readFileSync(path.join(cliRoot, 'package.json'), 'utf8')).version;
const specVersion: string = JSON.parse(fs.readFileSync(path.join(cliRoot, '../../spec/dist/openapi.json'), 'utf8')).info
  .version;
const major = Number(version.split('.')[0]);
const folders = {
  data: [
    {
      id: 'fld_1',
      name: 'Contracts',
      parentId: null,
      position: 0,
      documentCount: 0,
      createdAt: '2026-01-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
    },
  ],
  nextCursor: null,
};

describe('versions', () => {
  it("the CLI's version is the spec's, sent as the user agent and x-dossier-api-version", async () => {
    expect(version).toBe(specVersion);
    const res = await recCli(['api', 'GET', '/me']);
    expect(res.code, res.stderr).toBe(0);
    expect(srv.rec.requests[0]!.headers['user-agent']).toMatch(
      new RegExp(`^dossier-cli/${version.replaceAll('.', '\\.')} `),
    );
    expect(srv.rec.requests[0]!.headers['x-dossier-api-version']).toBe(specVersion);
  });

  it('warns once on stderr when the server speaks another major, and still prints the answer', async () => {
    srv.rec.handler = () => ({ status: 200, headers: { 'x-dossier-api-version': `${major + 1}.0.0` }, body: folders });
    const res = await recCli(['folders', 'list', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual(folders);
    expect(res.stderr.match(/Warning:/g)).toHaveLength(1);
    expect(res.stderr).toContain(
      `the server speaks API ${major + 1}.0.0 and this SDK ${specVersion}, another major version`,
    );
  });

  it('warns when the server is older than the operation the command calls', async () => {
    srv.rec.handler = () => ({
      status: 404,
      headers: { 'x-dossier-api-version': '1.0.0' },
      body: { error: 'no route GET /api/v1/batches/bat_1', code: 'route_not_found' },
    });
    const res = await recCli(['batches', 'get', 'bat_1']);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain(
      'Warning: the server speaks API 1.0.0, older than 1.1.0, which added getBatch: it may not know this call.',
    );
  });

  it('prints a deprecation on stderr with its sunset and changelog entry; nothing for a plain answer', async () => {
    srv.rec.handler = () => ({
      status: 200,
      headers: {
        'x-dossier-api-version': specVersion,
        deprecation: '@1796083200',
        sunset: 'Wed, 30 Jun 2027 00:00:00 GMT',
        link: '</docs/changes#deprecated-listfolders>; rel="deprecation"',
      },
      body: folders,
    });
    const res = await recCli(['folders', 'list', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toMatch(
      /^Warning: listFolders is deprecated and stops working on 2027-06-30 \(see http:\/\/127\.0\.0\.1:\d+\/docs\/changes#deprecated-listfolders\)\.\n$/,
    );
    srv.rec.handler = () => ({ status: 200, headers: { 'x-dossier-api-version': specVersion }, body: folders });
    const plain = await recCli(['folders', 'list', '--json']);
    expect(plain.stderr).toBe('');
  });
});
