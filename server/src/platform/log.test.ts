import { describe, expect, it } from 'vitest';
import { issueCapability } from '../auth/capability.js';
import { redactingLogger } from './log.js';

type Serializers = {
  req: (r: object) => { url?: string };
  err: (e: Error) => { message: string; stack: string; code?: string };
};

describe('the redacting logger', () => {
  const token = issueCapability('upload').token;
  const { serializers } = redactingLogger({ level: 'info' }) as unknown as { serializers: Serializers };

  it('redacts tokens from a request URL and from an error message and stack', () => {
    expect(serializers.req({ method: 'GET', url: `/r/q3-pack/${token}?x=1` }).url).toBe(
      '/r/q3-pack/upl_[redacted]?x=1',
    );
    const err = Object.assign(new Error(`no upload ${token}`), { code: 'E_X' });
    const out = serializers.err(err);
    expect(out).toMatchObject({ type: 'Error', message: 'no upload upl_[redacted]', code: 'E_X' });
    expect(out.stack).toContain('no upload upl_[redacted]');
    expect(JSON.stringify(out)).not.toContain(token.slice(4));
  });

  it('keeps a disabled logger disabled, and serializers the caller gave', () => {
    expect(redactingLogger(false)).toBe(false);
    expect(redactingLogger(undefined)).toBe(false);
    const own = (r: object) => ({ own: r });
    expect(
      (redactingLogger({ serializers: { req: own as never } }) as { serializers: { req: unknown; err: unknown } })
        .serializers,
    ).toMatchObject({ req: own, err: serializers.err });
  });
});
