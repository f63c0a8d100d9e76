// An unknown command: named as typed (with spaces, never oclif's internal colons), with the nearest command or
// topic suggested, exit 2. Runs instead of oclif's own "command x:y not found"; nothing is downloaded or installed.
import type { Hook } from '@oclif/core';
import { UsageError } from '../base/errors.js';

/** Edit distance counting a swap of two neighbouring letters as one edit ("documnets" → "documents": 1). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

export interface Suggestion {
  /** The words typed that name the command (the rest are taken to be its arguments). */
  typed: string;
  /** The nearest command or topic, with spaces; undefined when none is near enough. */
  suggestion?: string;
}

/**
 * Finds what `words` probably meant among `names` (commands and topics, space-separated). Each name is compared
 * with as many typed words as it has, so arguments after a mistyped command do not get in the way.
 */
export function suggest(words: readonly string[], names: readonly string[], topics: readonly string[]): Suggestion {
  let best: { name: string; typed: string; distance: number } | undefined;
  for (const name of names) {
    const n = name.split(' ').length;
    const typed = words.slice(0, n).join(' ');
    const distance = editDistance(typed, name);
    // Typed exactly, it is a topic whose command is what is wrong ("documents lst"): look further.
    if (distance === 0) continue;
    const near = distance <= Math.max(1, Math.floor(name.length / 4)) || (typed.length >= 3 && name.startsWith(typed));
    if (near && (!best || distance < best.distance || (distance === best.distance && name.length > best.name.length))) {
      best = { name, typed, distance };
    }
  }
  if (best) return { typed: best.typed, suggestion: best.name };
  // No suggestion: the longest known topic typed, and the word after it.
  const topic = topics.filter((t) => words.join(' ').startsWith(`${t} `)).sort((a, b) => b.length - a.length)[0];
  const n = topic ? topic.split(' ').length + 1 : 1;
  return { typed: words.slice(0, n).join(' ') };
}

const hook: Hook.CommandNotFound = async ({ id, config }) => {
  const sep = (s: string) => s.replaceAll(':', ' ');
  const commands = config.commands.filter((c) => !c.hidden).map((c) => sep(c.id));
  const topics = config.topics.filter((t) => !t.hidden).map((t) => sep(t.name));
  const { typed, suggestion } = suggest(sep(id).split(' '), [...commands, ...topics], topics);
  throw new UsageError(
    `command "${typed}" not found`,
    suggestion
      ? `Did you mean "${suggestion}"? See "${config.bin} ${suggestion} --help".`
      : `See "${config.bin} --help" for the commands.`,
  );
};

export default hook;
