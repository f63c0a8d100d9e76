// One attempt of the delivery a `webhook.deliver` job points at: POST it and record the outcome, in one
// transaction with finishing or rescheduling the job. At-least-once: a crash after the POST and before the commit
// makes the job due again when its lease ends, and the receiver sees the same event id again.
import { finishJob, rescheduleJob, type Job } from '../../jobs/queue.js';
import { systemContext } from '../../platform/context.js';
import type { Services } from '../../services.js';
import { postWebhook, type DeliveryResult } from '../http-post.js';
import {
  countFailure,
  deliveryToAttempt,
  failUnattempted,
  noteAttempt,
  settleDelivery,
  updateHook,
} from '../repository.js';
import { signatureHeaders } from '../sign.js';

export const MAX_ATTEMPTS = 3;
/** Consecutive failed deliveries that switch an endpoint off. */
export const DISABLE_AFTER_FAILURES = 10;

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

export async function attemptDelivery(s: Services, job: Job): Promise<void> {
  const kysely = s.db.kysely;
  const d = await deliveryToAttempt(kysely, job.ref_id ?? '');
  if (d?.status !== 'pending') {
    await finishJob(kysely, job); // endpoint deleted (cascade), or already settled
    return;
  }
  if (!d.active && d.event !== 'ping') {
    await kysely.transaction().execute(async (trx) => {
      await finishJob(trx, job);
      await failUnattempted(trx, d.id, 'endpoint switched off');
    });
    return;
  }
  const headers = signatureHeaders(d.secret, d.event_id, d.event, d.payload);
  const res = await postWebhook(s.webhooks.dispatcher, s.webhooks.guard, d.url, d.payload, headers, {
    timeoutMs: s.webhooks.timeoutMs,
  });
  const attempts = Number(d.attempts) + 1;
  const outcome = outcomeOf(res, attempts);
  const now = new Date().toISOString();
  await s.events.transaction(systemContext(d.workspace_id), async ({ trx, emit }) => {
    if (outcome === 'retry')
      await rescheduleJob(trx, job, new Date(Date.now() + (s.webhooks.retryMs[attempts - 1] ?? 0)));
    else await finishJob(trx, job);
    await settleDelivery(trx, d.id, {
      status: outcome === 'delivered' ? 'delivered' : outcome === 'retry' ? 'pending' : 'failed',
      attempts,
      response_status: res.status,
      error: errorText(res, outcome),
      delivered_at: outcome === 'delivered' ? now : null,
    });
    // Pings test an endpoint; they neither reset nor add to its run of failures.
    await noteAttempt(trx, d.endpoint_id, res.status, now, outcome === 'delivered' && d.event !== 'ping');
    if (d.event !== 'ping' && (outcome === 'refused' || outcome === 'failed')) {
      const hook = await countFailure(trx, d.endpoint_id);
      if (Number(hook.failure_count) >= DISABLE_AFTER_FAILURES && hook.active) {
        await updateHook(trx, d.endpoint_id, { active: 0, updated_at: now });
        await emit({
          type: 'webhook.disabled',
          description: `Webhook endpoint ${hook.url} switched off after ${DISABLE_AFTER_FAILURES} consecutive failed deliveries`,
          metadata: { endpointId: d.endpoint_id, url: hook.url, failureCount: Number(hook.failure_count) },
        });
      }
    }
  });
}
