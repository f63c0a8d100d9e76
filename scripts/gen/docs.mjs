// The parts of hand-written pages that only restate the spec, rendered from it so that a new operation or event
// cannot leave them wrong: the counts in the root README and the operation table of spec/CONVENTIONS.md. Each sits
// between two markers (`<!-- generated:NAME -->` and `<!-- /generated:NAME -->`); the text around them stays hand-written.
import { walkOperations } from './spec-walk.mjs';

/** Operations, public operations (tag Public), extensions (x-dossier-extension) and webhook events. */
export function contractCounts(spec) {
  const ops = walkOperations(spec);
  return {
    operations: ops.length,
    public: ops.filter((o) => o.tag === 'Public').length,
    extensions: ops.filter((o) => o.extension).length,
    events: Object.keys(spec.webhooks ?? {}).length,
  };
}

/** The README's counts, one line inside its status note. */
export function renderCounts(spec) {
  const n = contractCounts(spec);
  return (
    `${n.operations} operations, of which ${n.public} are the public operations the signing, viewer and upload pages call ` +
    `with a token instead of a key, and ${n.extensions} are marked extensions; ${n.events} webhook events`
  );
}

/** Who may call an operation, in the table's words. */
function caller(o) {
  if (o.auth === 'key') return o.scopes.length ? o.scopes.join(', ') : 'any key';
  if (o.auth === 'signingToken') return 'signing token';
  if (o.auth === 'visitToken') return 'visit token';
  if (o.auth === 'requestToken') return `upload token${o.tokenOptional ? ' (optional)' : ''}`;
  return o.base === 'origin' ? 'none (at the origin)' : 'none';
}

/** spec/CONVENTIONS.md's table of operations, in the spec's order. */
export function renderOperationTable(spec) {
  const rows = walkOperations(spec).map((o) => {
    const ext = o.extension ? ' *(ext)*' : '';
    return `| ${o.method} ${o.path}${ext} | ${o.operationId} | ${o.sdk} | ${caller(o)} |`;
  });
  return ['| Method path | operationId | x-sdk | scope |', '|---|---|---|---|', ...rows].join('\n');
}

/** `text` with what lies between the markers named `name` replaced by `content` (inline when the markers share a line). */
export function spliceGenerated(text, name, content, file) {
  const open = `<!-- generated:${name} -->`;
  const close = `<!-- /generated:${name} -->`;
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 || end < start) throw new Error(`${file}: the markers ${open} … ${close} are missing`);
  const inline = !text.slice(start, end).includes('\n');
  const body = inline ? content : `\n${content}\n`;
  return text.slice(0, start + open.length) + body + text.slice(end);
}

/** The pages rendered, by path relative to the repository's root, each from its current text. */
export function renderDocs(spec, read) {
  return {
    'README.md': spliceGenerated(read('README.md'), 'counts', renderCounts(spec), 'README.md'),
    'spec/CONVENTIONS.md': spliceGenerated(
      read('spec/CONVENTIONS.md'),
      'operations',
      renderOperationTable(spec),
      'spec/CONVENTIONS.md',
    ),
  };
}
