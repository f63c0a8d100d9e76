import { describe, expect, it } from 'vitest';
import { IDN_EMAIL } from './idn-email.js';

describe('IDN_EMAIL (format: idn-email)', () => {
  it('accepts addresses in any script', () => {
    for (const ok of [
      'zoë@fund.example',
      'ada@example.com',
      '李雷@例子.中国',
      'δοκιμή@παράδειγμα.δοκιμή',
      'first.last+tag@sub.example.org',
    ])
      expect(IDN_EMAIL.test(ok), ok).toBe(true);
  });
  it('refuses what is not an address', () => {
    for (const bad of [
      '',
      'a@b',
      'a b@c.example',
      '@example.com',
      'a@',
      'a@-x.example',
      'a@x..example',
      '.a@x.example',
      'a@x.example.',
      'a@b@c.example',
      'a\u0000@x.example',
    ])
      expect(IDN_EMAIL.test(bad), JSON.stringify(bad)).toBe(false);
  });
});
