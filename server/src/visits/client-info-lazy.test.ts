// What the viewer needs only now and then is loaded when first needed, not when the server starts: the GeoIP
// database (~100 MB in memory) on the first visit, fontkit (~0.6 s to load) on the first stamp, yazl on the
// first zip.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeKit, makeLink, mdDoc, start, type Kit } from './test-kit.js';

const loadedAny = (part: string) => Object.keys(createRequire(import.meta.url).cache).some((k) => k.includes(part));
const loaded = () => loadedAny('/geoip-lite/');
let k: Kit;
beforeAll(async () => {
  k = await makeKit();
});
afterAll(() => k.t.close());

it('an app that has started has not read the GeoIP database, fontkit or yazl; the first visit reads the database', async () => {
  expect([loaded(), loadedAny('/@pdf-lib/fontkit/'), loadedAny('/yazl/')]).toEqual([false, false, false]);
  // (Creating an authored document lays it out, which loads fontkit: that is the documents domain's own cost.)
  const documentId = await mdDoc(k, 'Geo', '# A\n\nB.');
  const link = await makeLink(k, { documentId, requireEmail: false, notifyOnView: false });
  expect(loaded()).toBe(false);
  const v = await start(k, link.slug);
  expect(v.status).toBe(201);
  expect(loaded()).toBe(true);
});
