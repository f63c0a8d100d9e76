// Values that conform to a schema of the spec, as fast-check arbitraries: the fuzz suite's valid requests beyond
// the examples. Strings within their lengths and formats, numbers within their bounds, arrays within their item
// counts, objects with their required properties and some optional ones, one branch of a oneOf. Properties named
// like ids (documentId, folderIds) take the world's ids half the time, so that some requests reach a 2xx.
// Recursive schemas (the document tree) are cut at a depth, where only the example or a minimal value goes.
import fc from 'fast-check';
import { deref } from './spec-walk.js';

type Obj = Record<string, any>;
const MAX_DEPTH = 5;

function merged(schema: Obj): Obj {
  const s = deref(schema);
  if (!s.allOf) return s;
  const parts = s.allOf.map((x: Obj) => merged(x));
  return {
    ...Object.assign({}, ...parts),
    ...s,
    allOf: undefined,
    type: parts.find((p: Obj) => p.type)?.type ?? s.type,
    properties: Object.assign({}, ...parts.map((p: Obj) => p.properties ?? {}), s.properties ?? {}),
    required: [...new Set([...parts.flatMap((p: Obj) => p.required ?? []), ...(s.required ?? [])])],
  };
}

function stringArb(s: Obj): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 40, min + 40));
  switch (s.format) {
    case 'email':
      return fc.emailAddress().filter((e) => e.length <= (s.maxLength ?? 254));
    case 'date-time':
      return fc.integer({ min: 60_000, max: 365 * 86_400_000 }).map((ms) => new Date(Date.now() + ms).toISOString());
    case 'date':
      return fc
        .integer({ min: 1, max: 365 })
        .map((d) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10));
    case 'uri':
    case 'url':
      return fc.constantFrom('https://127.0.0.1:9/hook', 'https://example.com/a');
    case 'uuid':
      return fc.uuid();
  }
  if (s.pattern) {
    // A pattern is matched by the example, if there is one; a random string would rarely be.
    return s.example !== undefined ? fc.constant(String(s.example)) : fc.string({ minLength: min, maxLength: max });
  }
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max, unit: 'grapheme' }),
    ...(s.example !== undefined ? [fc.constant(String(s.example))] : []),
  );
}

export function arbFromSchema(schema: Obj | undefined, ids: string[], depth = 0, key = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const s = merged(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (depth > MAX_DEPTH)
    return fc.constant(
      s.example ?? (s.type === 'array' ? [] : s.type === 'object' ? {} : s.type === 'string' ? 'x' : null),
    );
  const branches = s.oneOf ?? s.anyOf;
  if (branches) return fc.oneof(...branches.map((b: Obj) => arbFromSchema(b, ids, depth + 1, key)));
  const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : s.properties ? ['object'] : ['string'];
  const idLike = /Ids?$/.test(key) && ids.length > 0;
  const one = (type: string): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer': {
        const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
        const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 2000);
        return fc.integer({ min, max: Math.max(min, max) });
      }
      case 'number': {
        const min = s.minimum ?? 0;
        const max = s.maximum ?? min + 1000;
        return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
      }
      case 'string':
        return idLike ? fc.oneof(fc.constantFrom(...ids), stringArb(s)) : stringArb(s);
      case 'array': {
        const items = idLike ? fc.constantFrom(...ids) : arbFromSchema(s.items, ids, depth + 1, key);
        const min = s.minItems ?? 0;
        return fc.array(items, { minLength: min, maxLength: Math.max(min, Math.min(s.maxItems ?? 3, min + 3)) });
      }
      default: {
        const props: Obj = s.properties ?? {};
        const required: string[] = s.required ?? [];
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [k, v] of Object.entries(props))
          if (!deref(v).readOnly) record[k] = arbFromSchema(v, ids, depth + 1, k);
        return fc.record(record, { requiredKeys: required.filter((k) => k in record) });
      }
    }
  };
  return types.length === 1 ? one(types[0]) : fc.oneof(...types.map(one));
}
