// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
// The API's types, generated once into packages/sdk/src/generated/api (tsconfig.base.json maps the name).
export type * from '@dossier/sdk/types';
