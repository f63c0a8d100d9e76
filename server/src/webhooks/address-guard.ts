// Keeps webhook deliveries from reaching the server's own network (SSRF): loopback, private ranges,
// link-local and cloud metadata endpoints, and the special-purpose blocks. Checked twice — when a URL is
// registered (checkUrl) and again at connect time (lookup), so a name that re-resolves to an internal
// address after the first check (DNS rebinding) is still refused.
import dns from 'node:dns';
import net from 'node:net';

export type BlockReason =
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'unspecified'
  | 'multicast'
  | 'special-purpose';

/** `allowable`: the refusal is an address block an operator may lift with WEBHOOK_ALLOWED_NETWORKS (not a metadata service). */
export type UrlCheck = { ok: true } | { ok: false; reason: string; allowable?: boolean };

/** What the connect-time lookup fails with; `reason` reads like "127.0.0.1 is loopback". */
export class AddressBlockedError extends Error {
  readonly code = 'EADDRBLOCKED';
  constructor(
    readonly hostname: string,
    readonly address: string,
    readonly reason: string,
  ) {
    super(`refused address: ${reason}`);
    this.name = 'AddressBlockedError';
  }
}

type Family = 'ipv4' | 'ipv6';
type Rule = [cidr: string, reason: BlockReason];

// Order matters only for the reason reported: the narrower, more telling rule comes first.
const RULES: Rule[] = [
  // Cloud metadata services (AWS/GCP/Azure/OCI, Alibaba, AWS IPv6).
  ['169.254.169.254/32', 'metadata'],
  ['100.100.100.200/32', 'metadata'],
  ['fd00:ec2::254/128', 'metadata'],
  ['0.0.0.0/8', 'unspecified'], // "this network"; 0.0.0.0 connects to the local host on Linux
  ['::/128', 'unspecified'],
  ['127.0.0.0/8', 'loopback'],
  ['::1/128', 'loopback'],
  ['169.254.0.0/16', 'link-local'],
  ['fe80::/10', 'link-local'],
  ['10.0.0.0/8', 'private'],
  ['100.64.0.0/10', 'private'], // carrier-grade NAT, often the provider's internal network
  ['172.16.0.0/12', 'private'],
  ['192.168.0.0/16', 'private'],
  ['fc00::/7', 'private'], // unique local
  ['fec0::/10', 'private'], // deprecated site-local
  ['224.0.0.0/4', 'multicast'],
  ['ff00::/8', 'multicast'],
  ['192.0.0.0/24', 'special-purpose'], // IETF protocol assignments
  ['192.0.2.0/24', 'special-purpose'], // TEST-NET-1
  ['192.88.99.0/24', 'special-purpose'], // 6to4 relay anycast
  ['198.18.0.0/15', 'special-purpose'], // benchmarking
  ['198.51.100.0/24', 'special-purpose'], // TEST-NET-2
  ['203.0.113.0/24', 'special-purpose'], // TEST-NET-3
  ['240.0.0.0/4', 'special-purpose'], // reserved, includes 255.255.255.255 broadcast
  ['::/96', 'special-purpose'], // deprecated IPv4-compatible
  ['64:ff9b:1::/48', 'special-purpose'], // local-use NAT64: where the IPv4 sits is network-specific, so refuse all
  ['100::/64', 'special-purpose'], // discard-only
  ['2001::/23', 'special-purpose'], // IETF protocol assignments, incl. Teredo 2001::/32
  ['2001:db8::/32', 'special-purpose'], // documentation
  ['3fff::/20', 'special-purpose'], // documentation (RFC 9637)
];

// Host names that are metadata services whatever they resolve to (and even if DNS is not asked).
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

function familyOf(ip: string): Family | null {
  const v = net.isIP(ip);
  return v === 4 ? 'ipv4' : v === 6 ? 'ipv6' : null;
}

/** Brackets (URL form) and a zone id ("fe80::1%eth0") are not part of the address. */
function bareAddress(ip: string): string {
  const unbracketed = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const zone = unbracketed.indexOf('%');
  return zone >= 0 ? unbracketed.slice(0, zone) : unbracketed;
}

/** The 16 bytes of a valid IPv6 address (the caller checked it with net.isIP). */
function ipv6Bytes(ip: string): Uint8Array {
  const bytes = new Uint8Array(16);
  let text = ip;
  // A trailing dotted quad ("::ffff:1.2.3.4") becomes two hex groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    const q = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((q[0] << 8) | q[1]).toString(16)}:${((q[2] << 8) | q[3]).toString(16)}`;
  }
  const [head, rest] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const restGroups = rest ? rest.split(':') : [];
  const groups =
    rest === undefined
      ? headGroups
      : [...headGroups, ...Array(8 - headGroups.length - restGroups.length).fill('0'), ...restGroups];
  groups.forEach((g, i) => {
    const n = parseInt(g, 16);
    bytes[i * 2] = n >> 8;
    bytes[i * 2 + 1] = n & 0xff;
  });
  return bytes;
}

const v4At = (b: Uint8Array, i: number) => `${b[i]}.${b[i + 1]}.${b[i + 2]}.${b[i + 3]}`;

/** The IPv4 address an IPv6 address stands for, where the IPv6 form is only a wrapper for it. */
function embeddedIpv4(ip: string): { v4: string; mapped: boolean } | null {
  const b = ipv6Bytes(ip);
  const zeroUpTo = (n: number) => b.subarray(0, n).every((x) => x === 0);
  // ::ffff:0:0/96 — IPv4-mapped: the socket really talks IPv4 to that host.
  if (zeroUpTo(10) && b[10] === 0xff && b[11] === 0xff) return { v4: v4At(b, 12), mapped: true };
  // ::ffff:0:0:0/96 — IPv4-translated (SIIT).
  if (zeroUpTo(8) && b[8] === 0xff && b[9] === 0xff && b[10] === 0 && b[11] === 0)
    return { v4: v4At(b, 12), mapped: false };
  // 64:ff9b::/96 — well-known NAT64 prefix: the translator forwards to the embedded address.
  if (b[0] === 0x00 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b && b.subarray(4, 12).every((x) => x === 0))
    return { v4: v4At(b, 12), mapped: false };
  // 2002::/16 — 6to4: the relay forwards to the IPv4 address in bits 16–47.
  if (b[0] === 0x20 && b[1] === 0x02) return { v4: v4At(b, 2), mapped: false };
  return null;
}

function parseCidr(cidr: string): { address: string; prefix: number; family: Family } {
  const [address, prefixText, extra] = cidr.trim().split('/');
  const family = familyOf(address ?? '');
  const prefix = Number(prefixText);
  const max = family === 'ipv4' ? 32 : 128;
  if (!family || extra !== undefined || !/^\d{1,3}$/.test(prefixText ?? '') || prefix > max)
    throw new Error(`"${cidr}" is not a CIDR network (e.g. 10.0.0.0/8 or fd00::/8)`);
  return { address, prefix, family };
}

export class AddressGuard {
  // Built once: one list per reason, each holding both families.
  private readonly blocks: Array<[BlockReason, net.BlockList]>;
  private readonly allowed = new net.BlockList();

  constructor(allowedNetworks: string[]) {
    const byReason = new Map<BlockReason, net.BlockList>();
    for (const [cidr, reason] of RULES) {
      let list = byReason.get(reason);
      if (!list) byReason.set(reason, (list = new net.BlockList()));
      const { address, prefix, family } = parseCidr(cidr);
      list.addSubnet(address, prefix, family);
    }
    this.blocks = [...byReason];
    for (const cidr of allowedNetworks) {
      const { address, prefix, family } = parseCidr(cidr);
      this.allowed.addSubnet(address, prefix, family);
    }
  }

  /** Why this address may not be delivered to, or null when it may. Operator-allowed networks win over every block. */
  isBlocked(ip: string): BlockReason | 'not an IP address' | null {
    const address = bareAddress(ip);
    const family = familyOf(address);
    if (!family) return 'not an IP address';
    if (this.allowed.check(address, family)) return null;
    if (family === 'ipv6') {
      const embedded = embeddedIpv4(address);
      if (embedded) {
        if (embedded.mapped && this.allowed.check(embedded.v4, 'ipv4')) return null;
        return this.reasonFor(embedded.v4, 'ipv4');
      }
    }
    return this.reasonFor(address, family);
  }

  /**
   * Everything that can be said about a URL without asking DNS: it parses, is https, is not a metadata
   * name, and — when the host is an IP literal — the address is allowed. `literal` tells whether DNS is
   * still to be asked. Delivery calls this before every attempt because sockets skip `lookup` for literals.
   */
  checkUrlWithoutDns(
    url: string,
  ): { ok: true; host: string; literal: boolean } | { ok: false; reason: string; allowable?: boolean } {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return { ok: false, reason: 'not a valid URL' };
    }
    if (u.protocol !== 'https:') return { ok: false, reason: 'https required' };
    // WHATWG parsing has already turned odd IPv4 forms (2130706433, 0x7f.1, 127.1) into dotted quads.
    const host = bareAddress(u.hostname);
    if (!host) return { ok: false, reason: 'not a valid URL' };
    if (isMetadataName(host)) return { ok: false, reason: `${host} is metadata`, allowable: false };
    if (familyOf(host)) {
      const reason = this.isBlocked(host);
      return reason
        ? { ok: false, reason: `${host} is ${reason}`, allowable: isAllowable(reason) }
        : { ok: true, host, literal: true };
    }
    return { ok: true, host, literal: false };
  }

  /** Full check for registering an endpoint: refused when ANY address the name resolves to is blocked. */
  async checkUrl(url: string): Promise<UrlCheck> {
    const first = this.checkUrlWithoutDns(url);
    if (!first.ok) return first;
    if (first.literal) return { ok: true };
    let addresses: dns.LookupAddress[];
    try {
      addresses = await dns.promises.lookup(first.host, { all: true, verbatim: true });
    } catch {
      return { ok: false, reason: 'does not resolve' };
    }
    if (addresses.length === 0) return { ok: false, reason: 'does not resolve' };
    for (const { address } of addresses) {
      const reason = this.isBlocked(address);
      if (reason)
        return {
          ok: false,
          reason: `${first.host} resolves to ${address}, which is ${reason}`,
          allowable: isAllowable(reason),
        };
    }
    return { ok: true };
  }

  /**
   * A drop-in for the `lookup` option of net/tls.connect: resolves the name at connect time and fails with
   * AddressBlockedError if any address is blocked, so the socket can only reach what was just checked.
   */
  readonly lookup: net.LookupFunction = (hostname, options, callback) => {
    const name = bareAddress(hostname);
    if (isMetadataName(name)) {
      callback(new AddressBlockedError(hostname, name, `${name} is metadata`), '', 0);
      return;
    }
    const family =
      typeof options.family === 'number'
        ? options.family
        : options.family === 'IPv4'
          ? 4
          : options.family === 'IPv6'
            ? 6
            : 0;
    dns.lookup(name, { all: true, verbatim: true, family, hints: options.hints }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0)
        return callback(Object.assign(new Error(`${name} does not resolve`), { code: 'ENOTFOUND' }), '', 0);
      for (const { address } of addresses) {
        const reason = this.isBlocked(address);
        if (reason)
          return callback(
            new AddressBlockedError(hostname, address, `${name} resolves to ${address}, which is ${reason}`),
            '',
            0,
          );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first.address, first.family);
    });
  };

  private reasonFor(address: string, family: Family): BlockReason | null {
    for (const [reason, list] of this.blocks) if (list.check(address, family)) return reason;
    return null;
  }
}

/** A block the allow list is meant for: the operator's own networks, not a metadata service or a non-address. */
function isAllowable(reason: BlockReason | 'not an IP address'): boolean {
  return reason !== 'metadata' && reason !== 'not an IP address';
}

function isMetadataName(host: string): boolean {
  return METADATA_NAMES.has(host.toLowerCase().replace(/\.$/, ''));
}
