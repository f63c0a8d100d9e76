// The typed shape of an operation handler, derived from the spec's generated types. A keyed operation's request
// carries the key that made it (`req.auth`, set by authenticate.ts); no other request has one.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyRecord } from '../auth/keys.js';
import type { OperationId, OperationTypes } from '../generated/operations.gen.js';

type DataOf<K extends OperationId> = OperationTypes[K]['data'];
type Field<D, F extends string> = D extends Record<F, infer V> ? V : D extends Partial<Record<F, infer V>> ? V : never;

/** A request that passed key authentication. */
export type KeyedRequest<R extends FastifyRequest = FastifyRequest> = R & { auth: ApiKeyRecord };

type RequestOf<K extends OperationId> = FastifyRequest<{
  Params: Field<DataOf<K>, 'path'>;
  Querystring: NonNullable<Field<DataOf<K>, 'query'>>;
  Body: Field<DataOf<K>, 'body'>;
}>;

export type OperationRequest<K extends OperationId> = OperationTypes[K]['auth'] extends 'key'
  ? KeyedRequest<RequestOf<K>>
  : RequestOf<K>;

type Responses<K extends OperationId> = OperationTypes[K]['responses'];

/** A handler returns a success body of its operation (or sets the reply itself and returns it). */
export type Handler<K extends OperationId> = (
  req: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<Responses<K>[keyof Responses<K>] | FastifyReply | undefined>;

export type Handlers = { [K in OperationId]?: Handler<K> };
