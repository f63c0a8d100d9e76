// The typed escape hatch: any operation by method and path template, typed by the contract's `paths`
// (openapi-typescript) and sent by openapi-fetch through the client's own fetch, so authentication, retries,
// idempotency keys and typed errors are the resources' own. As openai-node's `client.get(path)`.
import createClient, { type FetchResponse, type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from './generated/paths.gen.js';

export type { paths };
export type TypedMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The paths that have this method. */
export type PathsWith<M extends TypedMethod> = {
  [P in keyof paths]: NonNullable<paths[P][M]> extends never ? never : P;
}[keyof paths];

/** `params` (`path`, `query`, `header`) and `body` of the operation, as openapi-fetch takes them. */
export type TypedInit<M extends TypedMethod, P extends PathsWith<M>> = MaybeOptionalInit<paths[P], M>;

/** The success answer: the body as the contract types it, and the Response (body read). */
export interface TypedResult<M extends TypedMethod, P extends PathsWith<M>> {
  data: NonNullable<
    Extract<FetchResponse<NonNullable<paths[P][M]>, TypedInit<M, P>, `${string}/${string}`>, { error?: never }>['data']
  >;
  response: Response;
}

export type TypedFetch = (req: Request) => Promise<Response>;

/** An openapi-fetch client over the contract's paths, sending through `send`. */
export function typedClient(baseUrl: string) {
  return createClient<paths>({ baseUrl });
}
