// Test helper: validates trees against the spec's DocContent schema (spec/dist/openapi.json), as the API would.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Ajv } from 'ajv';

const Ajv2020 = Ajv2020Module as unknown as new (opts: Record<string, unknown>) => Ajv;
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const specPath = fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));
const spec = JSON.parse(readFileSync(specPath, 'utf8')) as { components: { schemas: Record<string, unknown> } };

// allErrors stays off: with it, Ajv checks every `oneOf` branch in full, which for these recursive node schemas
// takes time exponential in the nesting depth (about 4x per level: 20 nested block quotes take seconds).
const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats(ajv);
ajv.addFormat('binary', true);
// Every component schema under one id, so `#/components/schemas/X` references resolve.
ajv.addSchema({ $id: 'dossier-spec', components: { schemas: spec.components.schemas } });
const validate = ajv.getSchema('dossier-spec#/components/schemas/DocContent');
if (!validate) throw new Error('DocContent schema not found in spec/dist/openapi.json');

/** A text node, with its marks when given, and a paragraph of nodes: the trees a reader is expected to build. */
export const text = (t: string, marks?: unknown[]) =>
  marks ? { type: 'text', text: t, marks } : { type: 'text', text: t };
export const para = (...content: unknown[]) => ({ type: 'paragraph', content });
/** A list item of blocks, a bullet list of items, and an ordered one (with its start attribute unless null). */
export const li = (...content: unknown[]) => ({ type: 'listItem', content });
export const bullets = (...content: unknown[]) => ({ type: 'bulletList', content });
export const ordered = (start: number | null, ...content: unknown[]) =>
  start === null ? { type: 'orderedList', content } : { type: 'orderedList', attrs: { start }, content };

/** Errors of `content` against the spec's DocContent (empty when valid). */
export function docContentErrors(content: unknown): string[] {
  if (validate!(content)) return [];
  return (validate!.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
