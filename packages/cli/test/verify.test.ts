// `dossier verify FILE`: the PDF sent as it is to POST /public/verify without a key, the verdict in words, and an exit
// code per verdict (0 genuine, 3 altered, 4 unknown, 9 foreign_seal, 10 unsealed); --json is the contract; a server
// without the operation (404) is exit 8, not "unknown"; a refused file keeps the error codes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  matchesResponse,
  runCliPiped,
  runInProcess,
  TEST_KEY,
  useServers,
  type Recorded,
  type Reply,
} from './helpers.js';

const srv = useServers();
const PDF = Buffer.from('%PDF-1.7\n% a test body, judged by the recorder\n%%EOF\n');

const answer = (verdict: string): Reply => ({
  body: {
    data: {
      verdict,
      summary: `The verdict is ${verdict}.`,
      sha256: 'a'.repeat(64),
      byteSize: PDF.length,
      seal:
        verdict === 'unsealed'
          ? null
          : {
              sealedBy: 'Dossier document sealing',
              sealedAt: '2025-10-02T09:14:27Z',
              ours: verdict !== 'foreign_seal',
              intact: verdict === 'genuine' || verdict === 'unknown',
            },
      envelope:
        verdict === 'genuine'
          ? { title: 'Mutual NDA', completedAt: '2025-10-02T09:14:27Z', signers: ['Ada Lovelace', 'Bob Babbage'] }
          : null,
    },
  },
});

function file(): string {
  const f = path.join(srv.home, 'Mutual NDA (signed).pdf');
  fs.writeFileSync(f, PDF);
  return f;
}

/** The CLI against the recorder, with no key at all. */
const verify = (...args: string[]) => runInProcess(['verify', ...args, '--base-url', `${srv.rec.url}/api/v1`]);

describe('dossier verify', () => {
  it('sends the bytes raw, without a key, and exits by the verdict', async () => {
    const f = file();
    for (const [verdict, code] of [
      ['genuine', 0],
      ['altered', 3],
      ['unknown', 4],
      ['foreign_seal', 9],
      ['unsealed', 10],
    ] as const) {
      srv.rec.handler = () => answer(verdict);
      const res = await verify(f);
      expect(res.code ?? 0, `${verdict}: ${res.stderr}`).toBe(code);
      expect(res.stdout).toContain(`The verdict is ${verdict}.`);
      expect(res.stdout).toContain('a'.repeat(64));
    }
    const genuine = srv.rec.requests[0] as Recorded;
    expect(`${genuine.method} ${genuine.path}`).toBe('POST /api/v1/public/verify');
    expect(genuine.headers.authorization).toBeUndefined();
    expect(genuine.headers['content-type']).toBe('application/pdf');
    expect(genuine.headers['x-filename']).toBe(encodeURIComponent('Mutual NDA (signed).pdf'));
    expect(genuine.body.equals(PDF)).toBe(true);
  });

  it("draws a genuine document's title, completion time and signers; --json is the API response", async () => {
    srv.rec.handler = () => answer('genuine');
    const res = await verify(file());
    expect(res.code ?? 0, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^GENUINE: an executed document of this server/);
    for (const text of ['Mutual NDA', '2025-10-02T09:14:27Z', 'Ada Lovelace', 'Bob Babbage'])
      expect(res.stdout).toContain(text);
    srv.rec.handler = () => answer('altered');
    const json = await verify(file(), '--json');
    expect(json.code).toBe(3);
    const body = JSON.parse(json.stdout);
    expect(body.data.verdict).toBe('altered');
    matchesResponse(body, '/public/verify', 'post', '200');
  });

  it('a server without the operation is exit 8; a refused file keeps its error code; a missing file is a usage error', async () => {
    srv.rec.handler = (): Reply => ({
      status: 404,
      body: { error: 'no route POST /api/v1/public/verify', code: 'route_not_found' },
    });
    const old = await verify(file());
    expect(old.code).toBe(8);
    expect(old.stderr).toContain('this server cannot verify PDFs');
    srv.rec.handler = (): Reply => ({ status: 400, body: { error: 'body.file is not a PDF', code: 'not_a_pdf' } });
    const refused = await verify(file());
    expect(refused.code).toBe(5);
    expect(refused.stderr).toContain('not a PDF');
    const missing = await verify(path.join(srv.home, 'nowhere.pdf'));
    expect(missing.code).toBe(2);
  });

  // The verdict is the exit code, so `verify FILE | head -1` must keep it when the reader goes away early (EPIPE).
  it("keeps the verdict's exit code when the reader closes the pipe early", async () => {
    const f = file();
    const base = ['--base-url', `${srv.rec.url}/api/v1`];
    // A summary far over a pipe's buffer: head -1 exits after the first line while the CLI is still writing.
    srv.rec.handler = () => {
      const reply = answer('altered') as { body: { data: { summary: string } } };
      reply.body.data.summary = Array.from({ length: 4000 }, (_, i) =>
        `line ${i} of a long summary`.padEnd(80, '.'),
      ).join('\n');
      return reply;
    };
    const head = await runCliPiped(['verify', f, ...base], 'head -1', { home: srv.home });
    expect(head.stdout).toBe('ALTERED: sealed by this server, but changed since\n');
    expect(head.code, head.stderr).toBe(3);
    // A reader that never reads: the first write already fails.
    srv.rec.handler = () => answer('unsealed');
    const gone = await runCliPiped(['verify', f, ...base], 'true', { home: srv.home });
    expect(gone.code, gone.stderr).toBe(10);
    expect(gone.stderr).not.toMatch(/EPIPE|Error/);
    // And an error's code, whatever became of standard output.
    srv.rec.handler = (): Reply => ({ status: 404, body: { error: 'document not found', code: 'not_found' } });
    const missing = await runCliPiped(['documents', 'get', 'doc_nowhere', ...base, '--api-key', TEST_KEY], 'true', {
      home: srv.home,
    });
    expect(missing.code, missing.stderr).toBe(4);
    // Standard error in the same closed pipe (`2>&1 | head`): the message is lost, not the code.
    const both = await runCliPiped(['documents', 'get', 'doc_nowhere', ...base, '--api-key', TEST_KEY], 'true', {
      home: srv.home,
      both: true,
    });
    expect(both.code, both.stderr).toBe(4);
  });
});
