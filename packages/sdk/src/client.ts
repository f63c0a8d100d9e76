// The SDK's entry point: `new Dossier({ apiKey, baseUrl })`, with one namespace per resource.
import { Core, type ClientOptions, type RequestOptions } from './core.js';
import { APIError } from './errors.js';
import { typedClient, type PathsWith, type TypedInit, type TypedMethod, type TypedResult } from './typed.js';
import { Resources } from './generated/resources.gen.js';
import { Webhooks } from './webhooks.js';
import { Events } from './events.js';

export class Dossier extends Resources {
  /** Verify and sign webhook deliveries (no network). */
  readonly webhooks = new Webhooks();
  /** The live event stream (`events.stream()`, reconnecting by itself), `events.open()` and `events.trigger()`. */
  override readonly events: Events = new Events(this._client);
  readonly #core: Core;

  constructor(options: ClientOptions = {}) {
    const core = new Core(options);
    super(core);
    this.#core = core;
  }

  get baseUrl(): string {
    return this.#core.baseUrl;
  }

  /**
   * Any operation by lowercase method and path template, typed by the contract (openapi-fetch over the spec's
   * `paths`): `request('get', '/documents/{id}', { params: { path: { id } } })` resolves to `{ data, response }`
   * with `data` typed as the operation's success body. Authentication, retries, the Idempotency-Key on POST and
   * typed errors are the resources' own.
   *
   * With an uppercase method (`request('GET', '/documents', { query, body, headers })`) it is a raw call: the
   * path is relative to the base URL and the Response comes back unread.
   */
  request<M extends TypedMethod, P extends PathsWith<M>>(
    method: M,
    path: P,
    init?: TypedInit<M, P>,
    options?: RequestOptions,
  ): Promise<TypedResult<M, P>>;
  request(
    method: string,
    path: string,
    init?: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> },
    options?: RequestOptions,
  ): Promise<Response>;
  request(method: string, path: string, init?: object, options?: RequestOptions): Promise<unknown> {
    if (method === method.toLowerCase()) return this.#typed(method as TypedMethod, path, init, options);
    return this.#core.request(method, path, init as { query?: Record<string, unknown> }, options);
  }

  #openapi: ReturnType<typeof typedClient> | undefined;

  async #typed(
    method: TypedMethod,
    path: string,
    init: object | undefined,
    options: RequestOptions | undefined,
  ): Promise<unknown> {
    this.#openapi ??= typedClient(this.#core.baseUrl);
    const given = (init ?? {}) as { headers?: Record<string, string> };
    const res = await (
      this.#openapi.request as (
        m: string,
        p: string,
        i: object,
      ) => Promise<{ data?: unknown; error?: unknown; response: Response }>
    )(method, path, {
      ...given,
      headers: { ...this.#core.headersFor(path), ...given.headers, ...options?.headers },
      fetch: (req: Request) => this.#core.fetchWithRetry(req, options),
    });
    if (!res.response.ok) throw APIError.from(res.response.status, res.error, res.response.headers);
    return { data: res.data, response: res.response };
  }
}
