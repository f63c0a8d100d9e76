// Device class from a User-Agent, with ua-parser-js (maintained UA database). A workspace sees few distinct
// agents, so each is parsed once and remembered (bounded).
import { UAParser } from 'ua-parser-js';

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

const DESKTOP_OS =
  /^(Windows|Mac OS|macOS|Linux|Ubuntu|Debian|Fedora|Chromium OS|Chrome OS|FreeBSD|OpenBSD|NetBSD|Solaris)/i;
const memo = new Map<string, DeviceClass>();
const MEMO_MAX = 10_000;

/** mobile and tablet as the parser names them; desktop for a browser on a desktop OS; other for the rest (bots, TVs, none). */
export function deviceClass(userAgent: string | null): DeviceClass {
  if (!userAgent) return 'other';
  const known = memo.get(userAgent);
  if (known) return known;
  const r = new UAParser(userAgent).getResult();
  let c: DeviceClass = 'other';
  if (r.device.type === 'mobile') c = 'mobile';
  else if (r.device.type === 'tablet') c = 'tablet';
  else if (r.device.type === undefined && r.browser.name && r.os.name && DESKTOP_OS.test(r.os.name)) c = 'desktop';
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(userAgent, c);
  return c;
}
