// The webhooks domain as the application assembles it (domains.ts): the /hooks operations, the delivery job (a
// retry is the same job, rescheduled) and the subscriber that turns webhook events into deliveries.
import type { Domain } from '../domain.js';
import { attemptDelivery } from './actions/attempt-delivery.js';
import { hookHandlers } from './handlers.js';
import { DELIVER_JOB } from './repository.js';
import { webhookSubscriber } from './subscriber.js';

export const webhooksDomain: Domain = {
  name: 'webhooks',
  handlers: hookHandlers,
  jobs: [{ kind: DELIVER_JOB, run: attemptDelivery }],
  subscribers: [webhookSubscriber],
};
