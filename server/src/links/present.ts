// Links as the API shows them: every setting under its name, the password only as hasPassword, the watermark
// resolved, the address on the link origin.
import type { CaptureField, Link } from '../generated/api/types.gen.js';
import { resolveWatermark } from './settings.js';
import type { ShareLinksTable } from './tables.js';

export function linkUrl(origin: string, slug: string): string {
  return `${origin}/v/${slug}`;
}

export function toLink(l: ShareLinksTable, origin: string): Link {
  const list = (v: string) => JSON.parse(v) as string[];
  return {
    id: l.id,
    name: l.name,
    slug: l.slug,
    url: linkUrl(origin, l.slug),
    documentId: l.document_id,
    dataRoomId: l.data_room_id,
    groupId: l.group_id,
    viewCount: Number(l.view_count),
    hasPassword: l.password_hash !== null,
    createdAt: l.created_at,
    updatedAt: l.updated_at,
    active: Boolean(l.active),
    isPublic: Boolean(l.is_public),
    requireEmail: Boolean(l.require_email),
    requireEmailVerification: Boolean(l.require_email_verification),
    expiresAt: l.expires_at,
    maxViews: l.max_views === null ? null : Number(l.max_views),
    pinnedVersionId: l.pinned_version_id,
    allowDownload: Boolean(l.allow_download),
    watermark: Boolean(l.watermark),
    watermarkConfig: resolveWatermark(l.watermark_config),
    requireNda: Boolean(l.require_nda),
    ndaText: l.agreement_id ? null : l.nda_text,
    agreementId: l.agreement_id,
    allowedEmails: list(l.allowed_emails),
    allowedDomains: list(l.allowed_domains),
    blockedEmails: list(l.blocked_emails),
    notifyOnView: Boolean(l.notify_on_view),
    screenshotProtection: Boolean(l.screenshot_protection),
    allowAssistant: Boolean(l.allow_assistant),
    allowAudio: Boolean(l.allow_audio),
    allowFeedback: Boolean(l.allow_feedback),
    bulkDownloadOtp: Boolean(l.bulk_download_otp),
    tags: list(l.tags),
    captureFields: JSON.parse(l.capture_fields) as CaptureField[],
    ogTitle: l.og_title,
    ogDescription: l.og_description,
    ogImageUrl: l.og_image_url,
    ogFaviconUrl: l.og_favicon_url,
    locale: l.locale ?? null,
  };
}

/** What link.deleted carries: the link is gone, so only what identifies it. */
export function toDeletedLink(l: ShareLinksTable) {
  return { id: l.id, name: l.name, slug: l.slug, documentId: l.document_id, dataRoomId: l.data_room_id };
}
