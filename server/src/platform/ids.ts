// Public identifiers: a type prefix, then random lowercase letters and digits (`doc_3k9…`).
import { randomText } from './random.js';

export function newId(prefix: string): string {
  return `${prefix}_${randomText(10, 'base64url').replace(/[-_]/g, '').slice(0, 12).toLowerCase()}${randomText(2, 'hex')}`;
}
