// What every method answering JSON returns, as openai-node's APIPromise: a real Promise of the parsed body, which
// carries the request's id (`_requestId`, not enumerable, so JSON and equality of the data are unchanged), plus
// `.withResponse()` (the data, the Response and the id) and `.asResponse()` (the Response, body unread).

/** The request's id the server answered (`x-request-id`): quote it when reporting a problem. */
export type WithRequestId<T> = T extends object ? T & { readonly _requestId?: string | null } : T;

/** What `.withResponse()` resolves to. */
export interface APIResponse<T> {
  data: WithRequestId<T>;
  /** The Response, its body already read into `data`. */
  response: Response;
  /** `x-request-id` of the answer, or null when it had none. */
  requestId: string | null;
}

/** The answer's request id. */
export const requestIdOf = (res: Response): string | null => res.headers.get('x-request-id');

/** `value` with the answer's request id as a non-enumerable `_requestId` (objects only: a 204 has nothing). */
export function withRequestId<T>(value: T, res: Response): WithRequestId<T> {
  if (value !== null && typeof value === 'object' && Object.isExtensible(value)) {
    Object.defineProperty(value, '_requestId', { value: requestIdOf(res), enumerable: false, configurable: true });
  }
  return value as WithRequestId<T>;
}

export class APIPromise<T> extends Promise<WithRequestId<T>> {
  readonly #response: Promise<Response>;
  readonly #parse: (res: Response) => Promise<T>;
  #data: Promise<WithRequestId<T>> | undefined;

  /** `response` is the call already under way (it is not delayed until awaited); `parse` reads its body once. */
  constructor(response: Promise<Response>, parse: (res: Response) => Promise<T>) {
    // The executor settles nothing: every Promise method below goes to the parsed body, read on demand.
    super(() => {});
    this.#response = response;
    this.#parse = parse;
  }

  // then/catch/finally build plain Promises, not APIPromises (which need a response).
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** The raw Response, body unread (the data is then not parsed: read one or the other). */
  asResponse(): Promise<Response> {
    return this.#response;
  }

  /** The data together with the Response (body read) and the request's id. */
  async withResponse(): Promise<APIResponse<T>> {
    const [data, response] = await Promise.all([this.#parsed(), this.#response]);
    return { data, response, requestId: requestIdOf(response) };
  }

  #parsed(): Promise<WithRequestId<T>> {
    this.#data ??= this.#response.then(async (res) => withRequestId(await this.#parse(res), res));
    return this.#data;
  }

  // biome-ignore lint/suspicious/noThenProperty: APIPromise is a Promise subclass; awaiting it must give the parsed body
  override then<R1 = WithRequestId<T>, R2 = never>(
    onfulfilled?: ((value: WithRequestId<T>) => R1 | PromiseLike<R1>) | null,
    onrejected?: ((reason: unknown) => R2 | PromiseLike<R2>) | null,
  ): Promise<R1 | R2> {
    return this.#parsed().then(onfulfilled, onrejected);
  }

  override catch<R = never>(
    onrejected?: ((reason: unknown) => R | PromiseLike<R>) | null,
  ): Promise<WithRequestId<T> | R> {
    return this.#parsed().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<WithRequestId<T>> {
    return this.#parsed().finally(onfinally);
  }
}
