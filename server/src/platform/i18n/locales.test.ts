import { describe, expect, it } from 'vitest';
import { LOCALES, LOCALE_NAMES, direction, matchLocale, negotiate, pickLocale } from './locales.js';
import { format, pseudoCatalogue } from './messages.js';

describe('locales', () => {
  it('names each of the 16 languages', () => {
    expect(LOCALES).toHaveLength(16);
    for (const l of LOCALES) expect(LOCALE_NAMES[l]).toBeTruthy();
  });

  it('matches regional and script variants to the supported language', () => {
    expect(matchLocale('fr-CA')).toBe('fr');
    expect(matchLocale('PT-br')).toBe('pt-BR');
    expect(matchLocale('pt-PT')).toBe('pt-BR');
    expect(matchLocale('zh-Hans-SG')).toBe('zh-CN');
    expect(matchLocale('zh-TW')).toBeNull();
    expect(matchLocale('tlh')).toBeNull();
  });

  it('negotiates Accept-Language by weight, then order', () => {
    expect(negotiate('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt-BR');
    expect(negotiate('tlh, de;q=0.5, fr;q=0.7')).toBe('fr');
    expect(negotiate('*')).toBeNull();
    expect(negotiate('en;q=0, ja')).toBe('ja');
    expect(negotiate(undefined)).toBeNull();
  });

  it('picks the first stored value that is a language, else English', () => {
    expect(pickLocale(null, 'xx', 'de', 'fr')).toBe('de');
    expect(pickLocale(undefined, null)).toBe('en');
  });

  it('knows which languages are written right to left', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('he')).toBe('rtl');
    expect(direction('ja')).toBe('ltr');
  });
});

describe('messages', () => {
  const catalogues = {
    en: { files: '{count, plural, one {# file} other {# files}}', only: 'English only' },
    fr: { files: '{count, plural, one {# fichier} other {# fichiers}}' },
  };

  it('formats plurals in the language and falls back to English, then to the key', () => {
    expect(format(catalogues, 'fr', 'files', { count: 2 })).toBe('2 fichiers');
    expect(format(catalogues, 'fr', 'files', { count: 1 })).toBe('1 fichier');
    expect(format(catalogues, 'fr', 'only')).toBe('English only');
    expect(format(catalogues, 'fr', 'missing')).toBe('missing');
  });

  it('makes a longer, accented pseudo-locale that keeps placeholders', () => {
    const pseudo = pseudoCatalogue({ hello: 'Hello {name}' });
    expect(pseudo.hello).toContain('{name}');
    expect(pseudo.hello).toMatch(/^\[Hé/);
    expect(format({ en: {}, 'en-XA': pseudo }, 'en-XA', 'hello', { name: 'Ana' })).toContain('Ana');
  });
});
