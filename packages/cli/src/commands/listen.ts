import { createHmac } from 'node:crypto';
import os from 'node:os';
import { computeSignature, type StreamedEvent } from '@dossier/sdk';
import { Flags } from '@oclif/core';
import { BaseCommand } from '../base/command.js';
import { UsageError } from '../base/errors.js';

export default class Listen extends BaseCommand<typeof Listen, undefined> {
  static override summary = "Print the workspace's events as they happen, and forward them to a local webhook receiver";
  static override description =
    `Opens GET /events/stream and prints one line per event (with --json, the event's webhook body as one JSON line), reconnecting by itself after a drop without losing or repeating an event. Only the events this key may read arrive, as for a webhook endpoint it subscribed.

With --forward-to, each event is also POSTed to that URL exactly as a webhook delivery is: the same JSON body and the headers x-dossier-event, x-dossier-event-id, x-dossier-timestamp and x-dossier-signature, signed with the secret printed at start (whsec_…, the same every time for this key on this machine, so your receiver's configuration keeps working). The receiver's status and time are printed beside the event. Ctrl-C stops.`;

  static override examples = [
    '<%= config.bin %> listen',
    '<%= config.bin %> listen --events "envelope.*,link.viewed"',
    '<%= config.bin %> listen --forward-to http://localhost:4242/webhook',
    '<%= config.bin %> listen --json | jq .event',
  ];

  static override flags = {
    events: Flags.string({
      description: 'Comma-separated event names or family.* patterns (e.g. "envelope.*,link.viewed").',
    }),
    'forward-to': Flags.string({
      description: 'POST each event, signed as a webhook delivery, to this URL (e.g. a local receiver).',
    }),
    'skip-verify': Flags.boolean({
      description: 'With an https --forward-to, accept a certificate that does not verify (a local self-signed one).',
    }),
  };

  public async run(): Promise<undefined> {
    const forward = this.flags['forward-to'];
    if (forward !== undefined && !/^https?:\/\//i.test(forward))
      throw new UsageError('--forward-to must be an http:// or https:// URL');
    // Only what this process sends is affected: the forwarded deliveries and the stream itself.
    if (this.flags['skip-verify']) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    const client = await this.client();
    const secret = forward ? listenSecret(this.requireKey()) : undefined;
    if (secret) this.note(`Forwarding to ${forward}; deliveries are signed with ${secret}`);
    const ctl = new AbortController();
    const stop = () => ctl.abort();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    this.note(`Listening for ${this.flags.events ?? 'every event this key may read'}… (Ctrl-C stops)`);
    try {
      for await (const e of client.events.stream({
        ...(this.flags.events ? { events: this.flags.events } : {}),
        signal: ctl.signal,
        onReconnect: () => this.note('Connection lost; reconnecting where it stopped…'),
      })) {
        const body = JSON.stringify(e);
        if (this.jsonOutput) this.out(body);
        const line = `${e.createdAt}  ${e.event.padEnd(22)} ${e.id}${(e as { sample?: boolean }).sample ? ' (sample)' : ''}`;
        if (!forward || !secret) {
          if (!this.jsonOutput) this.out(line);
          continue;
        }
        const result = await deliver(forward, secret, e, body);
        if (this.jsonOutput) this.note(`${e.id} → ${result}`);
        else this.out(`${line}  → ${result}`);
      }
    } finally {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
    }
    return undefined;
  }
}

/** The secret `listen` signs with: the same for a key on a machine, and reveals nothing of the key. */
export function listenSecret(apiKey: string): string {
  const mac = createHmac('sha256', apiKey).update(`dossier listen\0${os.hostname()}\0${os.userInfo().username}`);
  return `whsec_${mac.digest('base64url').slice(0, 32)}`;
}

/** POSTs the event as a webhook delivery; "HTTP 200 (12 ms)" or what went wrong. */
async function deliver(url: string, secret: string, e: StreamedEvent, body: string): Promise<string> {
  const timestamp = Math.floor(Date.now() / 1000);
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Dossier-Webhooks (dossier listen)',
        'x-dossier-event': e.event,
        'x-dossier-event-id': e.id,
        'x-dossier-timestamp': String(timestamp),
        'x-dossier-signature': computeSignature(secret, timestamp, body),
      },
      body,
      signal: AbortSignal.timeout(8000),
    });
    await res.body?.cancel().catch(() => {});
    return `HTTP ${res.status} (${Math.round(performance.now() - t0)} ms)`;
  } catch (err) {
    return `failed: ${(err as Error).message} (${Math.round(performance.now() - t0)} ms)`;
  }
}
