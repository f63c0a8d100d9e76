// A multipart body whose part headers busboy finds malformed more than once answers 400, not 500 (the fuzz suite
// found it: two file parts whose filenames hold a NUL; the second error had no listener left).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { makePdf } from '../../test/signing-support.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({}, { startJobs: false });
});
afterAll(() => t.close());

describe('malformed multipart part headers', () => {
  it('answer 400 bad_request', async () => {
    const b = '----proofboundary';
    const pdf = await makePdf(2);
    const filePart = Buffer.concat([
      Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.pdf"\r\n\r\n`),
      pdf,
      Buffer.from('\r\n'),
    ]);
    const payload = Buffer.concat([filePart, filePart, Buffer.from(`--${b}--\r\n`)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: { ...bearer(t.key), 'content-type': `multipart/form-data; boundary=${b}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toMatch(/^(bad_request|validation_failed)$/);
  });
});
