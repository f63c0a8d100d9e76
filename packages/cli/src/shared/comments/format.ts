// How a document's comments are shown (by thread, with the quoted passage above the text), and read from --body.
import type { Comment } from '@dossier/sdk';
import { UsageError } from '../../base/errors.js';
import { cell, person, wrapText } from '../format.js';
import { readStdin } from '../input.js';

/** Comments in thread order: each opener followed by its replies (replies whose opener is absent come last). */
export function commentThreads(comments: readonly Comment[]): Comment[] {
  const openers = comments.filter((c) => c.parentId === null);
  const openerIds = new Set(openers.map((c) => c.id));
  const out: Comment[] = [];
  for (const o of openers) out.push(o, ...comments.filter((c) => c.parentId === o.id));
  out.push(...comments.filter((c) => c.parentId !== null && !openerIds.has(c.parentId)));
  return out;
}

/** The text cell of a comment: the quoted passage (as `> …`) above the body, wrapped. */
export function commentText(c: Comment, width = 60): string {
  const quote = c.quote
    ? `${wrapText(c.quote, width - 2)
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n')}\n`
    : '';
  return `${quote}${wrapText(c.body, width)}`;
}

/** The label/value rows describing one comment. */
export function commentRows(c: Comment): [string, string][] {
  return [
    ['ID', c.id],
    ['Document', c.documentId],
    ['Reply to', c.parentId ?? '— (opens a thread)'],
    ['Author', person(c.authorName, c.authorEmail)],
    ['Resolved', cell(c.resolved)],
    ['Quote', cell(c.quote)],
    ['Body', wrapText(c.body, 70)],
    ['Created', c.createdAt],
  ];
}

/** The text of --body: as given, or standard input for "-" (without its final newline); never empty (exit 2). */
export async function commentBody(flag: string): Promise<string> {
  const text = flag === '-' ? (await readStdin()).replace(/\r?\n$/, '') : flag;
  if (text.trim() === '') throw new UsageError('--body: the comment is empty');
  return text;
}
