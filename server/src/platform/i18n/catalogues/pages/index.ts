// The public pages' catalogues, one per language (spec: Locale), and the development pseudo-locale made from
// English. English is the reference: every other catalogue has its keys and placeholders (../pages.test.ts).
import { byLocale, type PageLocale } from '../../locales.js';
import { type Catalogue, pseudoCatalogue } from '../../messages.js';
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

export const PAGE_CATALOGUES: Readonly<Record<PageLocale, Catalogue>> = {
  ...byLocale<Catalogue>({ en, fr, de, es, it, ptBR, nl, pl, sv, cs, uk, ja, zhCN, ko, ar, he }),
  'en-XA': pseudoCatalogue(en),
};
