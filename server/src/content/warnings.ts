// Conversion losses, one sentence each, in the order they were first met. Losses of one kind that can repeat many
// times (images, links) are listed one by one up to a limit and then summed up in one sentence, so a large input
// cannot produce an unbounded list; kinds that are only ever counted are reported once with their count.

/** Individual sentences of one kind listed before the rest are summed up. */
export const MAX_LISTED_PER_KIND = 20;

interface Counted {
  count: number;
  render: (count: number) => string;
}

export class Warnings {
  private readonly entries: (string | Counted)[] = [];
  private readonly counted = new Map<string, Counted>();
  private readonly listed = new Map<string, number>();

  /** One sentence for one loss; after MAX_LISTED_PER_KIND of `kind`, further ones only add to `overflow`'s count. */
  item(kind: string, sentence: string, overflow: (count: number) => string): void {
    const n = this.listed.get(kind) ?? 0;
    this.listed.set(kind, n + 1);
    if (n < MAX_LISTED_PER_KIND) this.entries.push(sentence);
    else this.count(`${kind}:overflow`, overflow);
  }

  /** Counts a loss of `key`; reported once, as `render(count)`, where the first one was met. */
  count(key: string, render: (count: number) => string, by = 1): void {
    const existing = this.counted.get(key);
    if (existing) {
      existing.count += by;
      return;
    }
    const entry: Counted = { count: by, render };
    this.counted.set(key, entry);
    this.entries.push(entry);
  }

  list(): string[] {
    return this.entries.map((e) => (typeof e === 'string' ? e : e.render(e.count)));
  }
}

/** `1 <img> element was` / `2 <img> elements were`. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

export function wasWere(count: number): string {
  return count === 1 ? 'was' : 'were';
}

/** Quotes user text in a warning: one line, at most 60 characters. */
export function quote(text: string, max = 60): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return `"${oneLine.length > max ? `${oneLine.slice(0, max - 1)}…` : oneLine}"`;
}
