// Login, key storage, key precedence and logout, against the Prism mock of the contract (and, where a test must
// see which key was sent or get a 401 for a bad key, a recording server).
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { configDir, configFile, runCli, runCliInPty, useServers } from './helpers.js';

const GOOD_KEYS = new Set(['dsk_live_storedkey0001', 'dsk_live_envkey0000002', 'dsk_live_flagkey000003']);
const ME = {
  data: {
    workspaceId: 'ws_rec',
    name: 'Recorder',
    email: null,
    scopes: ['documents:read'],
    plan: 'free',
    origin: 'http://x',
  },
};

// The recorder plays an API that knows three keys.
const srv = useServers({
  handler: (req) => {
    const key = /^Bearer (.+)$/.exec(String(req.headers.authorization ?? ''))?.[1];
    if (!key || !GOOD_KEYS.has(key))
      return { status: 401, body: { error: 'a valid API key is required', code: 'unauthorized' } };
    return { status: 200, body: ME };
  },
});

const mode = (p: string) => fs.statSync(p).mode & 0o777;

describe('login --with-token', () => {
  it('stores the key with mode 0600 (directory 0700), and `me` then works without --api-key', async () => {
    const key = 'dsk_live_prismkey12345678';
    const login = await runCli(['login', '--with-token', '--base-url', srv.prism.baseUrl], {
      home: srv.home,
      input: `${key}\n`,
    });
    expect(login.code, login.stderr).toBe(0);
    expect(mode(configFile(srv.home))).toBe(0o600);
    expect(mode(configDir(srv.home))).toBe(0o700);
    expect(JSON.parse(fs.readFileSync(configFile(srv.home), 'utf8'))).toEqual({
      apiKey: key,
      baseUrl: srv.prism.baseUrl,
    });
    // The key is never shown in full; its last four characters are.
    expect(login.stdout + login.stderr).not.toContain(key);
    expect(login.stdout).toContain('dsk_…5678');

    const me = await runCli(['me'], { home: srv.home });
    expect(me.code, me.stderr).toBe(0);
    expect(me.stdout).toContain('ws_7h2k9d1m3q');
    expect(me.stdout).toContain('Acme Legal');
    expect(me.stdout).toMatch(/Scopes\s*│\s*documents:read/);
  });

  it('tightens an existing config file that others can read', async () => {
    fs.mkdirSync(configDir(srv.home), { recursive: true });
    fs.writeFileSync(configFile(srv.home), '{}', { mode: 0o644 });
    fs.chmodSync(configFile(srv.home), 0o644);
    const login = await runCli(['login', '--with-token', '--base-url', srv.prism.baseUrl], {
      home: srv.home,
      input: 'dsk_live_prismkey12345678\n',
    });
    expect(login.code, login.stderr).toBe(0);
    expect(mode(configFile(srv.home))).toBe(0o600);
  });

  it('refuses a key the API rejects with exit 3 and stores nothing', async () => {
    const bad = 'dsk_live_notavalidkey999';
    const res = await runCli(['login', '--with-token', '--base-url', `${srv.rec.url}/api/v1`], {
      home: srv.home,
      input: bad,
    });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^Error: the API refused the key dsk_…y999/);
    expect(res.stderr).not.toContain(bad);
    expect(fs.existsSync(configFile(srv.home))).toBe(false);
    expect(srv.rec.requests).toHaveLength(1);
    expect(srv.rec.requests[0]!.path).toBe('/api/v1/me');
    expect(srv.rec.requests[0]!.headers.authorization).toBe(`Bearer ${bad}`);
  });

  it('fails with exit 2 when stdin is empty', async () => {
    const res = await runCli(['login', '--with-token', '--base-url', srv.prism.baseUrl], {
      home: srv.home,
      input: '\n',
    });
    expect(res.code).toBe(2);
    expect(fs.existsSync(configFile(srv.home))).toBe(false);
  });

  it('does not prompt without a terminal: exit 2 and a hint', async () => {
    const res = await runCli(['login', '--base-url', srv.prism.baseUrl], { home: srv.home });
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('--with-token');
    expect(fs.existsSync(configFile(srv.home))).toBe(false);
  });

  it('accepts --api-key and prints the /me response under --json', async () => {
    const res = await runCli(
      ['login', '--api-key', 'dsk_live_storedkey0001', '--base-url', `${srv.rec.url}/api/v1`, '--json'],
      { home: srv.home },
    );
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual(ME);
    expect(res.stderr).toBe('');
    expect(JSON.parse(fs.readFileSync(configFile(srv.home), 'utf8')).apiKey).toBe('dsk_live_storedkey0001');
  });
});

describe('interactive login', () => {
  it('prompts for the key in a terminal with masked input, checks it and stores it', async () => {
    const key = 'dsk_live_typedkey4242';
    const res = await runCliInPty(['login', '--base-url', srv.prism.baseUrl], {
      home: srv.home,
      prompt: 'API key for',
      answer: key,
    });
    expect(res.typed, res.stdout).toBe(true);
    expect(res.code, res.stdout).toBe(0);
    expect(res.stdout).not.toContain(key); // masked: the pty shows asterisks, never the key
    expect(res.stdout).toContain('*****');
    expect(res.stdout).toContain('Logged in to');
    expect(JSON.parse(fs.readFileSync(configFile(srv.home), 'utf8'))).toEqual({
      apiKey: key,
      baseUrl: srv.prism.baseUrl,
    });
    expect(mode(configFile(srv.home))).toBe(0o600);
  });
});

describe('key precedence', () => {
  const base = () => `${srv.rec.url}/api/v1`;
  const sentKey = () => String(srv.rec.requests.at(-1)?.headers.authorization ?? '');

  beforeEach(async () => {
    const login = await runCli(['login', '--with-token', '--base-url', base()], {
      home: srv.home,
      input: 'dsk_live_storedkey0001',
    });
    expect(login.code, login.stderr).toBe(0);
    srv.rec.requests.length = 0;
  });

  it('uses the stored key (and stored base URL) by default', async () => {
    const res = await runCli(['me', '--json'], { home: srv.home });
    expect(res.code, res.stderr).toBe(0);
    expect(sentKey()).toBe('Bearer dsk_live_storedkey0001');
  });

  it('DOSSIER_API_KEY overrides the stored key', async () => {
    const res = await runCli(['me', '--json'], { home: srv.home, env: { DOSSIER_API_KEY: 'dsk_live_envkey0000002' } });
    expect(res.code, res.stderr).toBe(0);
    expect(sentKey()).toBe('Bearer dsk_live_envkey0000002');
  });

  it('--api-key overrides both', async () => {
    const res = await runCli(['me', '--json', '--api-key', 'dsk_live_flagkey000003'], {
      home: srv.home,
      env: { DOSSIER_API_KEY: 'dsk_live_envkey0000002' },
    });
    expect(res.code, res.stderr).toBe(0);
    expect(sentKey()).toBe('Bearer dsk_live_flagkey000003');
  });

  it('DOSSIER_BASE_URL and --base-url pick the server; the stored key is not sent to another server', async () => {
    const other = `${srv.rec.url}/other/api/v1`;
    const viaEnv = await runCli(['api', 'GET', '/me'], { home: srv.home, env: { DOSSIER_BASE_URL: other } });
    expect(srv.rec.requests.at(-1)?.path).toBe('/other/api/v1/me');
    expect(srv.rec.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect(viaEnv.code).toBe(3);
    expect(viaEnv.stderr).toContain(`The stored key is for ${base()}`);

    const me = await runCli(['me', '--base-url', other], { home: srv.home });
    expect(me.code).toBe(3);
    expect(me.stderr).toMatch(/^Error: not logged in/);
  });

  it('logout removes the stored key; commands then fail with exit 3', async () => {
    const out = await runCli(['logout'], { home: srv.home });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stdout).toContain('dsk_…0001');
    expect(JSON.parse(fs.readFileSync(configFile(srv.home), 'utf8'))).toEqual({ baseUrl: base() });
    const me = await runCli(['me'], { home: srv.home });
    expect(me.code).toBe(3);
    expect(srv.rec.requests).toHaveLength(0); // refused locally, no request sent without a key
    const again = await runCli(['logout', '--json'], { home: srv.home });
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ loggedOut: false });
  });
});

describe('no key configured', () => {
  it('`me` exits 3 with a hint', async () => {
    const res = await runCli(['me', '--base-url', srv.prism.baseUrl], { home: srv.home });
    expect(res.code).toBe(3);
    expect(res.stderr).toMatch(/^Error: not logged in: no API key configured\nRun "dossier login"/);
    expect(res.stdout).toBe('');
  });

  it("`api` sends no Authorization header, and Prism's 401 maps to exit 3 (JSON error under --json)", async () => {
    const res = await runCli(['api', 'GET', '/me', '--base-url', srv.prism.baseUrl, '--json'], { home: srv.home });
    expect(res.code).toBe(3);
    expect(res.stdout).toBe('');
    // With what the mock (Prism) found: no credentials for the operation's security scheme.
    expect(JSON.parse(res.stderr)).toEqual({
      error: 'a valid API key is required',
      code: 'unauthorized',
      status: 401,
      details: null,
      requestId: expect.stringMatching(/^req_/),
      violations: [{ location: ['request'], severity: 'Error', code: 401, message: 'Invalid security scheme used' }],
    });
  });
});
