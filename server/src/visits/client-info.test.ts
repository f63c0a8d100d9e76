import { describe, expect, it } from 'vitest';
import { clientInfo, locate, normaliseIp, normaliseReferrer, normaliseUserAgent } from './client-info.js';

describe('client info', () => {
  it('finds country and city in the shipped database, with no network', () => {
    expect(locate('81.2.69.142')).toEqual({ country: 'GB', city: expect.any(String) });
    expect(locate('8.8.8.8').country).toBe('US');
    expect(locate('2a00:1450:4001:81b::200e').country).toBe('DE');
  });

  it('answers nulls for loopback, private and missing addresses', () => {
    expect(locate('127.0.0.1')).toEqual({ country: null, city: null });
    expect(locate('10.1.2.3')).toEqual({ country: null, city: null });
    expect(locate(null)).toEqual({ country: null, city: null });
  });

  it('unwraps IPv4-mapped addresses and refuses what is not an address', () => {
    expect(normaliseIp('::ffff:81.2.69.142')).toBe('81.2.69.142');
    expect(normaliseIp('FE80::1%eth0')).toBe('fe80::1');
    expect(normaliseIp('not an ip')).toBeNull();
    expect(normaliseIp(undefined)).toBeNull();
  });

  it('keeps http(s) referrers without credentials, fragment or tokens', () => {
    expect(normaliseReferrer('https://user:pw@mail.example.com/inbox?x=1#frag')).toBe(
      'https://mail.example.com/inbox?x=1',
    );
    expect(normaliseReferrer(`https://x.example/v/abc?t=vst_${'a'.repeat(43)}`)).toBe(
      'https://x.example/v/abc?t=vst_[redacted]',
    );
    expect(normaliseReferrer('javascript:alert(1)')).toBeNull();
    expect(normaliseReferrer('android-app://com.google.android.gm/')).toBeNull();
    expect(normaliseReferrer('   ')).toBeNull();
    expect(normaliseReferrer(`https://x.example/${'a'.repeat(3000)}`)!.length).toBe(1000);
  });

  it('trims user agents, drops controls and caps their length', () => {
    expect(normaliseUserAgent('  Mozilla/5.0\u0001 (X11)  ')).toBe('Mozilla/5.0 (X11)');
    expect(normaliseUserAgent('')).toBeNull();
    expect(normaliseUserAgent('a'.repeat(900))!.length).toBe(500);
  });

  it('puts it together from a request', () => {
    const info = clientInfo({ ip: '::ffff:8.8.8.8', headers: { 'user-agent': 'UA', referer: 'https://r.example/' } });
    expect(info).toMatchObject({
      ipAddress: '8.8.8.8',
      country: 'US',
      userAgent: 'UA',
      referrer: 'https://r.example/',
    });
  });
});
