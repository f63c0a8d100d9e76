// The matrix script from CommonJS: the SDK by `require` (its CommonJS build), the shared check imported.
const sdk = require('@dossier/sdk');

import('./check.mjs')
  .then(({ check }) => check(sdk, JSON.parse(process.env.DOSSIER_MATRIX)))
  .then((out) => console.log(JSON.stringify({ ...out, required: typeof require('@dossier/sdk/node').fileFromPath })))
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
