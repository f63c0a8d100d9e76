// Renders version.gen.ts (server and SDK): the contract's version, what is deprecated and until when (read from
// `deprecated: true` with `x-dossier-sunset` on operations, parameters and body fields), and, for the SDK, the
// version that added each operation (from spec/released/), so a client can tell a server too old for a call.
import { METHODS, resolve } from './spec-walk.mjs';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A part's deprecation as the wire carries it, or undefined when it is not deprecated. */
function deprecationOf(node, where) {
  if (node?.deprecated !== true) return undefined;
  const sunset = node['x-dossier-sunset'];
  const since = node['x-dossier-deprecated-since'];
  if (!DATE.test(String(sunset)) || !DATE.test(String(since)))
    throw new Error(`${where}: deprecated: true needs x-dossier-deprecated-since and x-dossier-sunset (YYYY-MM-DD)`);
  // The policy (spec/CONVENTIONS.md): at least six months between announcing and switching off.
  const earliest = new Date(`${since}T00:00:00Z`);
  earliest.setUTCMonth(earliest.getUTCMonth() + 6);
  if (new Date(`${sunset}T00:00:00Z`) < earliest)
    throw new Error(`${where}: x-dossier-sunset ${sunset} is less than six months after ${since}`);
  const d = { since, sunset };
  if (node['x-dossier-replacement']) d.replacement = String(node['x-dossier-replacement']);
  return d;
}

/** { operationId: { operation?, parameters?: { name }, fields?: { name } } } for every deprecated part. */
export function deprecations(spec) {
  const out = {};
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const entry = {};
      const operation = deprecationOf(op, `${method.toUpperCase()} ${p}`);
      if (operation) entry.operation = { ...operation, anchor: `deprecated-${op.operationId}`.toLowerCase() };
      for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
        const param = resolve(spec, raw);
        const d = deprecationOf(param, `${op.operationId} parameter ${param.name}`);
        if (d)
          (entry.parameters ??= {})[param.name] = {
            ...d,
            anchor: `deprecated-${op.operationId}-${param.name}`.toLowerCase(),
          };
      }
      const body = resolve(spec, resolve(spec, op.requestBody)?.content?.['application/json']?.schema);
      for (const [name, raw] of Object.entries(body?.properties ?? {})) {
        const d = deprecationOf(resolve(spec, raw), `${op.operationId} body field ${name}`);
        if (d) (entry.fields ??= {})[name] = { ...d, anchor: `deprecated-${op.operationId}-${name}`.toLowerCase() };
      }
      if (Object.keys(entry).length) out[op.operationId] = entry;
    }
  }
  return out;
}

/** The version that first listed each operationId, from the released baselines (oldest first). */
export function operationSince(spec, released) {
  const since = {};
  for (const { version, doc } of [...released, { version: spec.info.version, doc: spec }]) {
    for (const item of Object.values(doc.paths))
      for (const m of METHODS) if (item[m]?.operationId) since[item[m].operationId] ??= version;
  }
  const current = new Set(
    Object.values(spec.paths).flatMap((item) => METHODS.map((m) => item[m]?.operationId).filter(Boolean)),
  );
  return Object.fromEntries(Object.entries(since).filter(([id]) => current.has(id)));
}

export function renderVersion(spec, released) {
  const lines = [];
  lines.push('/** The version of the contract (spec/openapi.yaml `info.version`) this code was generated from. */');
  lines.push(`export const apiVersion = ${JSON.stringify(spec.info.version)};`, '');
  lines.push(
    '/** A deprecated part: announced on `since`, switched off on `sunset` (dates), its entry in spec/CHANGES.md. */',
  );
  lines.push('export interface Deprecated {');
  lines.push('  readonly since: string;');
  lines.push('  readonly sunset: string;');
  lines.push('  readonly replacement?: string;');
  lines.push('  readonly anchor: string;');
  lines.push('}', '');
  lines.push('export interface OperationDeprecations {');
  lines.push('  readonly operation?: Deprecated;');
  lines.push('  /** By parameter name (query, header or path). */');
  lines.push('  readonly parameters?: Readonly<Record<string, Deprecated>>;');
  lines.push('  /** By top-level field of the JSON body. */');
  lines.push('  readonly fields?: Readonly<Record<string, Deprecated>>;');
  lines.push('}', '');
  lines.push('/** Every deprecated operation, parameter and body field, by operationId. */');
  lines.push(
    `export const deprecations: Readonly<Record<string, OperationDeprecations>> = ${JSON.stringify(deprecations(spec), null, 2)};`,
    '',
  );
  if (released) {
    lines.push('/** The contract version that added each operation: a server of an older version does not know it. */');
    lines.push(
      `export const operationSince: Readonly<Record<string, string>> = ${JSON.stringify(operationSince(spec, released), null, 2)};`,
      '',
    );
  }
  return lines.join('\n');
}
