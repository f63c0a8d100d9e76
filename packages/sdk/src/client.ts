// The SDK's entry point: `new Dossier({ apiKey, baseUrl })`, with one namespace per resource.
import { Core, type ClientOptions, type RequestOptions } from './core.js';
import { Resources } from './generated/resources.gen.js';
import { Webhooks } from './webhooks.js';

export class Dossier extends Resources {
  /** Verify and sign webhook deliveries (no network). */
  readonly webhooks = new Webhooks();
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
   * A raw call by method and path relative to the base URL (e.g. `request('GET', '/documents', { query })`).
   * Retries and typed errors apply; the Response is returned unread.
   */
  request(
    method: string,
    path: string,
    init?: { query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> },
    options?: RequestOptions,
  ): Promise<Response> {
    return this.#core.request(method, path, init, options);
  }
}
