// Types of scripts/gen/docs.mjs for the TypeScript test suites.
type Spec = Record<string, any>;
export function contractCounts(spec: Spec): { operations: number; public: number; extensions: number; events: number };
export function renderCounts(spec: Spec): string;
export function renderOperationTable(spec: Spec): string;
export function spliceGenerated(text: string, name: string, content: string, file: string): string;
export function renderDocs(spec: Spec, read: (rel: string) => string): Record<string, string>;
