// `@name` and `@address` mentions in a comment body, matched against the people a comment can reach.
//
// A mention starts at an `@` that opens a word (start of text, or after a character that cannot be part of an
// address: so the `@` inside "ada@example.com" is not one). What follows is matched, case-insensitively and
// with runs of whitespace read as one space:
//   - `@ada@example.com`: a known person with that address;
//   - `@Grace Hopper`: a known person's full name, ending at a word boundary; the longest full name wins;
//   - `@Grace`: when no full name matches, every known person whose first name is Grace.
// A mention that matches nobody stays plain text. Nobody outside `people` is ever returned: a literal address
// reaches only someone already known, so a comment cannot be used to email arbitrary addresses.

export interface Person {
  name: string | null;
  email: string | null;
}

/** How far after an `@` a name is looked for. */
const NAME_WINDOW = 300;
const WORD = /[\p{L}\p{N}_]/u;
// Characters that may precede the `@` of an address (local part), so such an `@` opens no mention.
const ADDRESS_CHAR = /[\p{L}\p{N}_.+\-%]/u;
const LITERAL_ADDRESS = /^[^\s@,;:<>()"'[\]]+@[^\s@,;:<>()"'[\]]+/u;

function fold(s: string): string {
  return s.normalize('NFC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

function endsAtBoundary(text: string, at: number): boolean {
  return at >= text.length || !WORD.test(text.charAt(at));
}

/** The people mentioned in `body`, each once, in order of first mention. */
export function mentionedPeople<P extends Person>(body: string, people: readonly P[]): P[] {
  const known = people
    .map((p) => {
      const full = p.name ? fold(p.name) : '';
      return { p, full, first: full.split(' ')[0] ?? '', email: p.email ? p.email.trim().toLowerCase() : '' };
    })
    .filter((k) => k.full || k.email);
  const found: P[] = [];
  const add = (list: P[]) => {
    for (const p of list) if (!found.includes(p)) found.push(p);
  };

  for (let i = body.indexOf('@'); i !== -1; i = body.indexOf('@', i + 1)) {
    if (i > 0 && ADDRESS_CHAR.test(body.charAt(i - 1))) continue;
    const rest = body.slice(i + 1, i + 1 + NAME_WINDOW);

    const literal = LITERAL_ADDRESS.exec(rest)?.[0]
      .replace(/[.!?]+$/u, '')
      .toLowerCase();
    if (literal) {
      const byAddress = known.filter((k) => k.email && k.email === literal).map((k) => k.p);
      if (byAddress.length) {
        add(byAddress);
        continue;
      }
    }

    const text = fold(rest);
    let best = 0;
    let full: P[] = [];
    for (const k of known) {
      if (!k.full || k.full.length < best || !text.startsWith(k.full) || !endsAtBoundary(text, k.full.length)) continue;
      if (k.full.length > best) {
        best = k.full.length;
        full = [];
      }
      full.push(k.p);
    }
    if (full.length) {
      add(full);
      continue;
    }
    add(
      known.filter((k) => k.first && text.startsWith(k.first) && endsAtBoundary(text, k.first.length)).map((k) => k.p),
    );
  }
  return found;
}
