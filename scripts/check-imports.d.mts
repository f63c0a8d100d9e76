// Types of scripts/check-imports.mjs for the TypeScript test suites.
export interface SourceFile {
  /** Relative to server/src, '/' separators. */
  path: string;
  source: string;
}
export interface Violation {
  file: string;
  imports: string;
  rule: string;
}
export const LAYERS: ReadonlySet<string>;
export const DOMAIN_FREE: ReadonlySet<string>;
export function importsOf(source: string): string[];
export function checkImports(files: SourceFile[]): Violation[];
export function readSources(root: string): SourceFile[];
export interface QueryViolation {
  file: string;
  line: number;
  rule: string;
}
/** Files (relative to server/src) allowed to build queries outside a repository, with the reason. */
export const QUERY_EXCEPTIONS: ReadonlyMap<string, string>;
export function checkQueries(files: SourceFile[], exceptions?: ReadonlyMap<string, string>): QueryViolation[];
