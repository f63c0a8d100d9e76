// Webhook deliveries: hex HMAC-SHA256 over `{timestamp}.{raw body}`, checked against the endpoint's secret.
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { computeSignature, computeSignatureAsync, Dossier, Webhooks, WebhookVerificationError } from '../src/index.js';

const SECRET = 'whsec_4f9c2b7e1d3a8c6f5e0b9d2a7c4e1f3b';
const NOW = 1_764_000_000;

const event = {
  id: 'evt_7k2m9x1q3d',
  event: 'envelope.completed',
  createdAt: '2025-11-24T16:00:00Z',
  data: { envelope: { id: 'env_1', status: 'completed' } },
};

/** Signs independently of the SDK, the way the contract describes it. */
function deliver(body: string, { secret = SECRET, timestamp = NOW, name = event.event } = {}) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    'x-dossier-event': name,
    'x-dossier-event-id': event.id,
    'x-dossier-timestamp': String(timestamp),
    'x-dossier-signature': signature,
  };
}

const webhooks = new Dossier({ apiKey: 'dsk_test', baseUrl: 'http://unused.invalid' }).webhooks;
const body = JSON.stringify(event);

async function verifyError(fn: () => unknown): Promise<WebhookVerificationError> {
  try {
    await fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookVerificationError);
    return err as WebhookVerificationError;
  }
  throw new Error('expected verification to fail');
}

// The same checks, tolerance and errors from the synchronous verify (node:crypto) and verifyAsync (Web Crypto).
describe.each(['verify', 'verifyAsync'] as const)('webhooks.%s', (method) => {
  const v = (...args: Parameters<Webhooks['verify']>) => Promise.resolve().then(() => webhooks[method](...args));

  test('dossier.webhooks is a Webhooks instance', async () => {
    expect(webhooks).toBeInstanceOf(Webhooks);
  });

  test('accepts a correctly signed string body and returns the parsed event', async () => {
    const parsed = await v(body, deliver(body), SECRET, { now: NOW });
    expect(parsed).toEqual(event);
  });

  test('accepts the raw body as bytes (Uint8Array and Buffer)', async () => {
    const headers = deliver(body);
    expect(await v(new TextEncoder().encode(body), headers, SECRET, { now: NOW })).toEqual(event);
    expect(await v(Buffer.from(body), headers, SECRET, { now: NOW })).toEqual(event);
  });

  test('accepts a body with non-ASCII characters byte-for-byte', async () => {
    const raw = JSON.stringify({ ...event, data: { note: 'Müller – naïve ✓' } });
    expect((await v(Buffer.from(raw, 'utf8'), deliver(raw), SECRET, { now: NOW })).data).toEqual({
      note: 'Müller – naïve ✓',
    });
  });

  test('accepts a Headers object and node-style headers (any case, array values)', async () => {
    const h = deliver(body);
    expect((await v(body, new Headers(h), SECRET, { now: NOW })).id).toBe(event.id);
    const nodeStyle = Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toUpperCase(), [v]]));
    expect((await v(body, nodeStyle, SECRET, { now: NOW })).id).toBe(event.id);
  });

  test('uses the real clock by default', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await v(body, deliver(body, { timestamp: now }), SECRET)).id).toBe(event.id);
    await verifyError(() => v(body, deliver(body, { timestamp: now - 301 }), SECRET));
  });

  test('rejects a tampered body', async () => {
    const tampered = body.replace('completed', 'voided');
    const err = await verifyError(() => v(tampered, deliver(body), SECRET, { now: NOW }));
    expect(err.message).toMatch(/signature/);
    // Re-serialising a parsed body is tampering too (whitespace differs).
    await verifyError(() => v(JSON.stringify(event, null, 2), deliver(body), SECRET, { now: NOW }));
  });

  test('rejects the wrong secret', async () => {
    const err = await verifyError(() => v(body, deliver(body, { secret: 'whsec_other' }), SECRET, { now: NOW }));
    expect(err.message).toMatch(/signature does not match/);
  });

  test('rejects a signature made for another timestamp', async () => {
    const h = { ...deliver(body), 'x-dossier-timestamp': String(NOW + 1) };
    await verifyError(() => v(body, h, SECRET, { now: NOW }));
  });

  test('rejects a timestamp beyond toleranceSeconds, past or future, and accepts one within', async () => {
    const old = deliver(body, { timestamp: NOW - 301 });
    expect((await verifyError(() => v(body, old, SECRET, { now: NOW }))).message).toMatch(/tolerance/);
    const future = deliver(body, { timestamp: NOW + 301 });
    await verifyError(() => v(body, future, SECRET, { now: NOW }));
    const edge = deliver(body, { timestamp: NOW - 300 });
    expect((await v(body, edge, SECRET, { now: NOW })).id).toBe(event.id);

    const tenMinutes = deliver(body, { timestamp: NOW - 600 });
    await verifyError(() => v(body, tenMinutes, SECRET, { now: NOW, toleranceSeconds: 60 }));
    expect((await v(body, tenMinutes, SECRET, { now: NOW, toleranceSeconds: 900 })).id).toBe(event.id);
    // 0 turns the age check off (signature still checked).
    expect((await v(body, tenMinutes, SECRET, { now: NOW, toleranceSeconds: 0 })).id).toBe(event.id);
  });

  test.each([
    ['timestamp missing', { 'x-dossier-timestamp': undefined }, /x-dossier-timestamp/],
    ['timestamp not a number', { 'x-dossier-timestamp': '2025-11-24T16:00:00Z' }, /x-dossier-timestamp/],
    ['timestamp negative', { 'x-dossier-timestamp': '-5' }, /x-dossier-timestamp/],
    ['signature missing', { 'x-dossier-signature': undefined }, /x-dossier-signature/],
    ['signature not hex', { 'x-dossier-signature': 'z'.repeat(64) }, /x-dossier-signature/],
    ['signature truncated', { 'x-dossier-signature': 'ab'.repeat(16) }, /x-dossier-signature/],
    ['signature with a scheme prefix', { 'x-dossier-signature': `v1=${'a'.repeat(64)}` }, /x-dossier-signature/],
  ])('rejects missing or malformed headers: %s', async (_label, change, message) => {
    const headers: Record<string, string | undefined> = { ...deliver(body), ...change };
    expect((await verifyError(() => v(body, headers, SECRET, { now: NOW }))).message).toMatch(message);
  });

  test('a missing, empty or non-string secret is a verification error, not a TypeError', async () => {
    const headers = deliver(body);
    for (const secret of [undefined, null, '', 42, {}]) {
      const err = await verifyError(() => v(body, headers, secret as unknown as string, { now: NOW }));
      expect(err.message, String(secret)).toMatch(/signing secret is required/);
    }
  });

  test('a parsed body or missing headers are verification errors, not TypeErrors', async () => {
    expect(
      (await verifyError(() => v(event as unknown as string, deliver(body), SECRET, { now: NOW }))).message,
    ).toMatch(/raw body/);
    expect(
      (await verifyError(() => v(undefined as unknown as string, deliver(body), SECRET, { now: NOW }))).message,
    ).toMatch(/raw body/);
    expect((await verifyError(() => v(body, undefined as unknown as Headers, SECRET, { now: NOW }))).message).toMatch(
      /headers/,
    );
  });

  test('rejects an x-dossier-event header that does not match the body', async () => {
    const headers = deliver(body, { name: 'envelope.voided' });
    expect((await verifyError(() => v(body, headers, SECRET, { now: NOW }))).message).toMatch(/x-dossier-event/);
  });

  test('rejects a correctly signed body that is not a JSON object', async () => {
    for (const raw of ['not json', 'null', '[1,2]', '"envelope.completed"']) {
      expect((await verifyError(() => v(raw, deliver(raw), SECRET, { now: NOW }))).message).toMatch(/JSON/);
    }
  });
});

describe('webhooks.sign', () => {
  test('its output verifies, and carries the delivery headers', () => {
    const signed = webhooks.sign(event, SECRET, { timestamp: NOW });
    expect(signed.body).toBe(body);
    expect(signed.headers).toMatchObject({
      'content-type': 'application/json',
      'x-dossier-event': 'envelope.completed',
      'x-dossier-event-id': 'evt_7k2m9x1q3d',
      'x-dossier-timestamp': String(NOW),
    });
    expect(signed.headers['x-dossier-signature']).toBe(deliver(body)['x-dossier-signature']);
    expect(webhooks.verify(signed.body, signed.headers, SECRET, { now: NOW })).toEqual(event);
  });

  test('signs with the current time by default, and fails against another secret', async () => {
    const signed = webhooks.sign(event, SECRET);
    expect(webhooks.verify(signed.body, signed.headers, SECRET).id).toBe(event.id);
    await verifyError(() => webhooks.verify(signed.body, signed.headers, `${SECRET}x`));
  });

  test('verify is synchronous (a plain value, not a Promise); verifyAsync is a Promise of the same event', async () => {
    const signed = webhooks.sign(event, SECRET, { timestamp: NOW });
    const sync = webhooks.verify(signed.body, signed.headers, SECRET, { now: NOW });
    expect(sync).not.toBeInstanceOf(Promise);
    const pending = webhooks.verifyAsync(signed.body, signed.headers, SECRET, { now: NOW });
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toEqual(sync);
  });

  test('computeSignatureAsync (Web Crypto) matches an independent HMAC, for strings and bytes', async () => {
    expect(await computeSignatureAsync(SECRET, NOW, body)).toBe(deliver(body)['x-dossier-signature']);
    expect(await computeSignatureAsync(SECRET, String(NOW), new TextEncoder().encode(body))).toBe(
      deliver(body)['x-dossier-signature'],
    );
    const raw = JSON.stringify({ note: 'Müller – naïve ✓' });
    expect(await computeSignatureAsync(SECRET, NOW, raw)).toBe(computeSignature(SECRET, NOW, raw));
  });

  test('computeSignature matches an independent HMAC', () => {
    expect(computeSignature(SECRET, NOW, body)).toBe(deliver(body)['x-dossier-signature']);
    expect(computeSignature(SECRET, String(NOW), Buffer.from(body))).toBe(deliver(body)['x-dossier-signature']);
  });
});
