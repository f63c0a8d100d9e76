// The API sentences' catalogues (an error's `error`, the verification's `summary`), one per language of the spec's Locale
// (i18n/locales.ts); English is the reference.
import { byLocale, type Locale } from '../../locales.js';
import type { Catalogue } from '../../messages.js';
import { ar } from './ar.js';
import { cs } from './cs.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { he } from './he.js';
import { it } from './it.js';
import { ja } from './ja.js';
import { ko } from './ko.js';
import { nl } from './nl.js';
import { pl } from './pl.js';
import { ptBR } from './pt-BR.js';
import { sv } from './sv.js';
import { uk } from './uk.js';
import { zhCN } from './zh-CN.js';

export const API_CATALOGUES: Readonly<Record<Locale, Catalogue>> = byLocale<Catalogue>({
  en,
  fr,
  de,
  es,
  it,
  ptBR,
  nl,
  pl,
  sv,
  cs,
  uk,
  ja,
  zhCN,
  ko,
  ar,
  he,
});

export default API_CATALOGUES;
