// Replies serialised by compiled serialisers (fast-json-stringify, through Fastify's response schemas) instead of
// JSON.stringify. Such a serialiser writes only the properties its schema lists and coerces values to the listed
// types, so it is enabled only for operations whose success schema lists every field the handler returns, with no
// free-form objects; serialization.test.ts proves, per operation listed here, that every field survives.
// Add an operation here only with a case in that test.
// (listDocumentVersions is not: its handler returns a nextCursor its spec schema does not list. listDocuments
// needs none: its page comes written as JSON by the database, see documents/repository.ts.)
export const compiledResponses: ReadonlySet<string> = new Set(['getMe']);

export type ResponseSchemas = Record<string, { content?: Record<string, { schema: unknown }> }>;

/** The success replies' JSON schemas of an operation in Fastify's form, or undefined when it is not listed. */
export function responseSchemas(
  operationId: string | undefined,
  response: ResponseSchemas | undefined,
): Record<string, unknown> | undefined {
  if (!operationId || !compiledResponses.has(operationId) || !response) return undefined;
  const out: Record<string, unknown> = {};
  for (const [status, r] of Object.entries(response)) {
    const json = r.content?.['application/json'];
    if (/^2\d\d$/.test(status) && json) out[status] = { content: { 'application/json': json } };
  }
  return Object.keys(out).length ? out : undefined;
}
