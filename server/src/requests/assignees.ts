// The assignees a request is asked for, as one list: the same address given twice is one assignee.
import type { AssigneeInput } from '../generated/api/types.gen.js';
import type { Locale } from '../platform/i18n/locales.js';

/** One assignee as asked for: `locale` undefined when the input gave none (an existing assignee keeps theirs). */
export interface Person {
  email: string;
  key: string;
  name: string | null;
  locale?: Locale | null;
}

/** A repeated address kept once (compared case-insensitively); the last name and language given win. */
export function distinctAssignees(list: AssigneeInput[]): Person[] {
  const byKey = new Map<string, Person>();
  for (const a of list) {
    const email = a.email.trim();
    const key = email.toLowerCase();
    const seen = byKey.get(key);
    const locale = a.locale !== undefined ? a.locale : seen?.locale;
    byKey.set(key, { email: seen?.email ?? email, key, name: a.name?.trim() || seen?.name || null, locale });
  }
  return [...byKey.values()];
}
