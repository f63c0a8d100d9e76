// Where a visitor is and what they came with, as a visit records it: country and city from the address through
// the GeoIP database geoip-lite ships inside its npm package (no network, ever), the address itself, and the
// user agent and referrer cleaned to what is worth keeping. The database (~110 MB on disk, ~100 MB in memory,
// ~75 ms to read) is loaded on the first lookup, not at start, so a server that never opens a visit never pays.
import type * as GeoipLite from 'geoip-lite';
import { isIP } from 'node:net';
import { redactCapabilities } from '../auth/capability.js';
import { lazy } from '../platform/lazy.js';

const loadGeoip = lazy<typeof GeoipLite>('geoip-lite');

export interface ClientInfo {
  ipAddress: string | null;
  /** ISO 3166-1 alpha-2, or null when unknown (private, loopback and unlisted addresses). */
  country: string | null;
  city: string | null;
  userAgent: string | null;
  referrer: string | null;
}

const UA_MAX = 500;
const REFERRER_MAX = 1000;
// C0 and C1 control characters and DEL: a header cannot carry newlines, but other controls would end up in CSVs.
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;

/** The address as the visitor's own: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) unwrapped, zone ids dropped; null when not an address. */
export function normaliseIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  let v = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(v);
  if (mapped) v = mapped[1];
  v = v.replace(/%.*$/, '');
  return isIP(v) ? v : null;
}

/** Country and city of an address, from the shipped database. Never throws: an unknown place is nulls. */
export function locate(ip: string | null): { country: string | null; city: string | null } {
  if (!ip) return { country: null, city: null };
  try {
    const hit = loadGeoip().lookup(ip);
    const country = hit && /^[A-Z]{2}$/.test(hit.country) ? hit.country : null;
    return { country, city: (country && hit?.city) || null };
  } catch {
    return { country: null, city: null };
  }
}

/** The User-Agent trimmed, controls removed, at most 500 characters; null when absent or blank. */
export function normaliseUserAgent(ua: string | string[] | null | undefined): string | null {
  const v = (Array.isArray(ua) ? ua[0] : ua)?.replace(CONTROLS, '').trim();
  return v ? v.slice(0, UA_MAX) : null;
}

/**
 * The Referer as worth keeping: only http(s) addresses; credentials and fragment dropped; any capability token
 * in it (a signing or visit link the visitor came from) redacted; at most 1,000 characters. Null otherwise.
 */
export function normaliseReferrer(ref: string | string[] | null | undefined): string | null {
  const raw = (Array.isArray(ref) ? ref[0] : ref)?.trim();
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.username = '';
  url.password = '';
  url.hash = '';
  const v = redactCapabilities(url.toString()).replace(CONTROLS, '');
  return v.length > REFERRER_MAX ? v.slice(0, REFERRER_MAX) : v;
}

/** Everything a visit records about its client, from its address, User-Agent and Referer as received. */
export function describeClient(raw: {
  ipAddress?: string | null;
  userAgent?: string | string[] | null;
  referrer?: string | string[] | null;
}): ClientInfo {
  const ipAddress = normaliseIp(raw.ipAddress);
  return {
    ipAddress,
    ...locate(ipAddress),
    userAgent: normaliseUserAgent(raw.userAgent),
    referrer: normaliseReferrer(raw.referrer),
  };
}

/** describeClient from a request's address and headers. */
export function clientInfo(req: {
  ip?: string | null;
  headers: Record<string, string | string[] | undefined>;
}): ClientInfo {
  return describeClient({
    ipAddress: req.ip,
    userAgent: req.headers['user-agent'],
    referrer: req.headers.referer ?? req.headers.referrer,
  });
}
