// `dossier hooks …` against the Prism mock of the contract (answers shaped like the spec's examples), and a
// recording server where a test must see exactly what was sent or needs answers Prism cannot give.
import { describe, expect, it } from 'vitest';
import { answerBothWays, matchesResponse, runCli, tempHome, TEST_KEY as KEY, useServers } from './helpers.js';

const SECRET = 'whsec_4f1b8c0e9a7d4e2b9c3a5d6e7f8091a2'; // the spec's example
const HOOK = {
  id: 'hook_rec1',
  url: 'https://example.com/h',
  events: ['envelope.completed', 'recipient.signed'],
  active: true,
  failureCount: 0,
  lastStatus: null,
  lastAttemptAt: null,
  createdAt: '2026-11-21T10:00:00Z',
};
const DELIVERY = {
  id: 'dlv_1',
  endpointId: 'hook_rec1',
  eventId: 'evt_1',
  event: 'ping',
  status: 'delivered',
  attempts: 1,
  responseStatus: 200,
  error: null,
  deliveredAt: '2026-11-21T10:00:01Z',
  createdAt: '2026-11-21T10:00:00Z',
};

const srv = useServers({ handler: () => ({ status: 200, body: { data: HOOK } }), prismHome: 'each-call' });
/** The CLI against Prism with a key (each call with its own home); the CLI against the recorder with a key. */
const { prismCli, recCli, sentJson } = srv;
const count = (text: string, part: string) => text.split(part).length - 1;

describe('hooks against Prism', () => {
  it('list: a table of id, url, events, active, failures and last status', async () => {
    const res = await prismCli(['hooks', 'list']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/│ ID\s+│ URL\s+│ Events\s+│ Active\s+│ Failures\s+│ Last status\s+│/);
    expect(res.stdout).toMatch(
      /│ hook_3k9d2m1x8q\s+│ https:\/\/example\.com\/dossier\/webhooks\s+│ envelope\.sent\s+│ yes\s+│ 0\s+│ 0\s+│/,
    );
  });

  it('list --json: the whole response, with the events catalogue, matching the contract', async () => {
    const res = await prismCli(['hooks', 'list', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stderr).toBe('');
    const body = JSON.parse(res.stdout);
    matchesResponse(body, '/hooks', 'get', '200');
    expect(Object.keys(body)).toEqual(['data', 'events']);
    expect(body.events[0].name).toBe('envelope.sent');
  });

  it('create (Prism answers 200, an identical re-subscribe): says it was switched back on, shows the secret once', async () => {
    const res = await prismCli(['hooks', 'create', '--url', 'https://example.com/h', '--event', 'envelope.completed']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain(
      'hook_3k9d2m1x8q already existed with this URL and these events: it was switched back on',
    );
    expect(count(res.stdout, SECRET)).toBe(1);
    expect(res.stdout).toContain('Store it now: it is not shown again.');
  });

  it('create --json prints the response as is', async () => {
    const res = await prismCli(['hooks', 'create', '--url', 'https://example.com/h', '--json']);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    matchesResponse(body, '/hooks', 'post', '200');
    expect(body.data.secret).toBe(SECRET);
  });

  it('get: a key/value table; --json matches the contract', async () => {
    const table = await prismCli(['hooks', 'get', 'hook_3k9d2m1x8q']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(/│ URL\s+│ https:\/\/example\.com\/dossier\/webhooks\s+│/);
    expect(table.stdout).toMatch(/│ Failure count\s+│ 0\s+│/);
    expect(table.stdout).not.toContain('whsec_');
    const json = await prismCli(['hooks', 'get', 'hook_3k9d2m1x8q', '--json']);
    matchesResponse(JSON.parse(json.stdout), '/hooks/{id}', 'get', '200');
  });

  it('update --active (Prism validates the body against the contract)', async () => {
    const res = await prismCli(['hooks', 'update', 'hook_3k9d2m1x8q', '--active', '--event', 'envelope.completed']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Updated webhook endpoint hook_3k9d2m1x8q (switched on, failure count reset).');
  });

  it('delete --yes: 204, a confirmation line', async () => {
    const res = await prismCli(['hooks', 'delete', 'hook_3k9d2m1x8q', '--yes']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe('Deleted webhook endpoint hook_3k9d2m1x8q.\n');
  });

  it('ping: the delivery status, response status and error; --json matches the contract', async () => {
    const res = await prismCli(['hooks', 'ping', 'hook_3k9d2m1x8q']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Ping not delivered yet/);
    expect(res.stdout).toMatch(/│ Status\s+│ pending\s+│/);
    expect(res.stdout).toMatch(/│ Response status\s+│ 0\s+│/);
    expect(res.stdout).toMatch(/│ Error\s+│ string\s+│/);
    const json = await prismCli(['hooks', 'ping', 'hook_3k9d2m1x8q', '--json']);
    const body = JSON.parse(json.stdout);
    matchesResponse(body, '/hooks/{id}/ping', 'post', '200');
    expect(body.data.payload.id).toBe('evt_5n3b7v1c9x');
  });

  it('rotate: the new secret, once, with the store-it-now line', async () => {
    const res = await prismCli(['hooks', 'rotate', 'hook_3k9d2m1x8q']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Rotated the signing secret of hook_3k9d2m1x8q');
    expect(count(res.stdout, SECRET)).toBe(1);
    expect(res.stdout).toContain('Store it now');
  });

  it('deliveries: a table; --all --json gives every page, matching the contract', async () => {
    const table = await prismCli(['hooks', 'deliveries', 'hook_3k9d2m1x8q', '--status', 'delivered']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toMatch(
      /│ dlv_8x2k4m9q1z\s+│ envelope\.completed\s+│ delivered\s+│ 1\s+│ 200\s+│ —\s+│ 2026-11-21T10:00:00Z\s+│/,
    );
    const json = await prismCli(['hooks', 'deliveries', 'hook_3k9d2m1x8q', '--all', '--json']);
    const body = JSON.parse(json.stdout);
    matchesResponse(body, '/hooks/{id}/deliveries', 'get', '200');
    expect(body).toMatchObject({ nextCursor: null, data: [{ id: 'dlv_8x2k4m9q1z' }] });
  });

  it('samples: each body as JSON under a heading line; --json as is', async () => {
    const res = await prismCli(['hooks', 'samples', '--event', 'envelope.completed']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toMatch(
      /^# evt_5n3b7v1c9x {2}envelope\.sent {2}2019-08-24T14:15:22Z\n\{\n {2}"id": "evt_5n3b7v1c9x"/,
    );
    const json = await prismCli(['hooks', 'samples', '--json']);
    matchesResponse(JSON.parse(json.stdout), '/hooks/samples', 'get', '200');
  });
});

describe('hooks: what is sent, and answers Prism cannot give', () => {
  it('create sends { url, events } (deduplicated); no --event sends { url } alone; 201 says "Created"', async () => {
    srv.rec.handler = () => ({ status: 201, body: { data: { ...HOOK, secret: 'whsec_new' } } });
    const res = await recCli([
      'hooks',
      'create',
      '--url',
      'https://example.com/h',
      '--event',
      'envelope.completed',
      '--event',
      'recipient.signed',
      '--event',
      'envelope.completed',
    ]);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toBe(
      [
        'Created webhook endpoint hook_rec1.',
        'URL:    https://example.com/h',
        'Events: envelope.completed, recipient.signed',
        '',
        'Signing secret: whsec_new',
        'Store it now: it is not shown again. If it is lost, "dossier hooks rotate hook_rec1" issues a new one.',
        '',
      ].join('\n'),
    );
    await recCli(['hooks', 'create', '--url', 'https://example.com/all']);
    expect(srv.rec.requests.map((r) => [r.method, r.path])).toEqual([
      ['POST', '/api/v1/hooks'],
      ['POST', '/api/v1/hooks'],
    ]);
    expect(sentJson(0)).toEqual({ url: 'https://example.com/h', events: ['envelope.completed', 'recipient.signed'] });
    expect(sentJson(1)).toEqual({ url: 'https://example.com/all' });
    expect(srv.rec.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(srv.rec.requests[0]!.headers['user-agent']).toMatch(/^dossier-cli\/\d+\.\d+\.\d+ /);
  });

  it('list shows "all" for an endpoint subscribed to every event, and a hint when there are none', async () => {
    srv.rec.handler = () => ({ body: { data: [{ ...HOOK, events: [], lastStatus: 500, active: false }], events: [] } });
    const res = await recCli(['hooks', 'list']);
    expect(res.stdout).toMatch(/│ hook_rec1\s+│ https:\/\/example\.com\/h\s+│ all\s+│ no\s+│ 0\s+│ 500\s+│/);
    srv.rec.handler = () => ({ body: { data: [], events: [] } });
    const empty = await recCli(['hooks', 'list']);
    expect(empty.code).toBe(0);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('No webhook endpoints');
  });

  it('update sends only what the flags change', async () => {
    await recCli([
      'hooks',
      'update',
      'hook_rec1',
      '--url',
      'https://example.com/new',
      '--event',
      'envelope.voided',
      '--no-active',
    ]);
    await recCli(['hooks', 'update', 'hook_rec1', '--all-events']);
    expect(srv.rec.requests.map((r) => [r.method, r.path])).toEqual([
      ['PATCH', '/api/v1/hooks/hook_rec1'],
      ['PATCH', '/api/v1/hooks/hook_rec1'],
    ]);
    expect(sentJson(0)).toEqual({ url: 'https://example.com/new', events: ['envelope.voided'], active: false });
    expect(sentJson(1)).toEqual({ events: [] });
  });

  it('delete without --yes and without a terminal: exit 2, nothing sent; with --yes: DELETE and { id, deleted } under --json', async () => {
    const refused = await recCli(['hooks', 'delete', 'hook_rec1']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^Error: refusing to delete hook_rec1 without confirmation/);
    expect(refused.stderr).toContain('Pass --yes');
    expect(srv.rec.requests).toHaveLength(0);

    srv.rec.handler = () => ({ status: 204 });
    const res = await recCli(['hooks', 'delete', 'hook_rec1', '--yes', '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ id: 'hook_rec1', deleted: true });
    expect(srv.rec.requests.map((r) => [r.method, r.path])).toEqual([['DELETE', '/api/v1/hooks/hook_rec1']]);
  });

  it('delete in a terminal asks first: yes deletes, no exits 130 and sends nothing', async () => {
    srv.rec.handler = () => ({ status: 204 });
    const args = ['hooks', 'delete', 'hook_rec1', '--base-url', `${srv.rec.url}/api/v1`, '--api-key', KEY];
    const [yes, no] = await answerBothWays(args, srv.home, 'Delete webhook endpoint hook_rec1?');
    expect(yes.stdout).toContain('Deleted webhook endpoint hook_rec1.');
    expect(no.stdout).toContain('cancelled: hook_rec1 was not deleted');
    expect(srv.rec.requests.map((r) => r.method)).toEqual(['DELETE']);
  });

  it('ping and rotate post to their paths; a delivered ping says what the endpoint answered', async () => {
    srv.rec.handler = (req) =>
      req.path.endsWith('/ping')
        ? {
            body: {
              data: { ...DELIVERY, payload: { id: 'evt_1', event: 'ping', createdAt: DELIVERY.createdAt, data: {} } },
            },
          }
        : { body: { data: { ...HOOK, secret: 'whsec_rotated' } } };
    const ping = await recCli(['hooks', 'ping', 'hook_rec1']);
    expect(ping.code, ping.stderr).toBe(0);
    expect(ping.stdout).toMatch(/^Ping delivered: the endpoint answered HTTP 200\./);
    expect(ping.stdout).toMatch(/│ Error\s+│ —\s+│/);
    const rotate = await recCli(['hooks', 'rotate', 'hook_rec1', '--json']);
    expect(JSON.parse(rotate.stdout).data.secret).toBe('whsec_rotated');
    expect(srv.rec.requests.map((r) => [r.method, r.path, r.body.length])).toEqual([
      ['POST', '/api/v1/hooks/hook_rec1/ping', 0],
      ['POST', '/api/v1/hooks/hook_rec1/rotate', 0],
    ]);
  });

  it('deliveries --all follows nextCursor with the filters on every page', async () => {
    const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
      '': {
        data: [
          { ...DELIVERY, id: 'dlv_a' },
          { ...DELIVERY, id: 'dlv_b' },
        ],
        nextCursor: 'c1',
      },
      c1: { data: [{ ...DELIVERY, id: 'dlv_c' }], nextCursor: 'c2' },
      c2: { data: [{ ...DELIVERY, id: 'dlv_d' }], nextCursor: null },
    };
    srv.rec.handler = (req) => ({ body: pages[req.query.get('cursor') ?? '']! });
    const res = await recCli([
      'hooks',
      'deliveries',
      'hook_rec1',
      '--event',
      'ping',
      '--status',
      'failed',
      '--include-payload',
      '--limit',
      '2',
      '--all',
      '--json',
    ]);
    expect(res.code, res.stderr).toBe(0);
    const body = JSON.parse(res.stdout);
    expect(body.nextCursor).toBeNull();
    expect(body.data.map((d: { id: string }) => d.id)).toEqual(['dlv_a', 'dlv_b', 'dlv_c', 'dlv_d']);
    expect(srv.rec.requests.map((r) => `${r.path}?${r.query}`)).toEqual([
      '/api/v1/hooks/hook_rec1/deliveries?event=ping&status=failed&include=payload&limit=2',
      '/api/v1/hooks/hook_rec1/deliveries?event=ping&status=failed&include=payload&limit=2&cursor=c1',
      '/api/v1/hooks/hook_rec1/deliveries?event=ping&status=failed&include=payload&limit=2&cursor=c2',
    ]);
  });

  it('deliveries without --all: one page, and a hint naming the next cursor', async () => {
    srv.rec.handler = () => ({
      body: {
        data: [{ ...DELIVERY, payload: { id: 'evt_1', event: 'ping', createdAt: DELIVERY.createdAt, data: { n: 1 } } }],
        nextCursor: 'c9',
      },
    });
    const res = await recCli(['hooks', 'deliveries', 'hook_rec1', '--include-payload']);
    expect(res.code, res.stderr).toBe(0);
    expect(srv.rec.requests).toHaveLength(1);
    expect(res.stdout).toContain('dlv_1 (ping):\n{\n  "id": "evt_1"');
    expect(res.stderr).toContain('--cursor c9');
  });

  it('samples sends the event name as a query parameter', async () => {
    srv.rec.handler = () => ({ body: { data: [] } });
    const res = await recCli(['hooks', 'samples', '--event', 'link.viewed']);
    expect(res.code, res.stderr).toBe(0);
    expect(`${srv.rec.requests[0]!.path}?${srv.rec.requests[0]!.query}`).toBe(
      '/api/v1/hooks/samples?event=link.viewed',
    );
  });
});

describe('hooks: errors and exit codes', () => {
  it('404 → exit 4', async () => {
    srv.rec.handler = () => ({ status: 404, body: { error: 'webhook endpoint not found', code: 'not_found' } });
    const res = await recCli(['hooks', 'get', 'hook_nope']);
    expect(res.code).toBe(4);
    expect(res.stdout).toBe('');
    expect(res.stderr).toBe('Error: webhook endpoint not found (HTTP 404, not_found)\n');
  });

  it('422 (unknown event) → exit 5, listing the known names; JSON on stderr under --json', async () => {
    srv.rec.handler = () => ({
      status: 422,
      body: { error: 'unknown event "nope"', code: 'unprocessable', details: { known: ['envelope.sent', 'ping'] } },
    });
    const human = await recCli(['hooks', 'create', '--url', 'https://example.com/h', '--event', 'nope']);
    expect(human.code).toBe(5);
    expect(human.stderr).toBe('Error: unknown event "nope" (HTTP 422, unprocessable)\n  known: envelope.sent, ping\n');
    const json = await recCli(['hooks', 'update', 'hook_rec1', '--event', 'nope', '--json']);
    expect(json.code).toBe(5);
    expect(JSON.parse(json.stderr)).toMatchObject({
      code: 'unprocessable',
      status: 422,
      details: { known: ['envelope.sent', 'ping'] },
    });
  });

  it('401 → exit 3; no key at all → exit 3 with nothing sent', async () => {
    srv.rec.handler = () => ({ status: 401, body: { error: 'a valid API key is required', code: 'unauthorized' } });
    const res = await recCli(['hooks', 'list']);
    expect(res.code).toBe(3);
    expect(res.stderr).toContain('The API refused the key from --api-key');
    srv.rec.requests.length = 0;
    const none = await runCli(['hooks', 'rotate', 'hook_rec1', '--base-url', `${srv.rec.url}/api/v1`], {
      home: srv.home,
    });
    expect(none.code).toBe(3);
    expect(none.stderr).toMatch(/^Error: not logged in/);
    expect(srv.rec.requests).toHaveLength(0);
  });

  it('5xx → exit 7', async () => {
    srv.rec.handler = () => ({ status: 500, body: { error: 'boom', code: 'internal_error' } });
    expect((await recCli(['hooks', 'ping', 'hook_rec1'])).code).toBe(7);
  });
});

describe.concurrent('hooks: usage errors → exit 2, nothing sent', () => {
  it.each([
    ['create without --url', ['hooks', 'create']],
    ['create with something that is not a URL', ['hooks', 'create', '--url', 'example.com/h']],
    ['get without an id', ['hooks', 'get']],
    ['update --event with --all-events', ['hooks', 'update', 'hook_1', '--event', 'ping', '--all-events']],
    ['update --active maybe', ['hooks', 'update', 'hook_1', '--active', 'maybe']],
    ['deliveries --status bad', ['hooks', 'deliveries', 'hook_1', '--status', 'bounced']],
    ['deliveries --limit 101', ['hooks', 'deliveries', 'hook_1', '--limit', '101']],
  ])('%s', async (_name, args) => {
    // A closed base URL: had anything been sent, the exit code would be 7.
    const res = await runCli([...args, '--api-key', KEY, '--base-url', 'http://127.0.0.1:9/api/v1'], {
      home: tempHome(),
    });
    expect(res.code, res.stderr).toBe(2);
    expect(res.stderr).toMatch(/^Error: /);
    expect(res.stdout).toBe('');
  });

  it('update with nothing to change names the flags to pass', async () => {
    const res = await runCli(['hooks', 'update', 'hook_1', '--api-key', KEY], { home: tempHome() });
    expect(res.code).toBe(2);
    expect(res.stderr).toBe(
      'Error: nothing to change\nPass at least one of --url, --event, --all-events or --active.\n',
    );
  });

  it('an http --url: exit 2, saying why (JSON under --json)', async () => {
    const res = await runCli(['hooks', 'create', '--url', 'http://example.com/h', '--api-key', KEY, '--json'], {
      home: tempHome(),
    });
    expect(res.code).toBe(2);
    expect(JSON.parse(res.stderr)).toMatchObject({
      code: 'usage_error',
      error: expect.stringContaining('--url must be an https address'),
    });
  });
});

describe('hooks: help', () => {
  it('dossier --help lists the hooks and audit topics; dossier hooks --help lists the subcommands', async () => {
    const root = await runCli(['--help'], { home: tempHome() });
    expect(root.stdout).toMatch(/^ {2}hooks\s+Webhook endpoints/m);
    expect(root.stdout).toMatch(/^ {2}audit\s+Read the workspace's audit trail/m);
    const topic = await runCli(['hooks', '--help'], { home: tempHome() });
    expect(topic.code).toBe(0);
    for (const cmd of ['create', 'delete', 'deliveries', 'get', 'list', 'ping', 'rotate', 'samples', 'update']) {
      expect(topic.stdout).toMatch(new RegExp(`^ {2}hooks ${cmd}\\s`, 'm'));
    }
  });
});
