// The upload pages' URLs are URIs whatever script the request's title was in (found by the fuzz suite).
import { describe, expect, it } from 'vitest';
import { assigneeUrl, openUrl } from './tokens.js';

const s = { config: { publicUrl: 'https://dossier.example.com' } } as Parameters<typeof openUrl>[0];

describe('upload page URLs', () => {
  it('percent-encode a slug of any script', () => {
    expect(openUrl(s, 'q3-board-pack-7fk2')).toBe('https://dossier.example.com/r/q3-board-pack-7fk2');
    expect(openUrl(s, 'отчёт-𑌙-7fk2')).toBe(`https://dossier.example.com/r/${encodeURIComponent('отчёт-𑌙-7fk2')}`);
    expect(assigneeUrl(s, 'отчёт-7fk2', 'upl_x')).toBe(
      `https://dossier.example.com/r/${encodeURIComponent('отчёт-7fk2')}/upl_x`,
    );
    expect(() => new URL(openUrl(s, '䷛ݤ-1'))).not.toThrow();
    expect(openUrl(s, '䷛ݤ-1')).toMatch(/^[\x21-\x7e]+$/);
  });
});
