// The pages' catalogues are complete and well formed: every language has exactly English's keys, each message
// parses as ICU with the same placeholders (name and kind) as English's, every plural has `other` and only the
// categories its language has (Intl.PluralRules), and every message formats with sample values.
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, type PageLocale, PSEUDO_LOCALE } from '../locales.js';
import type { Catalogue } from '../messages.js';
import { PAGE_CATALOGUES } from './pages/index.js';

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }>; children?: Node[] };

// intl-messageformat's AST node types (TYPE in @formatjs/icu-messageformat-parser).
const KIND: Record<number, string> = { 1: 'argument', 2: 'number', 3: 'date', 4: 'time', 5: 'select', 6: 'plural' };

/** Each placeholder of a message as `name:kind`, and the plural categories each plural uses. */
function shape(source: string, locale: string): { placeholders: string[]; plurals: string[][] } {
  const ast = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as unknown as Node[];
  const placeholders = new Set<string>();
  const plurals: string[][] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (KIND[n.type]) placeholders.add(`${n.value}:${KIND[n.type]}`);
      if (n.type === 6 && n.options) plurals.push(Object.keys(n.options));
      for (const o of Object.values(n.options ?? {})) walk(o.value);
      if (n.children) walk(n.children);
    }
  };
  walk(ast);
  return { placeholders: [...placeholders].sort(), plurals };
}

const english: Catalogue = PAGE_CATALOGUES.en;
const ALL: PageLocale[] = [...LOCALES, PSEUDO_LOCALE];
const SAMPLE = { count: 3, total: 5, done: 2, n: 4, status: 503 };

describe('the pages catalogues', () => {
  it('has one catalogue per language of the spec, and the pseudo-locale', () => {
    expect(Object.keys(PAGE_CATALOGUES).sort()).toEqual([...ALL].sort());
  });

  for (const locale of ALL) {
    const catalogue: Catalogue = PAGE_CATALOGUES[locale];
    it(`${locale}: exactly English's keys, no message empty or padded`, () => {
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(text, `${locale} ${key}`).toBe(text.trim());
      }
    });

    it(`${locale}: every message parses as ICU with English's placeholders and its language's plurals`, () => {
      const intlLocale = locale === PSEUDO_LOCALE ? 'en' : locale;
      const categories = new Set<string>(new Intl.PluralRules(intlLocale).resolvedOptions().pluralCategories);
      for (const [key, source] of Object.entries(catalogue)) {
        const own = shape(source, intlLocale);
        expect(own.placeholders, `${locale} ${key}`).toEqual(shape(english[key], 'en').placeholders);
        for (const used of own.plurals) {
          expect(used, `${locale} ${key}: a plural needs "other"`).toContain('other');
          for (const c of used.filter((c) => !c.startsWith('=')))
            expect(categories.has(c), `${locale} ${key}: "${c}" is not a plural category of ${locale}`).toBe(true);
        }
        const values = Object.fromEntries(
          own.placeholders
            .map((p) => p.split(':')[0])
            .map((name) => [name, SAMPLE[name as keyof typeof SAMPLE] ?? 'x']),
        );
        expect(() => new IntlMessageFormat(source, intlLocale).format(values), `${locale} ${key}`).not.toThrow();
      }
    });
  }

  it('a language that uses them has every plural category for counts the pages show (1, 2, 3, 5, 11, 100)', () => {
    // A count falling in a category the message lacks would read "other"'s words: for Polish "1 pola" is wrong.
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(locale);
      for (const [key, source] of Object.entries(PAGE_CATALOGUES[locale] as Catalogue)) {
        for (const used of shape(source, locale).plurals) {
          for (const n of [0, 1, 2, 3, 5, 11, 100]) {
            const c = rules.select(n);
            if (used.includes(`=${n}`)) continue;
            expect(used.includes(c) || c === 'other', `${locale} ${key}: no "${c}" branch (n = ${n})`).toBe(true);
          }
        }
      }
    }
  });

  it('the pseudo-locale is accented and longer, placeholders intact', () => {
    const pseudo = PAGE_CATALOGUES[PSEUDO_LOCALE];
    expect(pseudo['sign.finish']).toMatch(/^\[Fíñíšh|^\[.*ñ.*\]$/);
    expect(pseudo['sign.finish'].length).toBeGreaterThan(english['sign.finish'].length * 1.25);
    expect(new IntlMessageFormat(pseudo['sign.title'], 'en').format({ title: 'Deck' })).toContain('Deck');
  });
});
