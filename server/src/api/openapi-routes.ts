// The route table of the bundled spec, as fastify-openapi-glue builds it (its OpenAPI 3 parser and its $ref
// resolution, used as they are), without the plugin's step of validating the whole document against the OpenAPI
// meta-schema at every start: that compiled the meta-schema with Ajv and took about half of start-up. The bundle
// is generated from spec/ and linted by redocly in the test run, so there is nothing left for it to find.
// Version-bound to the pinned fastify-openapi-glue (its files are loaded by path; the route-table tests cover it).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import path from 'node:path';

export interface GlueRoute {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  operationId: string;
  openapiPath: string;
  config?: Record<string, unknown>;
}

interface ParserV3 {
  parse(spec: unknown, options: { addEmptySchema: boolean; addCookieSchema: boolean }): { routes: GlueRoute[] };
}

const glueEntry = createRequire(import.meta.url).resolve('fastify-openapi-glue');
const fromGlue = (rel: string) => import(pathToFileURL(path.join(path.dirname(glueEntry), rel)).href);
const resolveFile = createRequire(glueEntry).resolve('@seriousme/openapi-schema-validator/resolve.js');

/** Every operation of the spec as a route: method, URL pattern and the request/response schemas. */
export async function specRoutes(spec: unknown): Promise<GlueRoute[]> {
  const [{ ParserV3 }, { replaceRefs }] = await Promise.all([
    fromGlue('lib/Parser.v3.js') as Promise<{ ParserV3: new () => ParserV3 }>,
    import(pathToFileURL(resolveFile).href) as Promise<{ replaceRefs(spec: unknown): unknown }>,
  ]);
  // Options as the plugin's defaults.
  return new ParserV3().parse(replaceRefs(structuredClone(spec)), { addEmptySchema: false, addCookieSchema: false })
    .routes;
}
