// A link's settings as sent, turned into columns: every default and rule of the reference in one place (the
// schema already holds the shapes and limits). Pure: database checks (document, version, agreement, group)
// live in the actions.
import type {
  CaptureField,
  CaptureFieldInput,
  LinkUpdate,
  WatermarkConfig,
  WatermarkConfigInput,
} from '../generated/api/types.gen.js';
import { errors, type FieldError } from '../platform/errors.js';
import type { ShareLinksTable } from './tables.js';

export const DEFAULT_WATERMARK: WatermarkConfig = {
  text: 'Confidential · {email} · {date}',
  position: 'tiled',
  opacity: 15,
  rotation: -30,
  fontSize: 24,
  color: '#6b7280',
};

/** The watermark in force: the link's own fields over the default. */
export function resolveWatermark(stored: string | null): WatermarkConfig {
  return { ...DEFAULT_WATERMARK, ...(stored ? (JSON.parse(stored) as Partial<WatermarkConfig>) : {}) };
}

/** Merges the fields sent over the stored ones (null resets); colours keep a leading `#`, lowercased. */
export function mergeWatermark(stored: string | null, input: WatermarkConfigInput | null): string | null {
  if (input === null) return null;
  const next: Partial<WatermarkConfig> = { ...(stored ? (JSON.parse(stored) as Partial<WatermarkConfig>) : {}) };
  for (const [k, v] of Object.entries(input)) if (v !== undefined) (next as Record<string, unknown>)[k] = v;
  if (next.color) next.color = `#${next.color.replace(/^#/, '').toLowerCase()}`;
  return Object.keys(next).length ? JSON.stringify(next) : null;
}

/** The id a label gives: lowercased, every run of other characters turned into `_`, cut to 40. */
function idFromLabel(label: string): string {
  return (
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .slice(0, 40) || '_'
  );
}

export function resolveCaptureFields(input: CaptureFieldInput[]): CaptureField[] {
  const fields: FieldError[] = [];
  const explicit = new Set<string>();
  input.forEach((f, i) => {
    const type = f.type ?? 'text';
    if (type === 'select' && !f.options?.length)
      fields.push({ field: `body.captureFields[${i}].options`, message: 'is required for a select field' });
    if (type !== 'select' && f.options !== undefined)
      fields.push({ field: `body.captureFields[${i}].options`, message: `is only for select fields, not ${type}` });
    if (f.options && new Set(f.options).size !== f.options.length)
      fields.push({ field: `body.captureFields[${i}].options`, message: 'must be distinct' });
    if (f.id !== undefined) {
      if (explicit.has(f.id))
        fields.push({ field: `body.captureFields[${i}].id`, message: `repeats the id "${f.id}" of another field` });
      explicit.add(f.id);
    }
  });
  if (fields.length) throw errors.validation(fields);
  const used = new Set(explicit);
  return input.map((f) => {
    let id = f.id;
    if (id === undefined) {
      const base = idFromLabel(f.label);
      id = base;
      for (let n = 2; used.has(id); n++) id = `${base.slice(0, 40 - String(n).length - 1)}_${n}`;
      used.add(id);
    }
    const type = f.type ?? 'text';
    return {
      id,
      label: f.label,
      type,
      required: f.required ?? false,
      options: type === 'select' ? (f.options ?? []) : [],
    };
  });
}

function httpUrl(value: string | null | undefined, field: string, out: FieldError[]): void {
  if (value === null || value === undefined) return;
  let ok = false;
  try {
    const u = new URL(value);
    ok = u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    ok = false;
  }
  if (!ok) out.push({ field: `body.${field}`, message: 'must be an http or https address' });
}

const lower = (list: string[]) => [...new Set(list.map((v) => v.trim().toLowerCase()))];

/** Settings a request may carry (create and update share them; identity fields are handled by the actions). */
export type LinkSettings = Omit<LinkUpdate, never>;

/** The setting names as the API writes them, in the order `link.updated` lists them. */
export const SETTING_NAMES = [
  'name',
  'isPublic',
  'requireEmail',
  'requireEmailVerification',
  'password',
  'expiresAt',
  'maxViews',
  'pinnedVersionId',
  'allowDownload',
  'watermark',
  'watermarkConfig',
  'requireNda',
  'ndaText',
  'agreementId',
  'allowedEmails',
  'allowedDomains',
  'blockedEmails',
  'notifyOnView',
  'screenshotProtection',
  'allowAssistant',
  'allowAudio',
  'allowFeedback',
  'bulkDownloadOtp',
  'tags',
  'captureFields',
  'ogTitle',
  'ogDescription',
  'ogImageUrl',
  'ogFaviconUrl',
  'locale',
] as const;
export type SettingName = (typeof SETTING_NAMES)[number];

/** The defaults of a new link, before the settings sent are applied. */
export function defaultColumns(): Omit<
  ShareLinksTable,
  'id' | 'workspace_id' | 'slug' | 'document_id' | 'data_room_id' | 'group_id' | 'created_at' | 'updated_at'
> {
  return {
    name: 'Shared link',
    active: 1,
    is_public: 0,
    require_email: 1,
    require_email_verification: 0,
    password_hash: null,
    expires_at: null,
    max_views: null,
    view_count: 0,
    pinned_version_id: null,
    allow_download: 0,
    watermark: 1,
    watermark_config: null,
    require_nda: 0,
    nda_text: null,
    agreement_id: null,
    allowed_emails: '[]',
    allowed_domains: '[]',
    blocked_emails: '[]',
    notify_on_view: 1,
    screenshot_protection: 0,
    allow_assistant: 0,
    allow_audio: 0,
    allow_feedback: 0,
    bulk_download_otp: 1,
    tags: '[]',
    capture_fields: '[]',
    og_title: null,
    og_description: null,
    og_image_url: null,
    og_favicon_url: null,
    locale: null,
    password_epoch: 0,
    terms_epoch: 0,
    deleted_at: null,
  };
}

type Columns = Partial<ShareLinksTable>;
const bit = (v: boolean) => (v ? 1 : 0);

/**
 * Applies the settings sent over the current columns: the plain ones here, the password as a hash the caller
 * computed (`passwordHash`: undefined = not sent). Then the reference's rules: requireEmailVerification implies
 * requireEmail; isPublic forces the address, verification, password and terms gates off; a group link always
 * asks an address; agreement terms read back with ndaText null; requireNda needs terms (400). Returns the new
 * columns and the setting names whose value changed.
 */
export function applySettings(
  current: ShareLinksTable,
  input: LinkSettings,
  passwordHash: string | null | undefined,
): { next: ShareLinksTable; changed: SettingName[] } {
  const c: Columns = {};
  const bad: FieldError[] = [];
  const set = <K extends keyof ShareLinksTable>(k: K, v: ShareLinksTable[K] | undefined) => {
    if (v !== undefined) c[k] = v;
  };
  set('name', input.name);
  set('active', input.active === undefined ? undefined : bit(input.active));
  set('is_public', input.isPublic === undefined ? undefined : bit(input.isPublic));
  set('require_email', input.requireEmail === undefined ? undefined : bit(input.requireEmail));
  set(
    'require_email_verification',
    input.requireEmailVerification === undefined ? undefined : bit(input.requireEmailVerification),
  );
  set(
    'expires_at',
    input.expiresAt === undefined
      ? undefined
      : input.expiresAt === null
        ? null
        : new Date(input.expiresAt).toISOString(),
  );
  set('max_views', input.maxViews);
  set('pinned_version_id', input.pinnedVersionId);
  set('allow_download', input.allowDownload === undefined ? undefined : bit(input.allowDownload));
  set('watermark', input.watermark === undefined ? undefined : bit(input.watermark));
  if (input.watermarkConfig !== undefined)
    c.watermark_config = mergeWatermark(current.watermark_config, input.watermarkConfig);
  set('require_nda', input.requireNda === undefined ? undefined : bit(input.requireNda));
  if (input.ndaText != null && input.agreementId != null)
    bad.push({
      field: 'body.ndaText',
      message: 'cannot be sent together with agreementId; the agreement supplies the terms',
    });
  set('nda_text', input.ndaText);
  set('agreement_id', input.agreementId);
  if (input.agreementId) c.nda_text = null;
  else if (input.ndaText != null && input.agreementId === undefined) c.agreement_id = null;
  set('allowed_emails', input.allowedEmails && JSON.stringify(lower(input.allowedEmails)));
  set('allowed_domains', input.allowedDomains && JSON.stringify(lower(input.allowedDomains)));
  set('blocked_emails', input.blockedEmails && JSON.stringify(lower(input.blockedEmails)));
  set('notify_on_view', input.notifyOnView === undefined ? undefined : bit(input.notifyOnView));
  set('screenshot_protection', input.screenshotProtection === undefined ? undefined : bit(input.screenshotProtection));
  set('allow_assistant', input.allowAssistant === undefined ? undefined : bit(input.allowAssistant));
  set('allow_audio', input.allowAudio === undefined ? undefined : bit(input.allowAudio));
  set('allow_feedback', input.allowFeedback === undefined ? undefined : bit(input.allowFeedback));
  set('bulk_download_otp', input.bulkDownloadOtp === undefined ? undefined : bit(input.bulkDownloadOtp));
  set('tags', input.tags && JSON.stringify(lower(input.tags)));
  set('og_title', input.ogTitle);
  set('og_description', input.ogDescription);
  set('og_image_url', input.ogImageUrl);
  set('og_favicon_url', input.ogFaviconUrl);
  set('locale', input.locale);
  if (bad.length) throw errors.validation(bad);
  const capture = input.captureFields ? resolveCaptureFields(input.captureFields) : undefined;
  set('capture_fields', capture && JSON.stringify(capture));
  if (passwordHash !== undefined) c.password_hash = passwordHash;

  const next: ShareLinksTable = { ...current, ...c };
  if (next.require_email_verification) next.require_email = 1;
  if (next.group_id) next.require_email = 1;
  if (next.is_public) {
    next.require_email = 0;
    next.require_email_verification = 0;
    next.password_hash = null;
    next.require_nda = 0;
  }
  if (next.require_nda && !next.nda_text && !next.agreement_id) {
    throw errors.validation([
      { field: 'body.requireNda', message: 'needs terms: send ndaText or agreementId (or set them on the link first)' },
    ]);
  }
  // Re-gating: a new password, or new terms, is asked again of visitors who cleared the old one.
  if (passwordHash) next.password_epoch = current.password_epoch + 1;
  if (
    next.nda_text !== current.nda_text ||
    next.agreement_id !== current.agreement_id ||
    (next.require_nda && !current.require_nda)
  )
    next.terms_epoch = current.terms_epoch + 1;

  const changed = SETTING_NAMES.filter((name) => {
    if (name === 'password') return Boolean(passwordHash) || current.password_hash !== next.password_hash;
    const col = COLUMN_OF[name];
    return next[col] !== current[col];
  });
  return { next, changed };
}

/** 422 for preview-card addresses that are not http or https (the schema's `format: uri` admits any scheme). */
export function checkCardUrls(input: Pick<LinkSettings, 'ogImageUrl' | 'ogFaviconUrl'>): void {
  const out: FieldError[] = [];
  httpUrl(input.ogImageUrl, 'ogImageUrl', out);
  httpUrl(input.ogFaviconUrl, 'ogFaviconUrl', out);
  if (out.length) throw errors.unprocessable(out.map((f) => `${f.field} ${f.message}`).join('; '), { fields: out });
}

const COLUMN_OF: Record<Exclude<SettingName, 'password'>, keyof ShareLinksTable> = {
  name: 'name',
  isPublic: 'is_public',
  requireEmail: 'require_email',
  requireEmailVerification: 'require_email_verification',
  expiresAt: 'expires_at',
  maxViews: 'max_views',
  pinnedVersionId: 'pinned_version_id',
  allowDownload: 'allow_download',
  watermark: 'watermark',
  watermarkConfig: 'watermark_config',
  requireNda: 'require_nda',
  ndaText: 'nda_text',
  agreementId: 'agreement_id',
  allowedEmails: 'allowed_emails',
  allowedDomains: 'allowed_domains',
  blockedEmails: 'blocked_emails',
  notifyOnView: 'notify_on_view',
  screenshotProtection: 'screenshot_protection',
  allowAssistant: 'allow_assistant',
  allowAudio: 'allow_audio',
  allowFeedback: 'allow_feedback',
  bulkDownloadOtp: 'bulk_download_otp',
  tags: 'tags',
  captureFields: 'capture_fields',
  ogTitle: 'og_title',
  ogDescription: 'og_description',
  ogImageUrl: 'og_image_url',
  ogFaviconUrl: 'og_favicon_url',
  locale: 'locale',
};
