// Emails in the reader's language, over HTTP with a real SMTP sink: an envelope recipient with locale "de" gets
// German (signing request, reminder, the cancellation notice), the sender's own subject and message as written;
// a recipient without one gets the workspace's language (PATCH /workspace/sender), an explicit "en" English;
// a replacement gets the language the reassignment names (Korean), else the original's; a comment mentioning a
// French recipient is French; a Hebrew mail opens each line with a right-to-left mark; a file-request assignee
// with "ja" gets Japanese (the due date through Intl) where the workspace's is German, and the owner's note of
// their upload is German (the size through Intl). Each says its language in Content-Language.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { perFile, makeMailingApp, multipart, otherWorkspace, uniqueAddress } from '../../../test/helpers.js';
import { mailBytes, mailDate, mailLocale, mailText } from './mail.js';

const t = perFile(() =>
  makeMailingApp({ RATE_LIMIT_PER_MINUTE: '1000000', PUBLIC_URL: 'https://sign.dossier.test' }, { startJobs: false }),
);

async function sendTo(recipients: object[], extra: object = {}, key?: string) {
  const doc = await t.api('POST', '/documents', { title: 'Rahmenvertrag', markdown: 'Terms.\n', recipients }, key);
  expect(doc.statusCode, doc.body).toBe(201);
  const d = doc.json().data;
  for (const r of d.recipients) {
    const block = await t.api('POST', `/documents/${d.id}/signature-blocks`, { recipientId: r.id }, key);
    expect(block.statusCode, block.body).toBe(201);
  }
  const sent = await t.api('POST', '/envelopes', { documentId: d.id, ...extra }, key);
  expect(sent.statusCode, sent.body).toBe(201);
  return sent.json().data as { id: string; subject: string; recipients: { id: string; email: string }[] };
}

const language = (raw: string) => raw.match(/^Content-Language: (.*)$/im)?.[1]?.trim();

describe('mailLocale and the formats', () => {
  it('takes the addressee’s language, else the workspace’s, else English', () => {
    expect(mailLocale('de', 'fr')).toBe('de');
    expect(mailLocale(null, 'fr')).toBe('fr');
    expect(mailLocale('xx', null)).toBe('en');
  });

  it('writes dates and sizes as each language does', () => {
    expect(mailDate('de', '2026-03-04T15:20:00Z')).toBe('4. März 2026 um 15:20 UTC');
    expect(mailDate('ja', '2026-03-04T15:20:00Z')).toBe('2026年3月4日 15:20 UTC');
    expect(mailBytes('fr', 1_234_567)).toBe('1,2\u202fMo');
    expect(mailBytes('en', 512)).toBe('512 bytes');
    expect(mailText('pl', 'code.validity', { minutes: 5 })).toContain('5 minut.');
    expect(mailText('pl', 'code.validity', { minutes: 3 })).toContain('3 minuty.');
    expect(mailText('ar', 'code.validity', { minutes: 2 })).toContain('دقيقتين');
  });
});

describe('envelope mails', () => {
  it('a recipient with locale "de" gets German, the sender’s own words as written', async () => {
    const de = uniqueAddress('anna');
    const en = uniqueAddress('ben');
    const env = await sendTo([
      { name: 'Anna Schmidt', email: de, locale: 'de' },
      { name: 'Ben', email: en },
    ]);
    // The envelope's own subject is ours in the workspace's language (English here).
    expect(env.subject).toBe('Please sign: Rahmenvertrag');
    const [mail] = t.sink.to(de);
    expect(mail.subject).toBe('Bitte unterschreiben: Rahmenvertrag');
    expect(mail.text).toContain('Guten Tag Anna Schmidt,');
    expect(mail.text).toContain('bittet Sie, „Rahmenvertrag“ zu unterschreiben.');
    expect(mail.text).toContain('Prüfen und unterschreiben: https://sign.dossier.test/');
    expect(mail.text).toContain('Bitte leiten Sie diese E-Mail nicht weiter.');
    expect(mail.text).not.toMatch(/Hello|Review and sign|personal to you/);
    expect(language(mail.raw)).toBe('de');
    expect(t.sink.to(en)[0].subject).toBe('Please sign: Rahmenvertrag');
    expect(t.sink.to(en)[0].text).toContain('Hello Ben,');

    const reminded = await t.api('POST', `/envelopes/${env.id}/remind`, {});
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(t.sink.to(de)[1].subject).toBe('Erinnerung: Bitte unterschreiben: Rahmenvertrag');
    expect(t.sink.to(de)[1].text).toContain('wartet noch auf Ihre Unterschrift unter „Rahmenvertrag“.');

    const voided = await t.api('POST', `/envelopes/${env.id}/void`, { reason: 'Falsche Fassung' });
    expect(voided.statusCode, voided.body).toBe(200);
    const notice = t.sink.to(de).at(-1)!;
    expect(notice.subject).toBe('Storniert: Rahmenvertrag');
    expect(notice.text).toContain('Grund: Falsche Fassung');
    expect(t.sink.to(en).at(-1)!.subject).toBe('Cancelled: Rahmenvertrag');
  });

  it('keeps the sender’s subject and message as written, in a German frame', async () => {
    const de = uniqueAddress('clara');
    await sendTo([{ name: 'Clara', email: de, locale: 'de' }], {
      subject: 'NDA for Monday',
      message: 'See you then.',
      expiresAt: '2099-06-01T09:30:00Z',
    });
    const [mail] = t.sink.to(de);
    expect(mail.subject).toBe('NDA for Monday');
    expect(mail.text).toContain('See you then.');
    expect(mail.text).toContain('Dieser Link läuft am 1. Juni 2099 um 09:30 UTC ab.');
  });

  it('a recipient without a locale gets the workspace’s; one with "en" English', async () => {
    const key = await otherWorkspace(t);
    const set = await t.api('PATCH', '/workspace/sender', { locale: 'fr' }, key);
    expect(set.statusCode, set.body).toBe(200);
    const none = uniqueAddress('chloe');
    const english = uniqueAddress('dan');
    const env = await sendTo(
      [
        { name: 'Chloé', email: none },
        { name: 'Dan', email: english, locale: 'en' },
      ],
      {},
      key,
    );
    expect(env.subject).toBe('À signer\u00a0: Rahmenvertrag');
    const [fr] = t.sink.to(none);
    expect(fr.subject).toBe('À signer\u00a0: Rahmenvertrag');
    expect(fr.text).toContain('Bonjour Chloé,');
    expect(fr.text).toContain('vous invite à signer «\u00a0Rahmenvertrag\u00a0».');
    expect(language(fr.raw)).toBe('fr');
    expect(t.sink.to(english)[0].subject).toBe('Please sign: Rahmenvertrag');
    expect(language(t.sink.to(english)[0].raw)).toBe('en');
  });
});

describe('a reassignment', () => {
  it('mails the replacement in the language the sender names, else the original’s', async () => {
    const de = uniqueAddress('erika');
    const env = await sendTo([{ name: 'Erika', email: de, locale: 'de' }]);
    const rcp = env.recipients.find((r) => r.email === de)!;
    const ko = uniqueAddress('minjun');
    const passed = await t.api('POST', `/envelopes/${env.id}/recipients/${rcp.id}/reassign`, {
      name: '김민준',
      email: ko,
      reason: 'Vertretung im Urlaub',
      locale: 'ko',
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const [mail] = t.sink.to(ko);
    expect(mail.subject).toBe('서명 요청: Rahmenvertrag');
    expect(mail.text).toContain('김민준 님, 안녕하세요.');
    expect(mail.text).toContain('이 문서가 귀하에게 위임되었습니다: Vertretung im Urlaub');
    expect(language(mail.raw)).toBe('ko');
    const replacement = passed.json().data.recipients.find((r: { email: string }) => r.email === ko);
    expect(replacement.locale).toBe('ko');

    const again = uniqueAddress('jonas');
    const inherited = await t.api('POST', `/envelopes/${env.id}/recipients/${replacement.id}/reassign`, {
      name: 'Jonas',
      email: again,
    });
    expect(inherited.statusCode, inherited.body).toBe(200);
    expect(t.sink.to(again)[0].subject).toBe('서명 요청: Rahmenvertrag');
    const bad = await t.api('POST', `/envelopes/${env.id}/recipients/${rcp.id}/reassign`, {
      name: 'X',
      email: uniqueAddress('x'),
      locale: 'tlh',
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('right to left', () => {
  it('a Hebrew mail opens each line with a right-to-left mark, so a line starting in Latin letters reads right to left', async () => {
    const he = uniqueAddress('noa');
    await sendTo([{ name: 'Noa Levi', email: he, locale: 'he' }]);
    const [mail] = t.sink.to(he);
    expect(mail.subject).toBe('\u200fנא לחתום: Rahmenvertrag');
    const lines = mail.text.split(/\r?\n/).filter(Boolean);
    expect(lines.every((l) => l.startsWith('\u200f'))).toBe(true);
    expect(lines).toContain('\u200fשלום Noa Levi,');
    expect(lines.some((l) => /^\u200facme-\w+ מבקש\/ת את חתימתך על "Rahmenvertrag"\.$/.test(l))).toBe(true);
    expect(language(mail.raw)).toBe('he');
  });
});

describe('comment mails', () => {
  it('a mentioned recipient reads it in their language', async () => {
    const fr = uniqueAddress('elodie');
    const doc = await t.api('POST', '/documents', {
      title: 'Offre',
      markdown: 'Texte.\n',
      recipients: [{ name: 'Élodie Bernard', email: fr, locale: 'fr' }],
    });
    expect(doc.statusCode, doc.body).toBe(201);
    const made = await t.api('POST', `/documents/${doc.json().data.id}/comments`, {
      body: '@Élodie pouvez-vous relire ?',
      quote: 'Texte.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [mail] = t.sink.to(fr);
    expect(mail.subject).toMatch(/ vous a mentionné dans un commentaire sur «\u00a0Offre\u00a0»$/);
    expect(mail.text).toContain('@Élodie pouvez-vous relire ?');
    expect(mail.text).toMatch(/À propos du passage\u00a0:\r?\n> Texte\./);
    expect(mail.text).toContain('Vous recevez ce message car vous avez été mentionné.');
  });
});

describe('file request mails', () => {
  it('an assignee with locale "ja" gets Japanese though the workspace’s is German', async () => {
    const key = await otherWorkspace(t);
    const owner = uniqueAddress('owner');
    await t.db.kysely.updateTable('workspaces').set({ email: owner }).where('slug', '!=', t.workspace).execute();
    expect((await t.api('PATCH', '/workspace/sender', { name: 'Acme', locale: 'de' }, key)).statusCode).toBe(200);
    const ja = uniqueAddress('haruto');
    const res = await t.api(
      'POST',
      '/requests',
      {
        title: '決算資料',
        items: [{ name: '貸借対照表' }, { name: '株主名簿', required: false }],
        dueAt: '2099-12-05T17:00:00Z',
        assignees: [{ email: ja, name: '山田 太郎', locale: 'ja' }],
      },
      key,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = t.sink.to(ja);
    expect(mail.subject).toBe('Acme からファイルのご提出のお願い：「決算資料」');
    expect(mail.text).toContain('山田 太郎 様');
    expect(mail.text).toContain('- 株主名簿（任意）');
    expect(mail.text).toContain('2099年12月5日 17:00 UTC までにお送りください。');
    expect(mail.text).toContain('あなた専用のページからアップロードしてください');
    expect(language(mail.raw)).toBe('ja');

    // Haruto uploads: the owner's note is in the workspace's language, the size as German writes it.
    const [, slug, token] = /\/r\/([^/\s]+)\/(upl_[A-Za-z0-9_-]{43})/.exec(mail.text)!;
    const doc = await PDFDocument.create();
    doc.addPage([300, 300]);
    const bytes = Buffer.from(await doc.save());
    const form = multipart([{ name: 'file', filename: 'bilanz.pdf', contentType: 'application/pdf', value: bytes }]);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/requests/${slug}/uploads`,
      headers: { ...form.headers, 'x-request-token': token },
      payload: form.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const note = t.sink.to(owner).at(-1)!;
    expect(note.subject).toBe('Neue Datei für „決算資料“: bilanz.pdf');
    expect(note.text).toContain(
      `山田 太郎 <${ja}> hat „bilanz.pdf“ (${mailBytes('de', bytes.length)}) zu Ihrer Dateianfrage „決算資料“`,
    );
    expect(mailBytes('de', bytes.length)).toMatch(/^\d+ Byte$|^\d+(,\d)? kB$/);
    expect(language(note.raw)).toBe('de');
  });
});
