// A link's mails in their readers' languages, over HTTP: the verification code goes to the visitor in the link's
// language (Spanish here), the owner's note that the link was opened in the workspace's (Japanese), the date and
// the count as each language writes them; a question reaches the owner in the workspace's language and the
// reply reaches the reader in the link's (Korean).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFor, gates, lastMail, makeKit, makeLink, mdDoc, start, uniqueEmail, type Kit } from './test-kit.js';

let k: Kit;
let documentId: string;
beforeAll(async () => {
  k = await makeKit();
  documentId = await mdDoc(k, 'Plan de negocio', '# Plan\n\nCifras.');
});
afterAll(() => k.t.close());

describe('link mails', () => {
  it('the code in the link’s language, the owner’s note in the workspace’s', async () => {
    const owner = uniqueEmail('owner');
    await k.t.db.kysely.updateTable('workspaces').set({ email: owner }).where('id', '=', k.t.workspaceId).execute();
    expect((await k.api('PATCH', '/workspace/sender', { locale: 'ja' })).statusCode).toBe(200);
    const l = await makeLink(k, {
      documentId,
      name: 'Inversores',
      locale: 'es',
      requireEmailVerification: true,
      notifyOnView: true,
      maxViews: 5,
    });
    const email = uniqueEmail('lucia');
    const v = await start(k, l.slug, { email });
    const code = await codeFor(k, email);
    const mail = await lastMail(k, email);
    expect(mail).toMatchObject({ kind: 'link.verification_code' });
    expect(mail!.subject).toBe(`${code} es su código para «Plan de negocio»`);
    expect(mail!.text).toContain('Su código para abrir «Plan de negocio» es:');
    expect(mail!.text).toContain('Es válido durante 10 minutos.');
    expect((await gates(k, v, { code })).json().data).toMatchObject({ opened: true });
    const note = await lastMail(k, owner);
    expect(note).toMatchObject({ kind: 'link.viewed', subject: `${email} が「Inversores」を開きました` });
    expect(note!.text).toContain('文書「Plan de negocio」へのリンク「Inversores」を開きました。');
    expect(note!.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2} UTC/);
    expect(note!.text).toContain('このリンクはこれまでに 5 回中 1 回開かれました。');
  });

  it('a question: the owner hears in the workspace’s language, the reader gets the reply in the link’s', async () => {
    const owner = uniqueEmail('owner2');
    await k.t.db.kysely.updateTable('workspaces').set({ email: owner }).where('id', '=', k.t.workspaceId).execute();
    expect((await k.api('PATCH', '/workspace/sender', { name: 'Acme', locale: 'ja' })).statusCode).toBe(200);
    const l = await makeLink(k, { documentId, name: '투자자', locale: 'ko', requireEmail: true, notifyOnView: false });
    const reader = uniqueEmail('jiwoo');
    const v = await start(k, l.slug, { email: reader });
    const asked = await k.pub(
      'POST',
      `/visits/${v.visitId}/questions`,
      { body: '매출에 이연 수익이 포함되나요?' },
      v.token,
    );
    expect(asked.statusCode, asked.body).toBe(201);
    const threadId = asked.json().data.id;
    const toOwner = await lastMail(k, owner);
    expect(toOwner).toMatchObject({ kind: 'question.asked', subject: '「Plan de negocio」についての新しい質問' });
    expect(toOwner!.text).toContain(`${reader} がリンク「투자자」から「Plan de negocio」について質問しました：`);
    expect(toOwner!.text).toContain('返信は質問者にメールで送られ、ビューアにも表示されます。');
    const replied = await k.api('POST', `/questions/${threadId}/reply`, { body: 'Yes, it does.' });
    expect(replied.statusCode, replied.body).toBe(200);
    const toReader = await lastMail(k, reader);
    // Named by the workspace's name, as the reply mail always was.
    expect(toReader).toMatchObject({ kind: 'question.reply' });
    expect(toReader!.subject).toMatch(/^\S+의 답변: ‘Plan de negocio’$/);
    expect(toReader!.text).toMatch(/^\S+에서 ‘Plan de negocio’에 대한 질문에 답변했습니다:/);
    expect(toReader!.text).toContain('Yes, it does.');
    expect(toReader!.text).toContain('질문 내용:');
  });
});
