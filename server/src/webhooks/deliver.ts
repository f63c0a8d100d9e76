// Delivery attempts: the job handler that POSTs a pending delivery and records the outcome, in one transaction
// with finishing or rescheduling its job. At-least-once: a crash after the POST and before the commit makes
// the job due again when its lease ends, and the receiver sees the same event id again.
import type { Agent } from 'undici';
import type { Db } from '../db/connect.js';
import { recordEvent, type EventContext } from '../events/record.js';
import { finishJob, rescheduleJob, type Job, type JobRunner } from '../jobs/queue.js';
import { AddressGuard } from './address-guard.js';
import { DELIVER_JOB } from './enqueue.js';
import { createWebhookDispatcher, postWebhook, type DeliveryResult } from './http-post.js';
import { signatureHeaders } from './sign.js';

export const MAX_ATTEMPTS = 3;
export const DISABLE_AFTER_FAILURES = 10;
export const TIMEOUT_MS = 8_000;

export interface WebhooksOptions {
  allowedNetworks: string[];
  retryMs: number[];
  timeoutMs?: number;
  /** Tests only: a CA to trust for receivers (production uses the system store and NODE_EXTRA_CA_CERTS). */
  tls?: { ca?: string | Buffer };
}

type Outcome = 'delivered' | 'refused' | 'retry' | 'failed';

function outcomeOf(res: DeliveryResult, attempts: number): Outcome {
  const s = res.status;
  if (s !== null && s >= 200 && s < 300) return 'delivered';
  // A 4xx other than 429 is the receiver saying no: retrying would not change its mind.
  if (s !== null && s >= 400 && s < 500 && s !== 429) return 'refused';
  return attempts < MAX_ATTEMPTS ? 'retry' : 'failed';
}

function errorText(res: DeliveryResult, outcome: Outcome): string | null {
  if (outcome === 'delivered') return null;
  if (res.error) return res.error;
  return `receiver answered ${res.status}`;
}

const SYSTEM = (workspaceId: string): EventContext => ({ workspaceId, actorName: 'Dossier', actorEmail: null, ipAddress: null, userAgent: null });

export class Webhooks {
  readonly guard: AddressGuard;
  #dispatcher: Agent | undefined;
  readonly #timeoutMs: number;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobRunner,
    private readonly opts: WebhooksOptions,
  ) {
    this.guard = new AddressGuard(opts.allowedNetworks);
    this.#timeoutMs = opts.timeoutMs ?? TIMEOUT_MS;
    jobs.register(DELIVER_JOB, (job) => this.attempt(job));
  }

  /** The connection pool for deliveries, made with the first one (the HTTP client is loaded then). */
  get dispatcher(): Agent {
    return (this.#dispatcher ??= createWebhookDispatcher(this.guard, { tls: this.opts.tls }));
  }

  async close(): Promise<void> {
    await this.#dispatcher?.close();
  }

  /** One attempt of the delivery a job points at. */
  async attempt(job: Job): Promise<void> {
    const kysely = this.db.kysely;
    const d = await kysely
      .selectFrom('deliveries')
      .innerJoin('hooks', 'hooks.id', 'deliveries.endpoint_id')
      .select(['deliveries.id', 'deliveries.workspace_id', 'deliveries.endpoint_id', 'deliveries.event_id', 'deliveries.event', 'deliveries.payload', 'deliveries.status', 'deliveries.attempts', 'hooks.url', 'hooks.secret', 'hooks.active'])
      .where('deliveries.id', '=', job.ref_id ?? '')
      .executeTakeFirst();
    if (!d || d.status !== 'pending') {
      await finishJob(kysely, job); // endpoint deleted (cascade), or already settled
      return;
    }
    if (!d.active && d.event !== 'ping') {
      await kysely.transaction().execute(async (trx) => {
        await finishJob(trx, job);
        await trx.updateTable('deliveries').set({ status: 'failed', error: 'endpoint switched off' }).where('id', '=', d.id).execute();
      });
      return;
    }
    const headers = signatureHeaders(d.secret, d.event_id, d.event, d.payload);
    const res = await postWebhook(this.dispatcher, this.guard, d.url, d.payload, headers, { timeoutMs: this.#timeoutMs });
    const attempts = Number(d.attempts) + 1;
    const outcome = outcomeOf(res, attempts);
    const now = new Date().toISOString();
    await kysely.transaction().execute(async (trx) => {
      if (outcome === 'retry') await rescheduleJob(trx, job, new Date(Date.now() + (this.opts.retryMs[attempts - 1] ?? 0)));
      else await finishJob(trx, job);
      await trx
        .updateTable('deliveries')
        .set({
          status: outcome === 'delivered' ? 'delivered' : outcome === 'retry' ? 'pending' : 'failed',
          attempts,
          response_status: res.status,
          error: errorText(res, outcome),
          delivered_at: outcome === 'delivered' ? now : null,
        })
        .where('id', '=', d.id)
        .execute();
      // Pings test an endpoint; they neither reset nor add to its run of failures.
      const resets = outcome === 'delivered' && d.event !== 'ping';
      await trx
        .updateTable('hooks')
        .set({ last_status: res.status, last_attempt_at: now, ...(resets ? { failure_count: 0 } : {}) })
        .where('id', '=', d.endpoint_id)
        .execute();
      if (d.event !== 'ping' && (outcome === 'refused' || outcome === 'failed')) {
        const hook = await trx
          .updateTable('hooks')
          .set((eb) => ({ failure_count: eb('failure_count', '+', 1) }))
          .where('id', '=', d.endpoint_id)
          .returning(['failure_count', 'active', 'url'])
          .executeTakeFirstOrThrow();
        if (Number(hook.failure_count) >= DISABLE_AFTER_FAILURES && hook.active) {
          await trx.updateTable('hooks').set({ active: 0, updated_at: now }).where('id', '=', d.endpoint_id).execute();
          await recordEvent(trx, SYSTEM(d.workspace_id), {
            type: 'webhook.disabled',
            description: `Webhook endpoint ${hook.url} switched off after ${DISABLE_AFTER_FAILURES} consecutive failed deliveries`,
            metadata: { endpointId: d.endpoint_id, url: hook.url, failureCount: Number(hook.failure_count) },
          });
        }
      }
    });
  }
}
