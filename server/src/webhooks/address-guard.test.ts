import dns from 'node:dns';
import type { LookupAddress } from 'node:dns';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddressBlockedError, AddressGuard } from './address-guard.js';

const guard = new AddressGuard([]);

/** Calls the connect-time lookup the way net.connect does. */
function lookupVia(g: AddressGuard, host: string, options: { all?: boolean; family?: number } = {}) {
  return new Promise<{ address: string | LookupAddress[]; family?: number }>((resolve, reject) => {
    g.lookup(host, options, (err, address, family) => (err ? reject(err) : resolve({ address, family })));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('AddressGuard.isBlocked', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'private'],
    ['100.127.255.254', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.0.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'special-purpose'],
    ['192.0.2.1', 'special-purpose'],
    ['192.88.99.1', 'special-purpose'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'special-purpose'],
    ['198.19.255.255', 'special-purpose'],
    ['198.51.100.7', 'special-purpose'],
    ['203.0.113.9', 'special-purpose'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'special-purpose'],
    ['255.255.255.255', 'special-purpose'],
    // IPv6
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::7f00:1', 'special-purpose'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['100::1', 'special-purpose'],
    ['2001::1', 'special-purpose'], // Teredo
    ['2001:0:4136:e378::1', 'special-purpose'],
    ['2001:1ff::1', 'special-purpose'],
    ['2001:db8::1', 'special-purpose'],
    ['3fff::1', 'special-purpose'],
    ['64:ff9b:1::a00:1', 'special-purpose'],
    // IPv4 inside IPv6: the embedded address decides
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:10.1.2.3', 'private'],
    ['::ffff:0:127.0.0.1', 'loopback'], // IPv4-translated
    ['64:ff9b::127.0.0.1', 'loopback'], // NAT64
    ['64:ff9b::a9fe:a9fe', 'metadata'],
    ['64:ff9b::c0a8:101', 'private'],
    ['2002:7f00:1::1', 'loopback'], // 6to4 of 127.0.0.1
    ['2002:a00:1::', 'private'], // 6to4 of 10.0.0.1
    ['2002:c0a8:0101::1', 'private'],
  ])('blocks %s (%s)', (ip, reason) => {
    expect(guard.isBlocked(ip)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808', // NAT64 of 8.8.8.8
    '2002:808:808::1', // 6to4 of 8.8.8.8
    '2001:200::1', // just past 2001::/23
  ])('allows %s', (ip) => {
    expect(guard.isBlocked(ip)).toBeNull();
  });

  it('says so for something that is not an address', () => {
    expect(guard.isBlocked('example.com')).toBe('not an IP address');
  });

  it('lets operator-allowed networks win over blocks, in both families and the mapped form', () => {
    const g = new AddressGuard(['127.0.0.0/8', '10.1.0.0/16', 'fd00::/8', '::1/128']);
    expect(g.isBlocked('127.0.0.1')).toBeNull();
    expect(g.isBlocked('::ffff:127.0.0.1')).toBeNull();
    expect(g.isBlocked('::1')).toBeNull();
    expect(g.isBlocked('10.1.2.3')).toBeNull();
    expect(g.isBlocked('10.2.0.1')).toBe('private');
    expect(g.isBlocked('fd12::1')).toBeNull();
    expect(g.isBlocked('fe80::1')).toBe('link-local');
    expect(g.isBlocked('169.254.169.254')).toBe('metadata');
  });

  it('rejects an allowlist entry that is not a CIDR', () => {
    expect(() => new AddressGuard(['10.0.0.0'])).toThrow(/not a CIDR/);
    expect(() => new AddressGuard(['10.0.0.0/33'])).toThrow(/not a CIDR/);
    expect(() => new AddressGuard(['fd00::/129'])).toThrow(/not a CIDR/);
    expect(() => new AddressGuard(['example.com/8'])).toThrow(/not a CIDR/);
  });
});

describe('AddressGuard.checkUrl', () => {
  it.each([
    ['https://2130706433/hook', '127.0.0.1 is loopback'],
    ['https://0x7f.1/hook', '127.0.0.1 is loopback'],
    ['https://127.1/hook', '127.0.0.1 is loopback'],
    ['https://0177.0.0.1/hook', '127.0.0.1 is loopback'],
    ['https://0/hook', '0.0.0.0 is unspecified'],
    ['https://[::1]:8443/hook', '::1 is loopback'],
    ['https://[::ffff:127.0.0.1]/hook', '::ffff:7f00:1 is loopback'],
    ['https://[64:ff9b::a9fe:a9fe]/', '64:ff9b::a9fe:a9fe is metadata'],
    ['https://[2002:a9fe:a9fe::]/', '2002:a9fe:a9fe:: is metadata'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is metadata'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal is metadata'],
    ['https://METADATA/', 'metadata is metadata'],
    ['https://metadata.google.internal./', 'metadata.google.internal. is metadata'],
  ])('refuses %s', async (url, reason) => {
    expect(await guard.checkUrl(url)).toEqual({ ok: false, reason, allowable: !reason.endsWith('metadata') });
  });

  it('requires https', async () => {
    expect(await guard.checkUrl('http://93.184.216.34/hook')).toEqual({ ok: false, reason: 'https required' });
    expect(await guard.checkUrl('ftp://93.184.216.34/')).toEqual({ ok: false, reason: 'https required' });
    expect(await guard.checkUrl('not a url')).toEqual({ ok: false, reason: 'not a valid URL' });
  });

  it('accepts a public IP literal without asking DNS', async () => {
    const spy = vi.spyOn(dns.promises, 'lookup');
    expect(await guard.checkUrl('https://93.184.216.34/hook')).toEqual({ ok: true });
    expect(await guard.checkUrl('https://[2606:4700:4700::1111]/hook')).toEqual({ ok: true });
    expect(spy).not.toHaveBeenCalled();
  });

  it('refuses localhost after resolving it (real DNS)', async () => {
    const r = await guard.checkUrl('https://localhost:8443/hook');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), which is loopback$/);
  });

  it('accepts localhost when loopback is allowed', async () => {
    expect(await new AddressGuard(['127.0.0.0/8', '::1/128']).checkUrl('https://localhost/hook')).toEqual({ ok: true });
  });

  it('refuses a name that does not resolve (real DNS)', async () => {
    expect(await guard.checkUrl('https://nonexistent.invalid/hook')).toEqual({ ok: false, reason: 'does not resolve' });
  });

  it('refuses a name when ANY of its addresses is blocked', async () => {
    vi.spyOn(dns.promises, 'lookup').mockResolvedValue([
      { address: '93.184.216.34', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ] as never);
    expect(await guard.checkUrl('https://mixed.example/hook')).toEqual({
      ok: false,
      reason: 'mixed.example resolves to 10.0.0.5, which is private',
      allowable: true,
    });
  });
});

describe('AddressGuard.lookup (connect time)', () => {
  it('refuses localhost with EADDRBLOCKED naming the address (real DNS)', async () => {
    const err = await lookupVia(guard, 'localhost', { all: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AddressBlockedError);
    expect((err as AddressBlockedError).code).toBe('EADDRBLOCKED');
    expect((err as AddressBlockedError).message).toMatch(
      /^refused address: localhost resolves to (127\.0\.0\.1|::1), which is loopback$/,
    );
  });

  it('catches DNS rebinding: public when registered, loopback when connecting', async () => {
    // The same name answers differently on each query, as a rebinding attacker's DNS server would.
    vi.spyOn(dns.promises, 'lookup').mockResolvedValueOnce([{ address: '93.184.216.34', family: 4 }] as never);
    vi.spyOn(dns, 'lookup').mockImplementation(((
      _host: string,
      _opts: unknown,
      cb: (e: null, a: LookupAddress[]) => void,
    ) => cb(null, [{ address: '127.0.0.1', family: 4 }])) as never);
    expect(await guard.checkUrl('https://rebind.example/hook')).toEqual({ ok: true });
    const err = await lookupVia(guard, 'rebind.example', { all: true }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AddressBlockedError);
    expect((err as AddressBlockedError).address).toBe('127.0.0.1');
  });

  it('passes addresses through when allowed, in the shape the caller asked for', async () => {
    const g = new AddressGuard(['127.0.0.0/8', '::1/128']);
    const all = await lookupVia(g, 'localhost', { all: true });
    expect(Array.isArray(all.address)).toBe(true);
    expect((all.address as LookupAddress[]).map((a) => a.address)).toContain('127.0.0.1');
    const one = await lookupVia(g, 'localhost', { family: 4 });
    expect(one).toEqual({ address: '127.0.0.1', family: 4 });
  });

  it('refuses metadata names without asking DNS, and passes DNS failures on', async () => {
    await expect(lookupVia(guard, 'metadata.google.internal')).rejects.toMatchObject({ code: 'EADDRBLOCKED' });
    await expect(lookupVia(guard, 'nonexistent.invalid')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });
});
