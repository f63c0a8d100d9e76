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
/** The layers of server/src, lowest first (a folder, or a top file ending in .ts; 'domains' for every domain). */
export const LAYER_ORDER: readonly (readonly string[])[];
export const LAYERS: ReadonlySet<string>;
/** What a domain offers other domains: its index.ts, actions/*.ts and tables.ts (a path relative to server/src). */
export const DOMAIN_SURFACE: RegExp;
/** Files allowed to import up the order, each with its reason. */
export const LAYER_EXCEPTIONS: ReadonlyMap<string, string>;
/** A file's level (its index in LAYER_ORDER), its path relative to server/src. */
export function levelOf(rel: string): number;
export function importsOf(source: string): string[];
export function checkImports(files: SourceFile[], exceptions?: ReadonlyMap<string, string>): Violation[];
export function readSources(root: string): SourceFile[];
export interface QueryViolation {
  file: string;
  line: number;
  rule: string;
}
/** Files (relative to server/src) allowed to build queries outside a repository, with the reason. */
export const QUERY_EXCEPTIONS: ReadonlyMap<string, string>;
export function checkQueries(files: SourceFile[], exceptions?: ReadonlyMap<string, string>): QueryViolation[];
export interface ActionViolation {
  file: string;
  line: number;
  /** The exported function's name. */
  name: string;
  rule: string;
}
/** The exported functions of action files (<domain>/actions/*.ts) not taking (s: Services, ctx, input) with a declared return type. */
export function checkActions(files: SourceFile[]): ActionViolation[];
/** A parameter list's text split on its top-level commas, each parameter with its whitespace collapsed. */
export function parametersOf(list: string): string[];
