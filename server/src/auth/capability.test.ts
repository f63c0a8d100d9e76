import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CAPABILITY_PREFIXES,
  capabilityKind,
  hashCapability,
  issueCapability,
  redactCapabilities,
  verifyCapability,
  type CapabilityKind,
} from './capability.js';

const KINDS = Object.keys(CAPABILITY_PREFIXES) as CapabilityKind[];

describe('capability tokens', () => {
  it('are a kind prefix and 256 random bits in base64url, with the SHA-256 to store', () => {
    for (const kind of KINDS) {
      const { token, hash } = issueCapability(kind);
      expect(token).toMatch(new RegExp(`^${CAPABILITY_PREFIXES[kind]}[A-Za-z0-9_-]{43}$`));
      expect(Buffer.from(token.slice(4), 'base64url')).toHaveLength(32);
      expect(hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(hash).not.toContain(token.slice(4));
      expect(hashCapability(token)).toBe(hash);
    }
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 2000 }, () => issueCapability('visit').token));
    expect(tokens.size).toBe(2000);
  });

  it('tell their kind from their prefix, and nothing from anything not shaped like a token', () => {
    for (const kind of KINDS) expect(capabilityKind(issueCapability(kind).token)).toBe(kind);
    const good = issueCapability('signing').token;
    for (const bad of [
      '',
      'sgn_',
      good.slice(0, -1),
      `${good}A`,
      `SGN_${good.slice(4)}`,
      `dsk_${good.slice(4)}`,
      `sgn-${good.slice(4)}`,
      `${good.slice(0, -1)}=`,
      `${good.slice(0, -1)}+`,
      `${good.slice(0, -1)}/`,
      `${good.slice(0, -1)}\n`,
      `sgn_${'é'.repeat(43)}`,
    ]) {
      expect(capabilityKind(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('check against a stored hash: the right token of the right kind only', () => {
    const signing = issueCapability('signing');
    const other = issueCapability('signing');
    expect(verifyCapability('signing', signing.token, signing.hash)).toBe(true);
    expect(verifyCapability('signing', other.token, signing.hash)).toBe(false);
    // The same random part under another kind's prefix is another token.
    const asVisit = `vst_${signing.token.slice(4)}`;
    expect(verifyCapability('visit', asVisit, signing.hash)).toBe(false);
    expect(verifyCapability('visit', asVisit, hashCapability(asVisit))).toBe(true);
    // A token of another kind is refused even when its hash is the stored one.
    expect(verifyCapability('upload', signing.token, signing.hash)).toBe(false);
    // Malformed input and malformed stored hashes are refusals, not throws.
    expect(verifyCapability('signing', 'sgn_short', hashCapability('sgn_short'))).toBe(false);
    expect(verifyCapability('signing', signing.token, '')).toBe(false);
    expect(verifyCapability('signing', signing.token, 'not hex')).toBe(false);
    expect(verifyCapability('signing', signing.token, signing.hash.slice(0, 62))).toBe(false);
  });

  it('are redacted from any text, keeping their kind', () => {
    const s = issueCapability('signing').token;
    const u = issueCapability('upload').token;
    const v = issueCapability('visit').token;
    const text = `GET /sign/${s}?x=1 then /r/q3-pack/${u}, header x-visit-token: ${v}; ${v}`;
    const out = redactCapabilities(text);
    for (const token of [s, u, v]) expect(out).not.toContain(token.slice(4, 24));
    expect(out).toBe(
      'GET /sign/sgn_[redacted]?x=1 then /r/q3-pack/upl_[redacted], header x-visit-token: vst_[redacted]; vst_[redacted]',
    );
    // Ids and words that merely start alike are left alone.
    expect(redactCapabilities('doc_abc sgn_up upload_x vst_1234 /docs')).toBe('doc_abc sgn_up upload_x vst_1234 /docs');
  });
});
