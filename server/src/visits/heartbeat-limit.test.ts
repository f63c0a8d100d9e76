// Heartbeats are counted by the public rate limit (in memory; on PostgreSQL shared through the database in
// batches): over the limit, a 429 with retry-after, on the real database of the run.
import { describe, expect, it } from 'vitest';
import { makeKit, makeLink, mdDoc, start } from './test-kit.js';

describe('a public call over the limit', () => {
  it("a visit token's fourth heartbeat in a minute is a 429 with retry-after (RATE_LIMIT_PER_MINUTE=3)", async () => {
    const k = await makeKit({ RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const documentId = await mdDoc(k, 'Limited deck', '# One\n\nA.');
      const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false });
      const v = await start(k, link.slug);
      expect(v.status).toBe(201);
      const beat = () =>
        k.t.app.inject({
          method: 'POST',
          url: `/api/v1/public/visits/${v.visitId}/heartbeats`,
          headers: { 'x-visit-token': v.token },
          payload: { documentId, sections: [{ index: 0, visibleMs: 10 }] },
        });
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await beat()).statusCode);
      expect(codes).toEqual([204, 204, 204]);
      const limited = await beat();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().code).toBe('rate_limited');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await k.t.close();
    }
  });
});
