// Compiled by exact-optional.test.ts with `exactOptionalPropertyTypes`, as an application may be: the README's
// constructor (process.env values are `string | undefined`) and per-call options built from optional values.
import { Dossier, type ClientOptions, type RequestOptions } from '../../src/index.js';

const dossier = new Dossier({
  apiKey: process.env.DOSSIER_API_KEY, // dsk_…
  baseUrl: process.env.DOSSIER_BASE_URL,
});

const env = (name: string): number | undefined => (process.env[name] ? Number(process.env[name]) : undefined);
const options: ClientOptions = {
  apiKey: process.env.DOSSIER_API_KEY,
  baseUrl: undefined,
  maxRetries: env('RETRIES'),
  timeout: env('TIMEOUT'),
  maxRetryDelay: undefined,
  fetch: undefined,
  defaultHeaders: undefined,
};
const perCall: RequestOptions = {
  maxRetries: env('RETRIES'),
  timeout: undefined,
  signal: undefined,
  headers: undefined,
};

export const uses = [
  dossier,
  new Dossier(options),
  dossier.documents.list({ limit: 10 }, perCall),
  dossier.uploads.retrieve('q3-pack', { requestToken: process.env.REQUEST_TOKEN }),
];
