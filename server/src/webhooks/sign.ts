// Delivery signatures: hex HMAC-SHA256 of `{timestamp}.{raw body}` under the endpoint's secret.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

export function newSecret(): string {
  return SECRET_PREFIX + randomBytes(24).toString('base64url');
}

export function signatureHeaders(
  secret: string,
  eventId: string,
  event: string,
  body: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(now / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
  return {
    'x-dossier-event': event,
    'x-dossier-event-id': eventId,
    'x-dossier-timestamp': timestamp,
    'x-dossier-signature': signature,
  };
}
