// Renders server/src/generated/operations.gen.ts: the table of operations the server registers, and the
// request/response types of each, by operationId.
import { AUTH_KINDS, pascal, walkOperations, resolve } from './spec-walk.mjs';

export function renderOperations(spec) {
  const ops = walkOperations(spec);
  const eventNames = resolve(spec, spec.components.schemas.EventName).enum;
  const scopes = resolve(spec, spec.components.schemas.Scope).enum;
  const lines = [];
  lines.push(`import type * as T from './api/types.gen.js';`, '');
  lines.push('export interface OperationSpec {');
  lines.push('  readonly operationId: OperationId;');
  lines.push("  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';");
  lines.push('  /** OpenAPI path template, relative to /api/v1 (and, for base `origin`, to the origin as well). */');
  lines.push('  readonly path: string;');
  lines.push(
    "  /** `api`: served under /api/v1; `origin`: at the server's root too (the health probes: `x-dossier-origin`). */",
  );
  lines.push("  readonly base: 'api' | 'origin';");
  lines.push('  readonly tag: string;');
  lines.push('  readonly summary: string;');
  lines.push('  /** null: no key needed (a public operation); []: any valid key; otherwise the scopes required. */');
  lines.push('  readonly scopes: readonly Scope[] | null;');
  lines.push('  /**');
  lines.push(
    '   * The credential it takes: `key` (an API key, see scopes), `signingToken` (the `{token}` path segment),',
  );
  lines.push(
    "   * `visitToken` (x-visit-token, or the viewer page's cookie), `requestToken` (x-request-token, optional:",
  );
  lines.push('   * without it the open upload page), or `none`.');
  lines.push('   */');
  lines.push('  readonly auth: Auth;');
  lines.push('}', '');
  lines.push(`export const authKinds = ${JSON.stringify(AUTH_KINDS)} as const;`);
  lines.push('export type Auth = (typeof authKinds)[number];', '');
  lines.push(`export const allScopes = ${JSON.stringify(scopes)} as const;`);
  lines.push('export type Scope = (typeof allScopes)[number];', '');
  lines.push(`export const webhookEvents = ${JSON.stringify(eventNames)} as const;`);
  lines.push('export type WebhookEvent = (typeof webhookEvents)[number];', '');
  lines.push(`export type OperationId =\n${ops.map((o) => `  | '${o.operationId}'`).join('\n')};`, '');
  lines.push('export const operations: readonly OperationSpec[] = [');
  for (const o of ops) {
    lines.push(
      `  { operationId: '${o.operationId}', method: '${o.method}', path: '${o.path}', base: '${o.base}', tag: '${o.tag}', summary: ${JSON.stringify(o.summary)}, scopes: ${o.scopes === null ? 'null' : JSON.stringify(o.scopes)}, auth: '${o.auth}' },`,
    );
  }
  lines.push('];', '');
  lines.push(
    '/** Request and response types of each operation, from the hey-api types, and the credential it takes. */',
  );
  lines.push('export interface OperationTypes {');
  for (const o of ops) {
    const P = pascal(o.operationId);
    lines.push(`  ${o.operationId}: { data: T.${P}Data; responses: T.${P}Responses; auth: '${o.auth}' };`);
  }
  lines.push('}', '');
  return lines.join('\n');
}
