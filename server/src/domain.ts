// What a domain brings to the application: its operation handlers, its scheduled jobs and its event subscribers.
// app.ts serves every domain's handlers (refusing an operation two domains both answer), runtime.ts registers their
// jobs with the job runner and their subscribers with the events backbone; domains.ts lists them, once.
import type { Handlers } from './api/handlers.js';
import type { EventSubscriber } from './events/subscriber.js';
import type { JobSpec } from './jobs/queue.js';
import type { Services } from './services.js';

export interface Domain {
  readonly name: string;
  /** The domain's operation handlers, by operationId. */
  handlers(s: Services): Handlers;
  /** Scheduled work (jobs/queue.ts): the kinds it runs, recurring or enqueued by its actions and subscribers. */
  readonly jobs?: readonly JobSpec<Services>[];
  /** Told of every event inside the emitting transaction (events/subscriber.ts). */
  readonly subscribers?: readonly EventSubscriber[];
}

/** Every domain's handlers in one table; an operation answered by two domains is refused at start. */
export function domainHandlers(domains: readonly Domain[], s: Services): Handlers {
  const all: Handlers = {};
  const owner = new Map<string, string>();
  for (const d of domains) {
    for (const [operationId, handler] of Object.entries(d.handlers(s))) {
      const first = owner.get(operationId);
      if (first !== undefined) throw new Error(`operation ${operationId} has a handler in both ${first} and ${d.name}`);
      owner.set(operationId, d.name);
      (all as Record<string, unknown>)[operationId] = handler;
    }
  }
  return all;
}

/** Every domain's jobs, in list order. */
export const domainJobs = (domains: readonly Domain[]): JobSpec<Services>[] => domains.flatMap((d) => d.jobs ?? []);

/** Every domain's event subscribers, in list order. */
export const domainSubscribers = (domains: readonly Domain[]): EventSubscriber[] =>
  domains.flatMap((d) => d.subscribers ?? []);
