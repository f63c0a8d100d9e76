// Types of scripts/check-breaking.mjs for the TypeScript test suites.
export interface Break {
  /** Where in the (client's view of the) spec, path segments joined with ' › '. */
  where: string;
  what: string;
  /** The rule it breaks (spec/CONVENTIONS.md, "Compatibility"). */
  rule: string;
}
export const RELEASED: string;
export function parseVersion(v: string): [number, number, number];
export function compareVersions(a: string, b: string): number;
export function baselines(dir?: string): { version: string; file: string }[];
export function breakingChanges(before: object, after: object, notes?: { where: string; what: string }[]): Break[];
export function declaredBreaks(changes: string): Set<string>;
export function check(
  after: object,
  opts?: { dir?: string; changes?: string },
): { baseline: string; breaks: Break[]; allowed: boolean; reason: string };
