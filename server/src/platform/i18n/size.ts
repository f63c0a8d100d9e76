import { DEFAULT_LOCALE, PSEUDO_LOCALE, type PageLocale } from './locales.js';

/**
 * A size in the page's language ("25 MB", "25 Mo"…): a limit as the round number it is, a file's size (`limit`
 * false) to a tenth of a MB, as the pages' scripts write them (packages/web/src/i18n.ts).
 */
export function fileSize(bytes: number, locale: PageLocale, limit = true): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / 1024 / 1024, 'megabyte'];
  return new Intl.NumberFormat(locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale, {
    style: 'unit',
    unit: unit as string,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    minimumFractionDigits: unit === 'megabyte' && !limit ? 1 : 0,
    maximumFractionDigits: unit === 'megabyte' ? 1 : 0,
  }).format(value as number);
}
