// The matrix script as an ES module (Node `import`, Deno, Bun): the configuration in DOSSIER_MATRIX, the answer
// as one JSON line.
import * as sdk from '@dossier/sdk';
import { check } from './check.mjs';

const env = globalThis.Deno ? globalThis.Deno.env.toObject() : process.env;
console.log(JSON.stringify(await check(sdk, JSON.parse(env.DOSSIER_MATRIX))));
