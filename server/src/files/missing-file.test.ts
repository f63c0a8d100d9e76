// A row whose stored file is gone (deleted from the data folder, the blob table or the bucket outside Dossier)
// answers 410 file_missing naming the file, on a keyed download, an export and a visitor's download alike, on every
// store; the server logs it for the operator (event file.missing, with the blob's id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, type TestApp } from '../../test/helpers.js';
import { suiteS3, TEST_BLOB_STORES } from '../../test/s3-server.js';
import { pdfBytes } from '../visits/test-kit.js';

const kinds = TEST_BLOB_STORES;
const s3 = suiteS3();

describe.each(kinds)('a stored file gone from the %s store', (kind) => {
  let t: TestApp;
  const logged: Record<string, unknown>[] = [];
  const log = { info() {}, warn() {}, error: (obj: object) => void logged.push(obj as Record<string, unknown>) };

  beforeAll(async () => {
    t = await makeApp(
      { BLOB_STORE: kind, RATE_LIMIT_PER_MINUTE: '1000000', ...(kind === 's3' ? s3().env : {}) },
      { startJobs: false, log },
    );
  });
  afterAll(() => t?.close());

  const api = (url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(t.key) });

  /** An uploaded PDF document titled `title`, and the blob holding its file. */
  async function upload(title: string): Promise<{ id: string; blobId: string }> {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/documents/upload',
      headers: {
        ...bearer(t.key),
        'content-type': 'application/pdf',
        'x-filename': encodeURIComponent(`${title}.pdf`),
      },
      payload: await pdfBytes([title]),
    });
    expect(up.statusCode, up.body).toBe(201);
    const id = up.json().data.id as string;
    const row = await t.db.kysely
      .selectFrom('documents')
      .select('source_blob_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { id, blobId: row.source_blob_id! };
  }

  it('answers 410 file_missing naming the file, for the owner and for a visitor, and logs it once per read', async () => {
    const { id, blobId } = await upload('Board minutes');
    expect((await api(`/documents/${id}/file`)).statusCode).toBe(200);

    // Deleted outside Dossier: the file, the chunks or the object; the `blobs` row stays.
    await t.rt.blobs.bytes.remove(blobId);
    expect(await t.rt.blobs.stat(blobId)).not.toBeNull();

    for (const url of [`/documents/${id}/file`, `/documents/${id}/export?format=pdf`]) {
      const res = await api(url);
      expect(res.statusCode, `${url} ${res.body}`).toBe(410);
      expect(res.json()).toMatchObject({ code: 'file_missing' });
      expect(res.json().error).toContain(
        'the stored file of the document "Board minutes" is missing from file storage',
      );
    }

    const link = await t.app.inject({
      method: 'POST',
      url: '/api/v1/links',
      headers: bearer(t.key),
      payload: { documentId: id, allowDownload: true, notifyOnView: false },
    });
    expect(link.statusCode, link.body).toBe(201);
    const visit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/links/${link.json().data.slug}/visits`,
      payload: { email: 'dana@example.test' },
    });
    expect(visit.statusCode, visit.body).toBe(201);
    const { visitId, token } = visit.json().data as { visitId: string; token: string };
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/visits/${visitId}/download`,
      headers: { 'x-visit-token': token },
    });
    expect(download.statusCode, download.body).toBe(410);
    expect(download.json()).toMatchObject({ code: 'file_missing' });
    expect(download.json().error).toContain('the file of the document "Board minutes" is missing');

    const missing = logged.filter((l) => l.event === 'file.missing');
    expect(missing).toHaveLength(3);
    expect(missing.every((l) => l.blobId === blobId)).toBe(true);
  });

  it('answers 410 file_missing when the blob row itself was deleted from the blob table', async () => {
    const { id, blobId } = await upload('Lease');
    await t.db.kysely.deleteFrom('blobs').where('id', '=', blobId).execute();
    const res = await api(`/documents/${id}/file`);
    expect([res.statusCode, res.json().code]).toEqual([410, 'file_missing']);
    expect(res.json().error).toContain('the stored file of the document "Lease" is missing');
    expect(logged.filter((l) => l.event === 'file.missing' && l.blobId === blobId)).toHaveLength(1);
  });
});
