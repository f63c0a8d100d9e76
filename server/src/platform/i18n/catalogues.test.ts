// Every catalogue set under catalogues/ (emails, pages, certificate, …: each folder's index.ts exports a record
// of the 16 languages, as its default export or a named one): each language has exactly English's keys, each
// message parses as ICU in its language, uses the same arguments as English's (and the same select cases), gives
// every plural the categories its language needs (Arabic six, Polish four, Japanese one), formats, and is not
// English left untranslated.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE } from './locales.js';
import type { Catalogue } from './messages.js';

const dir = fileURLToPath(new URL('./catalogues/', import.meta.url));
const sets = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

type Set = Record<string, Catalogue>;

function isSet(v: unknown): v is Set {
  return typeof v === 'object' && v !== null && 'en' in v && typeof (v as Set).en === 'object';
}

async function load(name: string): Promise<Set> {
  const mod = (await import(pathToFileURL(`${dir}${name}/index.ts`).href)) as Record<string, unknown>;
  const found = isSet(mod.default) ? mod.default : Object.values(mod).find(isSet);
  if (!found) throw new Error(`catalogues/${name}/index.ts exports no record of languages`);
  return found;
}

// intl-messageformat's AST element types (TYPE in @formatjs/icu-messageformat-parser).
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
interface El {
  type: number;
  value?: string;
  options?: Record<string, { value: El[] }>;
  pluralType?: 'cardinal' | 'ordinal';
  children?: El[];
}

interface Shape {
  /** argument name → its kind (plain, number, date, select, plural) */
  args: Map<string, string>;
  /** select argument → its cases */
  selects: Map<string, string[]>;
  /** each plural's cases, with its argument */
  plurals: { arg: string; cases: string[]; ordinal: boolean }[];
}

function shape(ast: El[], out: Shape = { args: new Map(), selects: new Map(), plurals: [] }): Shape {
  for (const el of ast) {
    if (el.type === ARGUMENT || el.type === NUMBER || el.type === DATE || el.type === TIME) {
      if (!out.args.has(el.value!)) out.args.set(el.value!, el.type === NUMBER ? 'number' : 'plain');
    }
    if (el.type === SELECT) {
      out.args.set(el.value!, 'select');
      out.selects.set(el.value!, Object.keys(el.options!).sort());
    }
    if (el.type === PLURAL) {
      out.args.set(el.value!, 'number');
      out.plurals.push({ arg: el.value!, cases: Object.keys(el.options!), ordinal: el.pluralType === 'ordinal' });
    }
    for (const o of Object.values(el.options ?? {})) shape(o.value, out);
    if (el.children) shape(el.children, out);
  }
  return out;
}

function parse(locale: string, source: string): El[] {
  return new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as unknown as El[];
}

it('finds the catalogue sets', () => {
  expect(sets).toContain('emails');
});

describe.each(sets)('catalogues/%s', (name) => {
  it('has exactly the 16 languages', async () => {
    const set = await load(name);
    // The pages' set also carries the development pseudo-locale, made from English (not a language to check).
    expect(
      Object.keys(set)
        .filter((l) => l !== PSEUDO_LOCALE)
        .sort(),
    ).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly English’s keys', async (locale) => {
    const set = await load(name);
    const en = Object.keys(set.en).sort();
    const own = Object.keys(set[locale] ?? {}).sort();
    expect({ missing: en.filter((k) => !own.includes(k)), extra: own.filter((k) => !en.includes(k)) }).toEqual({
      missing: [],
      extra: [],
    });
  });

  it.each(LOCALES)('%s: every message parses and has English’s arguments, cases and plural forms', async (locale) => {
    const set = await load(name);
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const neededOrdinal = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
    const problems: string[] = [];
    for (const [key, source] of Object.entries(set[locale] ?? {})) {
      let own: Shape;
      let ref: Shape;
      try {
        own = shape(parse(locale, source));
        ref = shape(parse('en', set.en[key] ?? ''));
      } catch (e) {
        problems.push(`${key}: does not parse: ${(e as Error).message}`);
        continue;
      }
      const names = (s: Shape) => [...s.args.keys()].sort().join(',');
      if (names(own) !== names(ref)) problems.push(`${key}: arguments {${names(own)}}, English has {${names(ref)}}`);
      for (const [arg, cases] of ref.selects) {
        const mine = own.selects.get(arg);
        if (mine && mine.join() !== cases.join())
          problems.push(`${key}: select ${arg} has cases ${mine}, English has ${cases}`);
        if (!mine && own.args.has(arg)) problems.push(`${key}: ${arg} is a select in English`);
      }
      for (const p of own.plurals) {
        const want = p.ordinal ? neededOrdinal : needed;
        const lacking = want.filter((c) => !p.cases.includes(c));
        if (lacking.length) problems.push(`${key}: plural ${p.arg} lacks ${lacking.join(', ')}`);
        const unknown = p.cases.filter((c) => !c.startsWith('=') && !want.includes(c as Intl.LDMLPluralRule));
        if (unknown.length)
          problems.push(`${key}: plural ${p.arg} has cases ${unknown.join(', ')} ${locale} never uses`);
      }
      // It formats with values of the right kind.
      const values: Record<string, string | number> = {};
      for (const [arg, kind] of own.args) values[arg] = kind === 'number' ? 3 : kind === 'select' ? 'other' : 'x';
      try {
        new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).format(values);
      } catch (e) {
        problems.push(`${key}: does not format: ${(e as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s is translated, not English copied', async (locale) => {
    const set = await load(name);
    const keys = Object.keys(set.en);
    // A message with letters only in its arguments ("{name} (optional)" aside) may read the same in any language.
    const same = keys.filter(
      (k) => set[locale]?.[k] === set.en[k] && /[A-Za-z]{4,}/.test(set.en[k].replace(/\{[^{}]*\}/g, '')),
    );
    expect(same.length, `same as English: ${same.join(', ')}`).toBeLessThanOrEqual(Math.floor(keys.length * 0.1));
  });
});
