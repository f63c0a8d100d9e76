// `dossier me --json`, `dossier api` and the exit codes, against the Prism mock of the contract (and a recording
// server where a test must see exactly what was sent, or needs answers Prism cannot give).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  childEnv,
  closedPortUrl,
  matchesResponse,
  repoRoot,
  runCli,
  tempHome,
  TEST_KEY as KEY,
  useServers,
} from './helpers.js';

const srv = useServers({ handler: () => ({ status: 200, body: { data: {} } }), prismHome: 'test' });
/** The CLI against Prism with a key; the CLI against the recorder with a key. */
const { prismCli, recCli } = srv;

describe('me', () => {
  it('--json prints the raw { data } response, which matches the contract, and nothing else', async () => {
    const res = await prismCli(['me', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe('');
    const body = JSON.parse(res.stdout);
    matchesResponse(body, '/me', 'get', '200');
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.workspaceId).toBe('ws_7h2k9d1m3q');
  });

  it('prints a table of workspace id, name, email, plan, scopes and origin', async () => {
    const res = await prismCli(['me']);
    expect(res.code, res.stderr).toBe(0);
    for (const [label, value] of [
      ['Workspace ID', 'ws_7h2k9d1m3q'],
      ['Name', 'Acme Legal'],
      ['Email', 'user@example.com'],
      ['Plan', 'free'],
      ['Scopes', 'documents:read'],
      ['Origin', 'http://localhost:8080'],
    ]) {
      expect(res.stdout).toMatch(new RegExp(`│ ${label}\\s+│ ${value.replace(/[.]/g, '\\.')}\\s+│`));
    }
  });
});

describe('api: requests', () => {
  it('GET /documents --paginate returns the merged list, matching the contract', async () => {
    const res = await prismCli(['api', 'GET', '/documents', '--paginate']);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    matchesResponse(body, '/documents', 'get', '200');
    expect(body.nextCursor).toBeNull();
    expect(body.data.map((d: { id: string }) => d.id)).toEqual(['doc_7f3k2m9x1q', 'doc_4q8z1x6m2k']);
  });

  it("--paginate follows nextCursor across pages and merges every page's data", async () => {
    const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
      '': { data: [{ id: 'a' }, { id: 'b' }], nextCursor: 'c1' },
      c1: { data: [{ id: 'c' }], nextCursor: 'c2' },
      c2: { data: [{ id: 'd' }, { id: 'e' }], nextCursor: null },
    };
    srv.rec.handler = (req) => ({ body: pages[req.query.get('cursor') ?? '']! });
    // The path with the /api/v1 prefix and no leading slash names the same endpoint.
    const res = await recCli(['api', 'GET', 'api/v1/documents?status=draft', '-F', 'limit=2', '--paginate']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({
      data: [{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }, { id: 'e' }],
      nextCursor: null,
    });
    expect(srv.rec.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      '/api/v1/documents?status=draft&limit=2',
      '/api/v1/documents?status=draft&limit=2&cursor=c1',
      '/api/v1/documents?status=draft&limit=2&cursor=c2',
    ]);
    expect(srv.rec.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  });

  it('--paginate stops when the server hands back a cursor it already gave', async () => {
    srv.rec.handler = () => ({ body: { data: [1], nextCursor: 'same' } });
    const res = await recCli(['api', 'GET', '/documents', '--paginate']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ data: [1, 1], nextCursor: null });
    expect(srv.rec.requests).toHaveLength(2);
  });

  it('POST /hooks -f url=… sends a JSON body (Prism validates it against the contract)', async () => {
    const res = await prismCli(['api', 'POST', '/hooks', '-f', 'url=https://example.com/h']);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    matchesResponse(body, '/hooks', 'post', '201');
    expect(body.data.secret).toMatch(/^whsec_/);

    // A body the contract refuses (unknown field, no url) is refused by Prism: exit 5.
    const bad = await prismCli(['api', 'POST', '/hooks', '-f', 'nope=1']);
    expect(bad.code).toBe(5);
  });

  it('sends -f strings and -F typed values, arrays and nested keys as the JSON body', async () => {
    const file = path.join(srv.home, 'note.txt');
    fs.writeFileSync(file, 'from a file\n');
    const res = await recCli([
      'api',
      'POST',
      '/hooks',
      '-f',
      'url=https://example.com/h',
      '-f',
      'count=3',
      '-F',
      'n=42',
      '-F',
      'ratio=0.5',
      '-F',
      'on=true',
      '-F',
      'off=false',
      '-F',
      'nothing=null',
      '-F',
      `note=@${file}`,
      '-f',
      'events[]=envelope.completed',
      '-f',
      'events[]=recipient.signed',
      '-F',
      'meta[depth]=2',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const req = srv.rec.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/v1/hooks');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body.toString())).toEqual({
      url: 'https://example.com/h',
      count: '3',
      n: 42,
      ratio: 0.5,
      on: true,
      off: false,
      nothing: null,
      note: 'from a file\n',
      events: ['envelope.completed', 'recipient.signed'],
      meta: { depth: 2 },
    });
    expect(JSON.parse(res.stdout)).toEqual({ data: {} });
  });

  it('puts fields in the query string for GET and DELETE, with no body', async () => {
    await recCli(['api', 'GET', '/documents', '-f', 'status=draft', '-F', 'limit=5']);
    await recCli(['api', 'delete', 'documents/doc_1', '-F', 'permanent=true']);
    expect(srv.rec.requests.map((r) => [r.method, `${r.path}?${r.query}`, r.body.length])).toEqual([
      ['GET', '/api/v1/documents?status=draft&limit=5', 0],
      ['DELETE', '/api/v1/documents/doc_1?permanent=true', 0],
    ]);
  });

  it('--input sends a file (or stdin with -) as the body; -H adds headers', async () => {
    const file = path.join(srv.home, 'body.json');
    fs.writeFileSync(file, '{"title":"From file"}');
    const a = await recCli(['api', 'POST', '/documents', '--input', file, '-H', 'X-Trace: abc 123']);
    const b = await recCli(
      ['api', 'PATCH', '/documents/d1', '--input', '-', '-f', 'dryRun=yes'],
      '{"title":"From stdin"}',
    );
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(srv.rec.requests[0]!.body.toString()).toBe('{"title":"From file"}');
    expect(srv.rec.requests[0]!.headers['content-type']).toBe('application/json');
    expect(srv.rec.requests[0]!.headers['x-trace']).toBe('abc 123');
    expect(srv.rec.requests[0]!.headers['user-agent']).toMatch(/^dossier-cli\/\d+\.\d+\.\d+ /);
    expect(srv.rec.requests[1]!.body.toString()).toBe('{"title":"From stdin"}');
    expect(`${srv.rec.requests[1]!.path}?${srv.rec.requests[1]!.query}`).toBe('/api/v1/documents/d1?dryRun=yes');
  });

  it('writes non-JSON bodies raw, JSON pretty-printed, and JSON as received under --json', async () => {
    srv.rec.handler = (req) =>
      req.path.endsWith('.csv')
        ? { headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' }
        : { headers: { 'content-type': 'application/json' }, body: '{"data":{"x":1}}' };
    const csv = await recCli(['api', 'GET', '/visits/export.csv']);
    expect(csv.stdout).toBe('a,b\n1,2\n');
    const pretty = await recCli(['api', 'GET', '/x']);
    expect(pretty.stdout).toBe('{\n  "data": {\n    "x": 1\n  }\n}\n');
    const raw = await recCli(['api', 'GET', '/x', '--json']);
    expect(raw.stdout).toBe('{"data":{"x":1}}\n');
  });

  // As on every other command, and as `gh api --jq`: the filters apply to the body, --paginate's merged list included.
  it('--jq and --json=fields shape a JSON answer; a non-JSON answer is written as it is', async () => {
    const docs = {
      data: [
        { id: 'd1', title: 'NDA', status: 'draft' },
        { id: 'd2', title: 'SOW', status: 'sent' },
      ],
      nextCursor: null,
    };
    srv.rec.handler = (req) =>
      req.path.endsWith('.csv')
        ? { headers: { 'content-type': 'text/csv' }, body: 'a,b\n1,2\n' }
        : { body: req.path.endsWith('/d1') ? { data: docs.data[0] } : docs };
    const ids = await srv.recIn(['api', 'GET', '/documents', '--jq', '.data[].id']);
    expect(ids.code, ids.stderr).toBe(0);
    expect(ids.stdout).toBe('d1\nd2\n');
    const fields = await srv.recIn(['api', 'GET', '/documents', '--json=id,title']);
    expect(JSON.parse(fields.stdout)).toEqual([
      { id: 'd1', title: 'NDA' },
      { id: 'd2', title: 'SOW' },
    ]);
    const one = await srv.recIn(['api', 'GET', '/documents/d1', '--json', 'id,status']);
    expect(JSON.parse(one.stdout)).toEqual({ id: 'd1', status: 'draft' });
    const both = await srv.recIn([
      'api',
      'GET',
      '/documents',
      '--paginate',
      '--json=id',
      '--jq',
      'map(.id) | join(",")',
    ]);
    expect(both.stdout).toBe('d1,d2\n');
    const unknown = await srv.recIn(['api', 'GET', '/documents', '--json=id,size']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.stderr).error).toContain('unknown JSON field "size"');
    const badJq = await srv.recIn(['api', 'GET', '/documents', '--jq', '.data[']);
    expect(badJq.code).toBe(2);
    const csv = await srv.recIn(['api', 'GET', '/visits/export.csv', '--jq', '.data']);
    expect(csv.code, csv.stderr).toBe(0);
    expect(csv.stdout).toBe('a,b\n1,2\n');
    expect(csv.stderr).toContain('--jq and --json=fields apply to JSON answers');
  });
});

describe('api: errors and exit codes', () => {
  it('404 → exit 4, message on stderr, nothing on stdout', async () => {
    const res = await prismCli(['api', 'GET', '/documents/doc_missing', '-H', 'Prefer: code=404']);
    expect(res.code).toBe(4);
    expect(res.stdout).toBe('');
    expect(res.stderr).toMatch(/^Error: document not found \(HTTP 404, not_found\)/);
  });

  it('422 → exit 5; under --json the error is JSON on stderr', async () => {
    const res = await prismCli([
      'api',
      'POST',
      '/hooks',
      '-f',
      'url=https://example.com/h',
      '-f',
      'events[]=envelope.completed',
      '-H',
      'Prefer: code=422',
      '--json',
    ]);
    expect(res.code).toBe(5);
    expect(res.stdout).toBe('');
    const err = JSON.parse(res.stderr);
    expect(err).toMatchObject({ code: 'unprocessable', status: 422 });
    // requestId: the one the answer named (made by the mock for this answer).
    expect(Object.keys(err).sort()).toEqual(['code', 'details', 'error', 'requestId', 'status']);
    expect(err.requestId).toMatch(/^req_/);
  });

  // Prism alone answers a request against the contract with the operation's first 422 example ("plan document
  // ceiling reached"); the mock answers as the server does, and the CLI shows what Prism found.
  it("a request against the contract (npm run mock): 400 validation_failed naming the flag-less fields, and Prism's violations", async () => {
    const res = await prismCli(['api', 'POST', '/folders', '-F', 'name=5']);
    expect(res.code).toBe(5);
    const lines = res.stderr.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual([
      'Error: body.name must be string (HTTP 400, validation_failed)',
      '  body.name: must be string',
      'Contract violations found by the validating proxy (sl-violations):',
      '  request.body.name: Request body property name must be string',
    ]);
    expect(lines[4]).toMatch(/^Request id: req_[A-Za-z0-9]{22} \(quote it/);
    const json = await prismCli(['api', 'POST', '/folders', '-F', 'name=5', '--json']);
    const err = JSON.parse(json.stderr);
    expect(err).toMatchObject({
      code: 'validation_failed',
      status: 400,
      details: { fields: [{ field: 'body.name', message: 'must be string' }] },
    });
    expect(err.violations).toEqual([
      {
        location: ['request', 'body', 'name'],
        severity: 'Error',
        code: 'type',
        message: 'Request body property name must be string',
      },
    ]);
    // Every answer its own request id.
    expect(err.requestId).not.toBe(lines[4]!.split(' ')[2]);
  });

  it('400 and 409 → exit 5', async () => {
    const bad = await prismCli(['api', 'GET', '/documents', '-H', 'Prefer: code=400']);
    expect(bad.code).toBe(5);
    const conflict = await prismCli(['api', 'POST', '/documents/doc_1/restore', '-H', 'Prefer: code=409']);
    expect(conflict.code, conflict.stderr).toBe(5);
  });

  it('lists details.fields one per line (and keeps them in the JSON error)', async () => {
    const details = {
      fields: [
        { field: 'body.title', message: 'must be 1-200 characters' },
        { field: 'query.limit', message: 'must be at most 100' },
      ],
    };
    srv.rec.handler = () => ({
      status: 400,
      body: { error: 'request validation failed', code: 'validation_failed', details },
    });
    const human = await recCli(['api', 'POST', '/documents', '-f', 'title=']);
    expect(human.code).toBe(5);
    expect(human.stderr).toBe(
      'Error: request validation failed (HTTP 400, validation_failed)\n  body.title: must be 1-200 characters\n  query.limit: must be at most 100\n',
    );
    const json = await recCli(['api', 'POST', '/documents', '-f', 'title=', '--json']);
    expect(JSON.parse(json.stderr)).toEqual({
      error: 'request validation failed',
      code: 'validation_failed',
      status: 400,
      details,
    });
  });

  it('403 → exit 3', async () => {
    const res = await prismCli(['api', 'GET', '/documents', '-H', 'Prefer: code=403']);
    expect(res.code).toBe(3);
  });

  it('429 → exit 6', async () => {
    const res = await prismCli(['api', 'GET', '/me', '-H', 'Prefer: code=429', '--max-retries', '0']);
    expect(res.code).toBe(6);
    expect(res.stderr).toContain('Retry after 12 seconds');
  });

  it("5xx → exit 7 (after the SDK's retries of 503)", async () => {
    srv.rec.handler = () => ({
      status: 503,
      headers: { 'retry-after': '0' },
      body: { error: 'down for maintenance', code: 'service_unavailable' },
    });
    const res = await recCli(['api', 'GET', '/me']);
    expect(res.code).toBe(7);
    expect(srv.rec.requests).toHaveLength(3);
    srv.rec.handler = () => ({ status: 500, body: { error: 'boom', code: 'internal_error' } });
    expect((await recCli(['api', 'POST', '/documents'])).code).toBe(7);
  });

  it('other statuses (402) → exit 1', async () => {
    srv.rec.handler = () => ({ status: 402, body: { error: 'plan limit', code: 'payment_required' } });
    expect((await recCli(['api', 'GET', '/me'])).code).toBe(1);
  });

  it('connection refused → exit 7', async () => {
    const url = await closedPortUrl();
    const res = await runCli(['api', 'GET', '/me', '--base-url', url, '--api-key', KEY, '--max-retries', '0'], {
      home: srv.home,
    });
    expect(res.code).toBe(7);
    expect(res.stderr).toMatch(/^Error: cannot reach http:\/\/127\.0\.0\.1:\d+\/api\/v1: .*ECONNREFUSED/);
    const me = await runCli(['me', '--base-url', url, '--api-key', KEY, '--json'], { home: srv.home });
    expect(me.code).toBe(7);
    expect(JSON.parse(me.stderr)).toMatchObject({ code: 'connection_error', status: null });
  });
});

// These need no server: run them side by side.
describe.concurrent('usage errors → exit 2', () => {
  it.each([
    ['unknown flag', ['me', '--nope']],
    ['unknown command', ['nope']],
    ['missing argument', ['api', 'GET']],
    ['bad method', ['api', 'FETCH', '/me']],
    ['--paginate with POST', ['api', 'POST', '/documents', '--paginate']],
    ['field without =', ['api', 'POST', '/hooks', '-f', 'url']],
    ['bad header', ['api', 'GET', '/me', '-H', 'no-colon']],
    ['unreadable --input', ['api', 'POST', '/documents', '--input', '/nonexistent/file.json']],
    ['bad --max-retries', ['me', '--max-retries', 'many']],
    ['bad --base-url', ['me', '--base-url', 'not a url']],
  ])('%s', async (_name, args) => {
    const res = await runCli([...args, '--api-key', KEY], { home: tempHome() });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toMatch(/^Error: /);
    expect(res.stdout).toBe('');
  });

  it('under --json, a usage error is JSON on stderr', async () => {
    const res = await runCli(['me', '--nope', '--json'], { home: tempHome() });
    expect(res.code).toBe(2);
    expect(JSON.parse(res.stderr)).toMatchObject({ code: 'usage_error', status: null });
  });
});

describe.concurrent('help and completion', () => {
  it('dossier --help lists the commands and the exit codes', async () => {
    const res = await runCli(['--help'], { home: tempHome() });
    expect(res.code).toBe(0);
    for (const cmd of ['api', 'autocomplete', 'login', 'logout', 'me'])
      expect(res.stdout).toMatch(new RegExp(`^  ${cmd}\\s`, 'm'));
    expect(res.stdout).toContain('EXIT CODES');
    expect(res.stdout).toMatch(/^ {2}7\s+server or network unavailable/m);
  });

  it('command help documents the exit codes and global flags', async () => {
    const res = await runCli(['api', '--help'], { home: tempHome() });
    expect(res.code).toBe(0);
    expect(res.stdout).toContain('EXIT CODES');
    expect(res.stdout).toContain('GLOBAL FLAGS');
    expect(res.stdout).toContain('--paginate');
  });

  it('dossier autocomplete --help works, and the completion cache knows our commands', async () => {
    const own = tempHome();
    const help = await runCli(['autocomplete', '--help'], { home: own });
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toContain('autocomplete [SHELL]');
    const refresh = await runCli(['autocomplete', '--refresh-cache'], { home: own });
    expect(refresh.code, refresh.stderr).toBe(0);
    const bash = fs.readFileSync(path.join(own, '.cache/dossier/autocomplete/functions/bash/dossier.bash'), 'utf8');
    expect(bash).toContain('--paginate');
    expect(bash).toContain('--with-token');
  });

  it('under npx (no dossier on PATH) autocomplete gives setup lines that work: a dossier function and its completion', () => {
    const home = tempHome();
    // The user's shell: node and the system, no `dossier` anywhere.
    const env = { ...childEnv(home), PATH: [path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter) };
    const out = execFileSync(path.join(path.dirname(process.execPath), 'npx'), ['dossier', 'autocomplete', 'bash'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(out).toContain('`dossier` is not on your PATH');
    const setup = out
      .split('`dossier` is not on your PATH')[1]!
      .split('\n')
      .filter((l) => l.startsWith('  printf'));
    expect(setup).toHaveLength(2);
    expect(setup[0]).toContain(`node "${path.join(repoRoot, 'packages/cli/bin/run.js')}" "$@"`);
    // Run the lines as printed (they write ~/.bashrc of this home), then use what they set up in a new shell.
    execFileSync('bash', ['-c', setup.join('\n')], { cwd: home, env, stdio: 'ignore' });
    const check = execFileSync(
      'bash',
      [
        '-c',
        [
          // bash-completion's helpers the completion function calls, reduced to what a one-word test needs.
          '_get_comp_words_by_ref() { :; }; __ltrim_colon_completions() { :; }',
          'source ~/.bashrc',
          'type -t dossier; complete -p dossier; dossier --version',
          // biome-ignore lint/suspicious/noTemplateCurlyInString: a bash parameter expansion, run by bash
          'COMP_WORDS=(dossier docu); COMP_CWORD=1; cur=docu; _dossier_autocomplete; echo "completes: ${COMPREPLY[0]}"',
        ].join('\n'),
      ],
      { cwd: home, env, encoding: 'utf8' },
    );
    expect(check.split('\n').slice(0, 2)).toEqual(['function', 'complete -F _dossier_autocomplete dossier']);
    expect(check).toMatch(/^@dossier\/cli\/\d+\.\d+\.\d+ /m);
    expect(check).toContain('completes: documents');
  }, 90_000); // it builds the completion cache, slow on a busy machine

  it('with a dossier on PATH, autocomplete prints only the plugin instructions', async () => {
    const home = tempHome();
    const binDir = path.join(home, 'bin');
    fs.mkdirSync(binDir);
    fs.writeFileSync(path.join(binDir, 'dossier'), '#!/bin/sh\n', { mode: 0o755 });
    const res = await runCli(['autocomplete', 'zsh'], {
      home,
      // Run directly, not under npm: nothing says npm exec.
      env: {
        PATH: [binDir, path.dirname(process.execPath), '/usr/bin', '/bin'].join(path.delimiter),
        npm_command: undefined,
        npm_lifecycle_event: undefined,
      },
    });
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('autocomplete script zsh');
    expect(res.stdout).not.toContain('not on your PATH');
  }, 90_000);
});
