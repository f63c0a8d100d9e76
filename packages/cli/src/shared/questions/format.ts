// How viewer questions are shown: a list row per thread, one thread as its details then the conversation, and
// the reply text read from --body.
import { Args } from '@oclif/core';
import type { Thread } from '@dossier/sdk';
import { UsageError } from '../../base/errors.js';
import { wrapText } from '../format.js';
import { readStdin } from '../input.js';

export const questionId = Args.string({ required: true, description: 'question thread id (thr_…)' });

/** Who is waiting on whom. */
export function threadState(t: Thread): string {
  return t.awaitingOwner ? 'awaiting you' : 'answered';
}

export function asker(t: Thread): string {
  return t.askedByEmail ?? 'anonymous';
}

/** The opening question, shortened for a table cell. */
export function opening(t: Thread, max = 80): string {
  const text = (t.messages[0]?.body ?? '').replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function threadRows(t: Thread): [string, string][] {
  return [
    ['ID', t.id],
    ['State', threadState(t)],
    ['About', t.documentId ? `${t.about} (${t.documentId})` : `${t.about} (room ${t.dataRoomId})`],
    ['Link', `${t.linkName} (${t.shareLinkId})`],
    ['Asked by', asker(t)],
    ['Opened', t.createdAt],
    ['Last message', t.lastMessageAt],
  ];
}

/** The conversation, oldest first: who, when, then the text indented. */
export function conversation(t: Thread, width = 76): string {
  return t.messages
    .map((m) => {
      const who = m.author === 'viewer' ? asker(t) : `you${m.delivered ? '' : ' (not emailed)'}`;
      const body = wrapText(m.body, width - 2)
        .split('\n')
        .map((l) => `  ${l}`)
        .join('\n');
      return `${who}, ${m.createdAt}:\n${body}`;
    })
    .join('\n\n');
}

/** The text of --body: as given, or standard input for "-" (without its final newline); never empty (exit 2). */
export async function replyBody(flag: string): Promise<string> {
  const text = flag === '-' ? (await readStdin()).replace(/\r?\n$/, '') : flag;
  if (text.trim() === '') throw new UsageError('--body: the reply is empty');
  if (text.length > 5000) throw new UsageError(`--body: the reply is ${text.length} characters; at most 5000`);
  return text;
}
