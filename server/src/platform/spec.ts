// The bundled contract, read once: the server registers, validates and serves from it.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const file = fileURLToPath(new URL('../../../spec/dist/openapi.json', import.meta.url));

export interface OpenApiDocument {
  openapi: string;
  info: { version: string; title: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, unknown>>;
  [k: string]: unknown;
}

let cached: { doc: OpenApiDocument; text: string } | undefined;

/** The spec as an object (shared; do not mutate) and as the exact JSON text served at /openapi.json. */
export function loadSpec(): { doc: OpenApiDocument; text: string } {
  if (!cached) {
    const text = fs.readFileSync(file, 'utf8');
    cached = { doc: JSON.parse(text) as OpenApiDocument, text };
  }
  return cached;
}

let changes: string | undefined;

/** The contract's changelog (spec/CHANGES.md), read once: served at /docs/changes. */
export function loadChanges(): string {
  changes ??= fs.readFileSync(fileURLToPath(new URL('../../../spec/CHANGES.md', import.meta.url)), 'utf8');
  return changes;
}
