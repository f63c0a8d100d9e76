// The webhook HTTP client of one process: the address guard, the connection pool (made with the first delivery)
// and the delivery timings. The attempts themselves are the `webhook.deliver` job (actions/attempt-delivery.ts).
import type { Agent } from 'undici';
import { AddressGuard } from './address-guard.js';
import { createWebhookDispatcher } from './http-post.js';

/** The contract's delivery timeout. */
export const TIMEOUT_MS = 8_000;

export interface WebhooksOptions {
  allowedNetworks: string[];
  retryMs: number[];
  timeoutMs?: number;
  /** Tests only: a CA to trust for receivers (production uses the system store and NODE_EXTRA_CA_CERTS). */
  tls?: { ca?: string | Buffer };
}

export class Webhooks {
  readonly guard: AddressGuard;
  readonly timeoutMs: number;
  readonly retryMs: readonly number[];
  #dispatcher: Agent | undefined;

  constructor(private readonly opts: WebhooksOptions) {
    this.guard = new AddressGuard(opts.allowedNetworks);
    this.timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
    this.retryMs = opts.retryMs;
  }

  /** The connection pool for deliveries, made with the first one (the HTTP client is loaded then). */
  get dispatcher(): Agent {
    return (this.#dispatcher ??= createWebhookDispatcher(this.guard, { tls: this.opts.tls }));
  }

  async close(): Promise<void> {
    await this.#dispatcher?.close();
  }
}
