// This file is generated from spec/openapi.yaml by scripts/generate.mjs. Do not edit.
/** The version of the contract (spec/openapi.yaml `info.version`) this code was generated from. */
export const apiVersion = "1.1.0";

/** A deprecated part: announced on `since`, switched off on `sunset` (dates), its entry in spec/CHANGES.md. */
export interface Deprecated {
  readonly since: string;
  readonly sunset: string;
  readonly replacement?: string;
  readonly anchor: string;
}

export interface OperationDeprecations {
  readonly operation?: Deprecated;
  /** By parameter name (query, header or path). */
  readonly parameters?: Readonly<Record<string, Deprecated>>;
  /** By top-level field of the JSON body. */
  readonly fields?: Readonly<Record<string, Deprecated>>;
}

/** Every deprecated operation, parameter and body field, by operationId. */
export const deprecations: Readonly<Record<string, OperationDeprecations>> = {};
