// Public identifiers: a type prefix, then random lowercase letters and digits (`doc_3k9…`).
import { randomBytes } from 'node:crypto';

export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(10).toString('base64url').replace(/[-_]/g, '').slice(0, 12).toLowerCase()}${randomBytes(2).toString('hex')}`;
}
