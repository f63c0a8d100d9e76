// The API names what it refuses by request field (`body.recipientId`, `query.status`, `path.id`,
// `header.x-filename`); a person at a terminal typed flags (`--recipient`) and arguments (`ID`). This maps one to
// the other for the error output, from the command's own flag and argument names: a field is the flag of the same
// name in kebab case (`inLibrary` → `--in-library`), or without its `Id` (`folderId` → `--folder`), or in the
// singular for a repeatable flag (`events` → `--event`). A command names the exceptions in `static apiFields`
// (`{ shareLinkId: 'link' }`). A field no flag or argument sets keeps its API name.

export interface CommandNames {
  /** The command's flag names, without dashes. */
  flags: readonly string[];
  /** The command's argument names. */
  args: readonly string[];
  /** API field name → flag name, where the flag is not named after the field. */
  aliases?: Readonly<Record<string, string>>;
}

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function candidates(name: string, location: string): string[] {
  const base = location === 'header' ? name.replace(/^x-/i, '').toLowerCase() : name;
  const k = kebab(base);
  const out = [base, k];
  if (/[a-z]Ids?$/.test(base)) out.push(kebab(base.replace(/Ids?$/, '')));
  if (/[^s]s$/.test(k)) out.push(k.slice(0, -1));
  return out;
}

/** `[0].email` → ` #1 (email)`; `.content[2].type` → ` (content[2].type)`. */
function describeRest(rest: string): string {
  if (rest === '') return '';
  const m = /^\[(\d+)\]\.?(.*)$/.exec(rest);
  if (m) return ` #${Number(m[1]) + 1}${m[2] ? ` (${m[2]})` : ''}`;
  return ` (${rest.replace(/^\./, '')})`;
}

/** The flag or argument a request field came from (`--recipient`, `--recipient #2 (email)`, `ID`), if any. */
export function fieldLabel(field: string, names: CommandNames): string | undefined {
  const m = /^(body|query|path|header)\.([^.[]+)(.*)$/.exec(field);
  if (!m) return undefined;
  const [, location, name, rest] = m as unknown as [string, string, string, string];
  const alias = names.aliases?.[name];
  if (alias !== undefined) return `--${alias}${describeRest(rest)}`;
  const all = candidates(name, location);
  // A path parameter is normally an argument; a body field the flags set (a body "file" may be an argument).
  const order = location === 'path' ? (['args', 'flags'] as const) : (['flags', 'args'] as const);
  for (const kind of order) {
    const found = all.find((c) => names[kind].includes(c));
    if (found !== undefined) return `${kind === 'flags' ? `--${found}` : found.toUpperCase()}${describeRest(rest)}`;
  }
  return undefined;
}
