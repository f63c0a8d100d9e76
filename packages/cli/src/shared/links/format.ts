// How links are shown, and the settings flags shared by `links create` and `links update`.
import { Args, Flags } from '@oclif/core';
import type { Link, LinkUpdate } from '@dossier/sdk';
import { defined } from '../../base/command.js';
import { UsageError } from '../../base/errors.js';
import { cell } from '../format.js';
import { bool, isoTime } from '../validate.js';
import { onOff } from '../../base/flags.js';

export const linkId = Args.string({ required: true, description: 'link id (lnk_…)' });

const list = (v: readonly string[]) => (v.length ? v.join(', ') : '—');

/** What a link points at. */
export function linkTarget(l: Link): string {
  return l.documentId ? `document ${l.documentId}` : `room ${l.dataRoomId}${l.groupId ? ` (group ${l.groupId})` : ''}`;
}

/** The gates a visitor meets, in the order they are asked. */
export function linkGates(l: Link): string {
  const gates = [
    l.isPublic && 'public',
    l.requireEmail && !l.requireEmailVerification && 'email',
    l.requireEmailVerification && 'verified email',
    l.hasPassword && 'password',
    l.requireNda && 'terms',
    (l.allowedEmails.length || l.allowedDomains.length) && 'allow list',
    l.blockedEmails.length && 'block list',
  ].filter(Boolean);
  return gates.length ? gates.join(', ') : 'none';
}

export function linkRows(l: Link): [string, string][] {
  return [
    ['ID', l.id],
    ['Name', l.name],
    ['URL', l.url],
    ['Shares', linkTarget(l)],
    ['Active', cell(l.active)],
    ['Gates', linkGates(l)],
    ['Expires', cell(l.expiresAt)],
    ['Views', l.maxViews === null ? String(l.viewCount) : `${l.viewCount} of ${l.maxViews}`],
    ['Download', cell(l.allowDownload)],
    ['Watermark', l.watermark ? `${l.watermarkConfig.text} (${l.watermarkConfig.position})` : 'no'],
    ['Terms', l.agreementId ? `agreement ${l.agreementId}` : cell(l.ndaText)],
    ['Allowed', list([...l.allowedEmails, ...l.allowedDomains])],
    ['Blocked', list(l.blockedEmails)],
    ['Tags', list(l.tags)],
    ['Created', l.createdAt],
  ];
}

/** Settings both create and update accept. */
export const settingFlags = {
  name: Flags.string({ description: 'Label of the link in analytics (1-200).' }),
  public: onOff(
    'Anyone with the address reads at once (forces the email, verification, password and terms gates off).',
  ),
  'require-email': onOff('Ask for an email address before reading.'),
  'verify-email': onOff('Email a six-digit code to the address and check it.'),
  password: Flags.string({
    description: 'Password gate (4-128 characters); never shown again.',
    exclusive: ['no-password'],
  }),
  'no-password': Flags.boolean({ description: 'Remove the password.', exclusive: ['password'] }),
  expires: Flags.string({ description: 'Stop answering after this time (ISO 8601); "never" removes it.' }),
  'max-views': Flags.string({ description: 'Stop answering after this many views; "none" removes the cap.' }),
  download: onOff('Let visitors download a PDF copy.'),
  watermark: onOff('Draw the watermark on every page.'),
  'watermark-text': Flags.string({
    description: 'Watermark text; {email}, {date}, {time}, {ip} and {link} are filled in.',
  }),
  'nda-text': Flags.string({
    description: 'Terms written on the link (turns on --require-nda unless it says false).',
    exclusive: ['agreement'],
  }),
  agreement: Flags.string({
    description: 'Terms from this agreement of the library (agr_…).',
    exclusive: ['nda-text'],
  }),
  'require-nda': onOff('Visitors accept the terms before reading.'),
  'allow-email': Flags.string({
    multiple: true,
    description: 'Admit only these addresses (repeatable; replaces the list).',
  }),
  'allow-domain': Flags.string({
    multiple: true,
    description: 'Admit only addresses at exactly these domains (repeatable).',
  }),
  'block-email': Flags.string({ multiple: true, description: 'Refuse these addresses, or domains (repeatable).' }),
  notify: onOff('Email the owner when someone opens the link.'),
  tag: Flags.string({ multiple: true, description: 'One-word tag (repeatable; replaces the list).' }),
};

type SettingFlagValues = { [K in keyof typeof settingFlags]?: unknown };

function count(raw: string, flag: string): number | null {
  if (raw === 'none') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1)
    throw new UsageError(`${flag} "${raw}" is not a positive whole number or "none"`, `e.g. ${flag} 100`);
  return n;
}

/** The request body the settings flags describe (only what was given). */
export function settingsBody(f: SettingFlagValues): LinkUpdate {
  const s = (k: keyof typeof settingFlags) => f[k] as string | undefined;
  const m = (k: keyof typeof settingFlags) => f[k] as string[] | undefined;
  const ndaText = s('nda-text');
  const agreement = s('agreement');
  return defined({
    name: s('name'),
    isPublic: bool(s('public') as 'true' | 'false' | undefined),
    requireEmail: bool(s('require-email') as 'true' | 'false' | undefined),
    requireEmailVerification: bool(s('verify-email') as 'true' | 'false' | undefined),
    password: f['no-password'] ? null : s('password'),
    expiresAt:
      s('expires') === undefined ? undefined : s('expires') === 'never' ? null : isoTime(s('expires')!, '--expires'),
    maxViews: s('max-views') === undefined ? undefined : count(s('max-views')!, '--max-views'),
    allowDownload: bool(s('download') as 'true' | 'false' | undefined),
    watermark: bool(s('watermark') as 'true' | 'false' | undefined),
    watermarkConfig: s('watermark-text') === undefined ? undefined : { text: s('watermark-text')! },
    ndaText,
    agreementId: agreement,
    requireNda:
      bool(s('require-nda') as 'true' | 'false' | undefined) ??
      (ndaText !== undefined || agreement !== undefined ? true : undefined),
    allowedEmails: m('allow-email'),
    allowedDomains: m('allow-domain'),
    blockedEmails: m('block-email'),
    notifyOnView: bool(s('notify') as 'true' | 'false' | undefined),
    tags: m('tag'),
  }) as LinkUpdate;
}
