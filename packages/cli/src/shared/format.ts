// Formatting shared by every topic: table cells, sizes, counts, wrapping, people. Topic formats live beside their
// topic under shared/<topic>/.

/** A value for a table cell: null and undefined show as a dash. */
export function cell(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** A byte count for people: 512 B, 4.2 KB, 1.3 MB (powers of 1024). */
export function byteSize(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}

/** `n thing` or `n things`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * Wraps text at spaces so no line is longer than `width`; newlines are kept. A longer word is left whole, or with
 * `breakWords` (a table column that must not overflow, e.g. a URL) broken across lines.
 */
export function wrapText(text: string, width = 60, breakWords = false): string {
  const out: string[] = [];
  for (const para of text.split('\n')) {
    let line = '';
    for (let word of para.split(/ +/)) {
      while (breakWords && [...word].length > width) {
        if (line !== '') out.push(line);
        line = '';
        const chars = [...word];
        out.push(chars.slice(0, width).join(''));
        word = chars.slice(width).join('');
      }
      if (line !== '' && [...line].length + 1 + [...word].length > width) {
        out.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    out.push(line);
  }
  return out.join('\n');
}

/** `Dana Whitfield <dana@globex.example>`, or whichever of the two is known. */
export function person(name: string | null | undefined, email: string | null | undefined): string {
  if (name && email) return `${name} <${email}>`;
  return name || (email ? `<${email}>` : '(no name or address yet)');
}
