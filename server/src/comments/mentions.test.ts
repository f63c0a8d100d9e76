// Mention matching and the choice of addressees, without a database.
import { describe, expect, it } from 'vitest';
import type { CommentsTable } from './tables.js';
import { mentionedPeople } from './mentions.js';
import { addressees, message } from './notify.js';

const grace = { name: 'Grace Hopper', email: 'grace@example.com' };
const kelly = { name: 'Grace Kelly', email: 'kelly@example.com' };
const carol = { name: 'Carol  Danvers', email: 'Carol@Example.com' };
const noMail = { name: 'Nobody Mail', email: null };
const people = [grace, kelly, carol, noMail];

describe('mentionedPeople', () => {
  it('matches a full name case-insensitively, at a word boundary, the longest name winning', () => {
    expect(mentionedPeople('@grace hopper, can you look?', people)).toEqual([grace]);
    expect(mentionedPeople('ping @GRACE   HOPPER.', people)).toEqual([grace]);
    expect(mentionedPeople('(@Carol Danvers)', people)).toEqual([carol]);
    expect(mentionedPeople("@Grace Hopper's clause", people)).toEqual([grace]);
  });

  it('a first name alone reaches everyone with that first name; a longer word is no match', () => {
    expect(mentionedPeople('@grace please', people)).toEqual([grace, kelly]);
    expect(mentionedPeople('@Gracefully done', people)).toEqual([]);
    expect(mentionedPeople('@Carolyn', people)).toEqual([]);
  });

  it('matches a literal address of a known person only, and ignores the @ inside an address', () => {
    expect(mentionedPeople('cc @carol@example.com.', people)).toEqual([carol]);
    expect(mentionedPeople('cc @stranger@evil.test', people)).toEqual([]);
    expect(mentionedPeople('write to grace@example.com or kelly@example.com', people)).toEqual([]);
  });

  it('lists each person once, in order of first mention; unknown mentions stay plain text', () => {
    expect(mentionedPeople('@Carol Danvers @nemo @Grace Kelly @carol danvers @grace kelly', people)).toEqual([
      carol,
      kelly,
    ]);
    expect(mentionedPeople('no mentions @ all', people)).toEqual([]);
  });
});

function row(p: Partial<CommentsTable>): CommentsTable {
  return {
    id: 'cmt_x',
    document_id: 'doc_x',
    workspace_id: 'ws_x',
    parent_id: null,
    author_key_id: null,
    by_account: 0,
    author_name: null,
    author_email: null,
    body: 'text',
    quote: null,
    resolved: 0,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...p,
  };
}

describe('addressees', () => {
  it('owner, then thread, then mentions; each once; never the author or the account itself', () => {
    const thread = [
      row({ author_name: 'Grace Hopper', author_email: 'grace@example.com' }),
      row({ by_account: 1, author_name: 'Acme', author_email: 'old-owner@acme.test' }),
      row({ author_name: 'Bob', author_email: 'BOB@example.com' }),
      row({ author_name: 'Bob again', author_email: 'bob@example.com' }),
    ];
    const list = addressees({
      ownerEmail: 'owner@acme.test',
      authorEmail: 'someone@else.test',
      thread,
      recipients: [carol, grace],
      body: '@Carol Danvers and @grace hopper and @bob',
    });
    expect(list).toEqual([
      { email: 'owner@acme.test', reason: 'owner' },
      { email: 'grace@example.com', reason: 'mention' },
      { email: 'BOB@example.com', reason: 'mention' },
      { email: 'Carol@Example.com', reason: 'mention' },
    ]);
  });

  it('drops the author, compared case-insensitively, even when mentioned or the owner', () => {
    const list = addressees({
      ownerEmail: 'Owner@Acme.test',
      authorEmail: 'owner@acme.test',
      thread: [],
      recipients: [{ name: 'Owner', email: 'OWNER@acme.test' }],
      body: '@owner',
    });
    expect(list).toEqual([]);
  });

  it('the message names the document, the author, the body and the quote, and carries no link', () => {
    const m = message(
      { email: 'g@example.com', reason: 'mention' },
      { title: 'MSA', authorName: 'Ada', body: '@Grace look', quote: 'line one\nline two', reply: false },
    );
    expect(m.subject).toBe('Ada mentioned you in a comment on "MSA"');
    expect(m.text).toContain('@Grace look');
    expect(m.text).toContain('> line one\n> line two');
    expect(m.text).not.toMatch(/https?:/);
  });
});
