// Request validation against the spec: bodies strictly (no coercion, unknown fields refused, nothing stripped),
// query, path and header parameters coerced from strings (a boolean is exactly "true" or "false").
import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { MAX_LISTED, type FieldError } from '../platform/errors.js';
import { IDN_EMAIL } from '../platform/idn-email.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

function makeAjv(opts: Options): Ajv {
  // OpenAPI carries annotations Ajv does not know (example, x-*): strict off; binary is a file, not a string format.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true, ...opts });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // ajv-formats has no idn-email: an address whose parts may be in any script (RFC 6531), `zoë@fund.example`.
  ajv.addFormat('idn-email', IDN_EMAIL);
  return ajv;
}

// Bodies are checked first with allErrors off: the document tree's oneOf/anyOf nesting makes collecting every
// error exponential in its depth (20 nested quotes took seconds), a denial of service for a few hundred bytes,
// and a flat array of a million bad items would be a million errors. Only a body that failed, and is shallow and
// small enough for that to be cheap, is checked again to name every field.
const bodyAjv = makeAjv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: false });
const bodyAjvAll = makeAjv({ coerceTypes: false, useDefaults: true, removeAdditional: false, allErrors: true });
const ALL_ERRORS_MAX_DEPTH = 12;
const ALL_ERRORS_MAX_NODES = 5000;

/** Whether the value nests at most `maxDepth` deep and holds at most `budget.nodes` values; stops counting past either. */
function within(value: unknown, maxDepth: number, budget: { nodes: number }, depth = 0): boolean {
  if (--budget.nodes < 0 || depth > maxDepth) return false;
  if (value === null || typeof value !== 'object') return true;
  for (const v of Object.values(value as object)) if (!within(v, maxDepth, budget, depth + 1)) return false;
  return true;
}

function bodyValidator(schema: Record<string, unknown>): ValidateFunction {
  const first = bodyAjv.compile(schema);
  let all: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    if (first(data)) return true;
    validate.errors = first.errors;
    if (within(data, ALL_ERRORS_MAX_DEPTH, { nodes: ALL_ERRORS_MAX_NODES })) {
      all ??= bodyAjvAll.compile(schema);
      if (!all(data)) validate.errors = all.errors;
    }
    return false;
  }) as ValidateFunction;
  return validate;
}
const paramAjv = makeAjv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false });

/** Compiles every validator not compiled yet (tests use it to prove every schema of the spec compiles). */
const pending = new Set<() => unknown>();
export function compileAllValidators(): void {
  for (const compile of pending) compile();
}

// Compiled on first use, not at start: compiling every operation's schemas (the document tree in every body)
// took most of the start-up time and memory, and most processes never see most operations.
export const validatorCompiler: FastifySchemaCompiler<Record<string, unknown>> = ({ schema, httpPart }) => {
  const s = { ...schema };
  // fastify-openapi-glue stamps the same $id on every schema it de-recursed; refs are local, the id is not needed.
  delete s.$id;
  let compiled: ValidateFunction | undefined;
  const compile = (): ValidateFunction => {
    if (!compiled) {
      compiled = httpPart === 'body' ? bodyValidator(s) : (paramAjv.compile(s) as ValidateFunction);
      pending.delete(compile);
    }
    return compiled;
  };
  pending.add(compile);
  const validate = ((data: unknown) => {
    const fn = compile();
    if (fn(data)) return true;
    validate.errors = fn.errors;
    return false;
  }) as ValidateFunction;
  return validate;
};

const PART: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((seg) => seg.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc, seg) => (/^\d+$/.test(seg) ? `${acc}[${seg}]` : `${acc}.${seg}`), '');
}

/**
 * Turns Ajv's errors into one entry per offending field, most specific first, duplicates dropped: the first
 * MAX_LISTED of them, and how many there were.
 */
export function fieldErrors(errs: ErrorObject[], context: string | undefined): { fields: FieldError[]; total: number } {
  const prefix = PART[context ?? 'body'] ?? context ?? 'body';
  const out = new Map<string, string>();
  // oneOf/anyOf failures repeat every branch's complaints; keep the branch-level summary only when nothing else.
  const specific = errs.filter((e) => e.keyword !== 'oneOf' && e.keyword !== 'anyOf' && e.keyword !== 'if');
  for (const e of specific.length ? specific : errs) {
    let field = prefix + pointerToField(e.instancePath);
    let message = e.message ?? 'is invalid';
    if (e.keyword === 'additionalProperties') {
      field += `.${(e.params as { additionalProperty: string }).additionalProperty}`;
      message = 'is not a known field';
    } else if (e.keyword === 'required') {
      field += `.${(e.params as { missingProperty: string }).missingProperty}`;
      message = 'is required';
    } else if (e.keyword === 'enum') {
      message = `must be one of: ${(e.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
    } else if (e.keyword === 'const') {
      message = `must be ${JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)}`;
    } else if (e.keyword === 'type' && prefix === 'query' && (e.params as { type: string }).type === 'boolean') {
      message = 'must be true or false';
    }
    if (!out.has(field)) out.set(field, message);
  }
  return { fields: [...out].slice(0, MAX_LISTED).map(([field, message]) => ({ field, message })), total: out.size };
}
