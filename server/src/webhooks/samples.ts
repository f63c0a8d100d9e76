// Sample bodies for GET /hooks/samples: recent delivered ones, or a synthetic body built from the spec's
// schema of that event (its examples where it has them), so a receiver can be written before any event fires.
import { loadSpec } from '../platform/spec.js';

/** The parts of a JSON Schema a sample is built from. */
interface Schema {
  $ref?: string;
  example?: unknown;
  const?: unknown;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  format?: string;
}

/** The spec, as far as its webhooks' request bodies. */
interface WebhooksDoc {
  webhooks?: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: Schema }> } } }>;
}

function resolve(doc: object, s: Schema): Schema {
  let cur = s;
  for (let i = 0; cur && typeof cur.$ref === 'string' && i < 10; i++) {
    cur = cur.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o: unknown, k: string) => (o as Record<string, unknown> | undefined)?.[k], doc) as Schema;
  }
  return cur ?? {};
}

export function sampleFromSchema(doc: object, schema: Schema, depth = 0): unknown {
  const s = resolve(doc, schema);
  if (s.example !== undefined) return s.example;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.oneOf || s.anyOf) return sampleFromSchema(doc, (s.oneOf ?? s.anyOf ?? [])[0], depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 6) return out;
      for (const [k, v] of Object.entries((s.properties ?? {}) as Record<string, Schema>))
        out[k] = sampleFromSchema(doc, v, depth + 1);
      return out;
    }
    case 'array':
      return depth > 6 || !s.items ? [] : [sampleFromSchema(doc, s.items, depth + 1)];
    case 'integer':
    case 'number':
      return s.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      if (s.format === 'date-time') return new Date(0).toISOString();
      if (s.format === 'email') return 'ada@example.com';
      if (s.format === 'uri') return 'https://example.com';
      return 'string';
    default:
      return null;
  }
}

const cache = new Map<string, Record<string, unknown>>();

/** The synthetic `data` of an event, built once per event name. */
export function syntheticData(event: string): Record<string, unknown> {
  let data = cache.get(event);
  if (!data) {
    const doc = loadSpec().doc as WebhooksDoc;
    const body = doc.webhooks?.[event]?.post?.requestBody?.content?.['application/json']?.schema;
    const dataSchema = body ? resolve(doc, body).properties?.data : undefined;
    data = (dataSchema ? sampleFromSchema(doc, dataSchema) : {}) as Record<string, unknown>;
    cache.set(event, data);
  }
  return structuredClone(data);
}
