// A day as the pages and refusals say it ("3 March 2026", UTC), written once so every sentence reads alike.
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The day of `at` (an ISO timestamp or a Date; today by default) in words. */
export const dayWords = (at: string | Date = new Date()): string => DAY.format(new Date(at));
