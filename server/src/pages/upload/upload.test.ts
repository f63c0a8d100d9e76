// The upload page over HTTP: the open page and an assignee's page drawn from the request (escaped, with the page's
// script and data, the address asked only where it must be), and the closed, 401 and 404 pages for links that do
// not lead to an open request. The browser test (test/upload-page.test.ts) sends files through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../../test/helpers.js';
import { asset } from '../assets.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ PUBLIC_URL: 'https://files.example.com' }, { startJobs: false });
});
afterAll(() => t?.close());

async function create(body: Record<string, unknown>) {
  const res = await t.api('POST', '/requests', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, any>;
}

/** The token of an assignee's link, from the outbox (no SMTP here). */
async function tokenOf(assigneeId: string): Promise<string> {
  const m = await t.db.kysely
    .selectFrom('mail_messages')
    .select('text_body')
    .where('ref_id', '=', assigneeId)
    .executeTakeFirstOrThrow();
  return /upl_[A-Za-z0-9_-]{43}/.exec(m.text_body)![0];
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** An assignee's upload, `form` a multipart body with the boundary `b`. */
const uploadAs = (slug: string, token: string, form: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/public/requests/${slug}/uploads`,
    headers: { 'x-request-token': token, 'content-type': 'multipart/form-data; boundary=b' },
    payload: form,
  });

describe('GET /r/{slug} and /r/{slug}/{token}', () => {
  it('draws the open page: title, description, due date, items with required or optional, the address asked, script and data', async () => {
    const r = await create({
      title: 'Q3 <board> pack',
      description: 'Signed & dated',
      dueAt: '2099-12-05T17:00:00Z',
      items: [
        { name: 'Accounts', description: 'July to September' },
        { name: 'Cap table', required: false },
      ],
    });
    const res = await get(`/r/${r.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    const page = res.body;
    expect(page).toContain('<title>Upload files: Q3 &lt;board&gt; pack</title>');
    expect(page).toContain('<h1>Q3 &lt;board&gt; pack</h1>');
    expect(page).toContain('Signed &amp; dated');
    expect(page).toContain('Due 5 December 2099');
    expect(page).toContain('1 required, 1 optional');
    expect(page).toMatch(/<h3 class="item-name">Accounts<\/h3>\n<span class="tag tag-required">Required<\/span>/);
    expect(page).toMatch(/<h3 class="item-name">Cap table<\/h3>\n<span class="tag">Optional<\/span>/);
    expect(page).toContain(
      `<label for="file-${r.items[0].id}" class="btn btn-secondary">Choose files<span class="visually-hidden"> for Accounts</span></label>`,
    );
    expect(page).toMatch(/<input type="email" id="uploader-email"[^>]* required/);
    expect(page).toContain(`<script type="module" src="${asset('upload.js')}"></script>`);
    expect(page).toContain(`"slug":"${r.slug}","token":null,"askEmail":true,"maxBytes":26214400`);
    expect(page).not.toMatch(/<script>|\son\w+="/);
  });

  it("draws an assignee's page: who they are, no address asked, what they already sent ticked off", async () => {
    const r = await create({
      title: 'Mine',
      items: [{ name: 'Passport' }],
      assignees: [{ email: 'pat@example.test', name: 'Pat <Lee>' }],
    });
    const token = await tokenOf(r.assignees[0].id);
    const form = `--b\r\nContent-Disposition: form-data; name="itemId"\r\n\r\n${r.items[0].id}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="passport.txt"\r\nContent-Type: text/plain\r\n\r\nscan\r\n--b--\r\n`;
    const up = await uploadAs(r.slug, token, form);
    expect(up.statusCode, up.body).toBe(201);
    const page = (await get(`/r/${r.slug}/${token}`)).body;
    expect(page).toContain('Uploading as <strong>Pat &lt;Lee&gt;</strong> (pat@example.test)');
    expect(page).not.toContain('uploader-email');
    expect(page).toContain('You have sent everything that is required.');
    expect(page).toContain(`<li class="card item is-received" id="item-${r.items[0].id}">`);
    expect(page).toContain('<span class="file-name">passport.txt</span>');
    expect(page).toContain(`"token":"${token}","askEmail":false`);
    // The earlier file sits in its item's list, as the script draws one that has just arrived.
    expect(page).toMatch(
      new RegExp(
        `<ul class="upload-list" id="uploads-${r.items[0].id}"[^>]*><li class="upload-row is-done is-earlier" data-upload="upl_`,
      ),
    );
  });

  it('refuses an empty file (422 naming body.file), storing nothing', async () => {
    const r = await create({ title: 'Empty', items: [{ name: 'Anything' }], assignees: [{ email: 'e@example.test' }] });
    const token = await tokenOf(r.assignees[0].id);
    const form = `--b\r\nContent-Disposition: form-data; name="file"; filename="blank.pdf"\r\nContent-Type: application/pdf\r\n\r\n\r\n--b--\r\n`;
    const res = await uploadAs(r.slug, token, form);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'unprocessable',
      details: { fields: [{ field: 'body.file', message: 'is empty' }] },
    });
    const read = (await t.api('GET', `/requests/${r.id}`)).json().data;
    expect(read.uploads).toEqual([]);
  });

  it('the open page of a request for named people is open by default; switched off by its owner it answers 403, saying why, while their links work', async () => {
    const r = await create({ title: 'Named', assignees: [{ email: 'named@example.test' }] });
    expect((await get(`/r/${r.slug}`)).statusCode).toBe(200);
    await t.api('PATCH', `/requests/${r.id}`, { openPage: false });
    const open = await get(`/r/${r.slug}`);
    expect(open.statusCode).toBe(403);
    expect(open.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(open.body).toContain('personal links');
    expect(open.body).not.toContain('uploader-email');
    expect((await get(`/r/${r.slug}/${await tokenOf(r.assignees[0].id)}`)).statusCode).toBe(200);
  });

  it('a closed, deleted or withdrawn link is the closed page (410); a wrong token 401; an unknown slug 404', async () => {
    const r = await create({ title: 'Ends', assignees: [{ email: 'gone@example.test' }] });
    const token = await tokenOf(r.assignees[0].id);
    expect((await get(`/r/${r.slug}/upl_${'x'.repeat(43)}`)).statusCode).toBe(401);
    expect((await get('/r/no-such-request')).statusCode).toBe(404);
    await t.api('DELETE', `/requests/${r.id}/assignees/${r.assignees[0].id}`);
    const removed = await get(`/r/${r.slug}/${token}`);
    expect(removed.statusCode).toBe(410);
    expect(removed.body).toContain('<h1>This upload link is no longer yours</h1>');
    await t.api('PATCH', `/requests/${r.id}`, { active: false });
    const closed = await get(`/r/${r.slug}`);
    expect(closed.statusCode).toBe(410);
    expect(closed.body).toContain('<h1>This request is closed</h1>');
    expect(closed.body).toContain('data-reason="request_closed"');
    expect(closed.body).not.toContain('request_closed</');
    await t.api('DELETE', `/requests/${r.id}`);
    expect((await get(`/r/${r.slug}`)).body).toContain('<h1>This request no longer exists</h1>');
  });
});
