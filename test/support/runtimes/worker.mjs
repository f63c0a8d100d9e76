// The matrix script as a Cloudflare Worker (bundled by esbuild for workerd): the configuration from a binding,
// the answer as the response.
import * as sdk from '@dossier/sdk';
import { check } from './check.mjs';

export default {
  async fetch(_request, env) {
    try {
      return Response.json(await check(sdk, JSON.parse(env.DOSSIER_MATRIX)));
    } catch (err) {
      return Response.json({ error: `${err?.name}: ${err?.message}` }, { status: 500 });
    }
  },
};
