// What each webhook event means; the names themselves come from the spec.
import type { WebhookEvent } from '../generated/operations.gen.js';
import { webhookEvents } from '../generated/operations.gen.js';

const DESCRIPTIONS: Record<WebhookEvent, string> = {
  'envelope.sent': 'a document went out for signature',
  'recipient.notified': 'a signing email left for a recipient',
  'recipient.bounced': 'a signing email could not be delivered',
  'recipient.viewed': 'a recipient opened their signing page',
  'recipient.authenticated': 'a recipient passed the access code',
  'recipient.signed': 'a recipient completed their fields',
  'recipient.declined': 'a recipient declined, with a reason',
  'recipient.delegated': 'a recipient reassigned signing',
  'recipient.attached': 'a recipient returned a file',
  'envelope.reminded': 'reminders went to whoever is holding things up',
  'envelope.completed': 'every signer has signed; the PDF is final',
  'envelope.voided': 'the sender cancelled the envelope',
  'envelope.expired': 'the envelope passed its expiry unsigned',
  'batch.completed': 'every row of a bulk send was sent or failed',
  'batch.cancelled': 'a bulk send stopped before its last row (cancelled, or its key could no longer send)',
  'consent.accepted': 'a signer agreed to sign electronically',
  'consent.withdrawn': 'a signer withdrew that consent',
  'document.created': 'a new document was created',
  'document.edited': "a document's body changed",
  'document.redacted': 'text was permanently removed from a document',
  'link.created': 'a tracked link was published',
  'link.updated': "a link's gates or settings changed",
  'link.enabled': 'a link was switched back on',
  'link.disabled': 'a link was switched off',
  'link.deleted': 'a link was removed',
  'link.viewed': 'a visitor cleared every gate and opened the link',
  'link.nda_accepted': "a visitor accepted the link's confidentiality terms",
  'link.downloaded': 'a visitor downloaded a PDF copy',
  'link.bulk_downloaded': 'a visitor downloaded a room or folder as a zip',
  ping: 'a test delivery',
};

export const eventCatalog = webhookEvents.map((name) => ({ name, description: DESCRIPTIONS[name] }));
