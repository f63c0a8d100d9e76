// The contract's version between SDK and server: every request names the SDK's (user agent and its own header),
// and the client warns once (onWarning) of a deprecated part a call used (with its sunset and replacement), of a
// server of another major, and of a server older than an operation called. The deprecation table is the generated
// one with one entry added (no real operation is deprecated).
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { apiVersion } from '../src/generated/version.gen.js';
import { client, url, useMockServer } from './helpers.js';

vi.mock('../src/generated/version.gen.js', async (original) => {
  const real = await original<typeof import('../src/generated/version.gen.js')>();
  return {
    ...real,
    deprecations: {
      ...real.deprecations,
      getMe: {
        operation: {
          since: '2026-12-01',
          sunset: '2027-06-30',
          replacement: 'catalog.retrieve (GET /)',
          anchor: 'deprecated-getme',
        },
      },
      listDocuments: {
        parameters: {
          q: {
            since: '2026-12-01',
            sunset: '2027-07-31',
            replacement: 'the search parameter',
            anchor: 'deprecated-listdocuments-q',
          },
        },
      },
    },
  };
});

const server = useMockServer();
const [major, minor] = apiVersion.split('.').map(Number);

/** Answers `path` with the given headers (and records the requests' headers). */
function answer(path: string, headers: Record<string, string>, body: object = { data: {} }) {
  const seen: Headers[] = [];
  server.use(
    http.get(url(path), ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json(body, { headers });
    }),
  );
  return seen;
}

function warnings() {
  const said: string[] = [];
  return { said, c: client({ onWarning: (m) => said.push(m) }) };
}

const DEPRECATED = {
  'x-dossier-api-version': apiVersion,
  deprecation: '@1796083200',
  sunset: 'Wed, 30 Jun 2027 00:00:00 GMT',
  link: '</docs/changes#deprecated-getme>; rel="deprecation"; type="text/html"',
};

describe('the SDK names its contract version', () => {
  test('in the user agent and x-dossier-api-version, on the facade and raw requests', async () => {
    const seen = answer('/me', { 'x-dossier-api-version': apiVersion });
    const { c } = warnings();
    await c.me.retrieve();
    await c.request('GET', '/me');
    expect(seen.map((h) => [h.get('user-agent'), h.get('x-dossier-api-version')])).toEqual([
      [`dossier-sdk/${apiVersion}`, apiVersion],
      [`dossier-sdk/${apiVersion}`, apiVersion],
    ]);
  });
});

describe('warnings, each once per client', () => {
  test('a deprecated operation: its sunset, its replacement and the changelog entry, said once', async () => {
    answer('/me', DEPRECATED);
    const { said, c } = warnings();
    await c.me.retrieve();
    await c.me.retrieve();
    expect(said).toEqual([
      'dossier-sdk: getMe is deprecated and stops working on 2027-06-30; use catalog.retrieve (GET /) instead (see https://api.dossier.test/docs/changes#deprecated-getme).',
    ]);
  });

  test('a deprecated parameter is named as such', async () => {
    answer(
      '/documents',
      {
        ...DEPRECATED,
        sunset: 'Sat, 31 Jul 2027 00:00:00 GMT',
        link: '</docs/changes#deprecated-listdocuments-q>; rel="deprecation"',
      },
      { data: [], nextCursor: null },
    );
    const { said, c } = warnings();
    await c.documents.list({ q: 'nda' });
    expect(said).toEqual([
      'dossier-sdk: parameter q of listDocuments is deprecated and stops working on 2027-07-31; use the search parameter instead (see https://api.dossier.test/docs/changes#deprecated-listdocuments-q).',
    ]);
  });

  test('no deprecation headers, same major: nothing said', async () => {
    answer('/me', { 'x-dossier-api-version': `${major}.${minor + 5}.0` });
    const { said, c } = warnings();
    await c.me.retrieve();
    expect(said).toEqual([]);
  });

  test('a server of another major: said once, whatever is called', async () => {
    answer('/me', { 'x-dossier-api-version': `${major + 1}.0.0` });
    answer('/folders', { 'x-dossier-api-version': `${major + 1}.0.0` }, { data: [], nextCursor: null });
    const { said, c } = warnings();
    await c.me.retrieve();
    await c.folders.list();
    await c.request('GET', '/me');
    expect(said).toEqual([
      `dossier-sdk: the server speaks API ${major + 1}.0.0 and this SDK ${apiVersion}, another major version: calls may fail. Use an SDK of version ${major + 1}.x.`,
    ]);
  });

  test('a server older than the version that added the operation called, even when it answers 404', async () => {
    server.use(
      http.get(url('/batches/bat_1'), () =>
        HttpResponse.json(
          { error: 'no route', code: 'route_not_found' },
          { status: 404, headers: { 'x-dossier-api-version': '1.0.0' } },
        ),
      ),
    );
    answer('/me', { 'x-dossier-api-version': '1.0.0' });
    const { said, c } = warnings();
    await c.me.retrieve(); // in 1.0.0 already: nothing to say
    await expect(c.batches.retrieve('bat_1')).rejects.toThrow();
    expect(said).toEqual([
      'dossier-sdk: the server speaks API 1.0.0, older than 1.1.0, which added getBatch: it may not know this call.',
    ]);
  });

  test('by default the warning goes to console.warn', async () => {
    answer('/me', DEPRECATED);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await client().me.retrieve();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(/^dossier-sdk: getMe is deprecated/);
    warn.mockRestore();
  });
});
