// Just enough DER to write and read a CMS SignedData: tag-length-value encoding, a reader of one element and its
// children, and the object identifiers the seal uses. Buffers throughout (node:crypto hashes and signs them).

export const OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  sha256: '2.16.840.1.101.3.4.2.1',
  sha384: '2.16.840.1.101.3.4.2.2',
  sha512: '2.16.840.1.101.3.4.2.3',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
} as const;

export const TAG = {
  integer: 0x02,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  sequence: 0x30,
  set: 0x31,
  context0: 0xa0,
  context1: 0xa1,
} as const;

function lengthBytes(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const out: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) out.unshift(v & 0xff);
  return Buffer.from([0x80 | out.length, ...out]);
}

/** One element: tag, DER length, contents. */
export function tlv(tag: number, ...contents: Buffer[]): Buffer {
  const body = contents.length === 1 ? contents[0]! : Buffer.concat(contents);
  return Buffer.concat([Buffer.from([tag]), lengthBytes(body.length), body]);
}

export const seq = (...items: Buffer[]): Buffer => tlv(TAG.sequence, ...items);
/** A DER SET OF: its elements sorted by their encodings. */
export const setOf = (...items: Buffer[]): Buffer => tlv(TAG.set, ...[...items].sort(Buffer.compare));
export const octets = (b: Buffer): Buffer => tlv(TAG.octetString, b);
export const int = (n: number): Buffer => tlv(TAG.integer, Buffer.from([n]));
export const derNull = (): Buffer => Buffer.from([TAG.null, 0]);

export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const out: number[] = [parts[0]! * 40 + parts[1]!];
  for (const p of parts.slice(2)) {
    const bytes: number[] = [p & 0x7f];
    for (let v = Math.floor(p / 128); v > 0; v = Math.floor(v / 128)) bytes.unshift((v & 0x7f) | 0x80);
    out.push(...bytes);
  }
  return tlv(TAG.oid, Buffer.from(out));
}

/** An element read from DER: its tag, where its whole encoding and its contents lie in `buf`. */
export interface Node {
  tag: number;
  buf: Buffer;
  start: number;
  contentStart: number;
  end: number;
}

export class DerError extends Error {}

export function read(buf: Buffer, start = 0, limit = buf.length): Node {
  if (start + 2 > limit) throw new DerError('truncated element');
  const tag = buf[start]!;
  if ((tag & 0x1f) === 0x1f) throw new DerError('multi-byte tags are not supported');
  let len = buf[start + 1]!;
  let contentStart = start + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    if (n === 0 || n > 4) throw new DerError('unsupported length');
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[contentStart + i]!;
    contentStart += n;
  }
  const end = contentStart + len;
  if (end > limit) throw new DerError('element runs past its parent');
  return { tag, buf, start, contentStart, end };
}

export function children(node: Node): Node[] {
  const out: Node[] = [];
  for (let at = node.contentStart; at < node.end; ) {
    const child = read(node.buf, at, node.end);
    out.push(child);
    at = child.end;
  }
  return out;
}

export const whole = (n: Node): Buffer => n.buf.subarray(n.start, n.end);
export const contents = (n: Node): Buffer => n.buf.subarray(n.contentStart, n.end);

export function oidString(n: Node): string {
  if (n.tag !== TAG.oid) throw new DerError('expected an object identifier');
  const b = contents(n);
  const parts = [Math.floor(b[0]! / 40), b[0]! % 40];
  let v = 0;
  for (let i = 1; i < b.length; i++) {
    v = v * 128 + (b[i]! & 0x7f);
    if (!(b[i]! & 0x80)) {
      parts.push(v);
      v = 0;
    }
  }
  return parts.join('.');
}

/** Issuer name and serial number (their DER) and subject common name of an X.509 certificate's DER. */
export function certificateParts(certDer: Buffer): {
  issuer: Buffer;
  serial: Buffer;
  subjectCommonName: string | null;
} {
  const tbs = children(read(certDer))[0]!;
  const fields = children(tbs);
  const i = fields[0]!.tag === TAG.context0 ? 1 : 0; // [0] version is optional
  const serial = whole(fields[i]!);
  const issuer = whole(fields[i + 2]!);
  const subject = fields[i + 4]!;
  let subjectCommonName: string | null = null;
  for (const rdn of children(subject)) {
    for (const atv of children(rdn)) {
      const [type, value] = children(atv);
      if (type && value && oidString(type) === OID.commonName) subjectCommonName = contents(value).toString('utf8');
    }
  }
  return { issuer, serial, subjectCommonName };
}
