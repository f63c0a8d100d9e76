// `dossier envelopes pdf | certificate | attachments list|download`: against the Prism mock of the contract and a
// recording server where the exact bytes matter.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchesResponse, useServers, type Reply } from './helpers.js';

const srv = useServers({ prismHome: 'test' });
const BINARY = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a, 0x00, 0xff, 0x0a]);

describe('envelopes evidence against Prism', () => {
  it('certificate draws the digests, signers and trail; --json is the contract; -o writes it as JSON', async () => {
    const res = await srv.prismIn(['envelopes', 'certificate', 'env_7h2k9d4m1x']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('Document hash verified');
    expect(res.stdout).toContain('yes (recomputed now)');
    expect(res.stdout).toContain('ada@example.com');
    expect(res.stdout).toContain('envelope.completed');
    const json = await srv.prismIn(['envelopes', 'certificate', 'env_7h2k9d4m1x', '--json']);
    matchesResponse(JSON.parse(json.stdout), '/envelopes/{id}/certificate', 'get', '200');
    const file = path.join(srv.home, 'cert.json');
    const written = await srv.prismIn(['envelopes', 'certificate', 'env_7h2k9d4m1x', '-o', file]);
    expect(written.code, written.stderr).toBe(0);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).data.envelopeId).toBe('env_7h2k9d4m1x');
  });

  it('attachments list draws a table of the returned files', async () => {
    const res = await srv.prismIn(['envelopes', 'attachments', 'list', 'env_7h2k9d4m1x']);
    expect(res.code, res.stderr).toBe(0);
    expect(res.stdout).toContain('passport.pdf');
    expect(res.stdout).toContain('att_3p8s1d6f2g');
  });
});

describe('envelopes evidence: the bytes', () => {
  it("pdf -o FILE writes the bytes exactly and reports their SHA-256; attachments download keeps the signer's name", async () => {
    srv.rec.handler = (r): Reply =>
      r.path.endsWith('/pdf')
        ? {
            headers: {
              'content-type': 'application/pdf',
              'content-disposition': 'attachment; filename="Mutual NDA.pdf"',
            },
            body: BINARY,
          }
        : r.path.endsWith('/attachments')
          ? {
              body: {
                data: [
                  {
                    id: 'att_1',
                    envelopeId: 'env_1',
                    recipientId: 'rcp_1',
                    fieldId: 'fld_1',
                    filename: 'passport.pdf',
                    contentType: 'application/pdf',
                    byteSize: 12,
                    sha256: 'x',
                    uploadedAt: '2025-06-01T10:00:00Z',
                  },
                ],
              },
            }
          : {
              headers: {
                'content-type': 'application/pdf',
                'content-disposition': 'attachment; filename="passport.pdf"',
              },
              body: BINARY,
            };
    const file = path.join(srv.home, 'executed.pdf');
    const res = await srv.recIn(['envelopes', 'pdf', 'env_1', '-o', file, '--json']);
    expect(res.code, res.stderr).toBe(0);
    expect(fs.readFileSync(file).equals(BINARY)).toBe(true);
    expect(JSON.parse(res.stdout)).toEqual({
      id: 'env_1',
      file,
      bytes: 12,
      sha256: createHash('sha256').update(BINARY).digest('hex'),
    });
    const cwd = process.cwd();
    process.chdir(srv.home);
    try {
      const dl = await srv.recIn(['envelopes', 'attachments', 'download', 'env_1', 'att_1']);
      expect(dl.code, dl.stderr).toBe(0);
    } finally {
      process.chdir(cwd);
    }
    expect(fs.readFileSync(path.join(srv.home, 'passport.pdf')).equals(BINARY)).toBe(true);
    expect(srv.rec.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/envelopes/env_1/pdf',
      'GET /api/v1/envelopes/env_1/attachments',
      'GET /api/v1/envelopes/env_1/attachments/att_1',
    ]);
  });
});
