// The GeoIP database (~100 MB in memory) is read on the first visit, not when the server starts.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeKit, makeLink, mdDoc, start, type Kit } from './test-kit.js';

const loaded = () => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes('/geoip-lite/'));
let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

it('an app that has started has not read the GeoIP database; the first visit does', async () => {
  expect(loaded()).toBe(false);
  const documentId = await mdDoc(k, 'Geo', '# A\n\nB.');
  const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false });
  expect(loaded()).toBe(false);
  const v = await start(k, link.slug);
  expect(v.status).toBe(201);
  expect(loaded()).toBe(true);
});
