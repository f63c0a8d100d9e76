// The body of a document, given with --markdown FILE, --html FILE or --doc-json FILE (`-` for standard input).
import { Flags } from '@oclif/core';
import type { DocContent } from '@dossier/sdk';
import { UsageError } from '../../base/errors.js';
import { readJsonArg, readTextArg } from '../input.js';

export const BODY_FLAGS = ['markdown', 'html', 'doc-json'] as const;

/** The three body flags; each excludes the others (and whatever else `exclusive` names). */
export function bodyFlags(verb: string, exclusive: string[] = []) {
  const others = (self: string) => [...BODY_FLAGS.filter((f) => f !== self), ...exclusive];
  return {
    markdown: Flags.string({
      description: `${verb} this Markdown file ("-" for standard input).`,
      exclusive: others('markdown'),
    }),
    html: Flags.string({ description: `${verb} this HTML file ("-" for standard input).`, exclusive: others('html') }),
    'doc-json': Flags.string({
      description: `${verb} this document JSON file (the "type": "doc" tree, as "documents get --content" prints it; "-" for standard input).`,
      exclusive: others('doc-json'),
    }),
  };
}

export interface BodyFlagValues {
  markdown?: string;
  html?: string;
  'doc-json'?: string;
}

export type Body = { markdown: string } | { html: string } | { content: DocContent };

/** The body fields for the request, read from the one body flag given (undefined when none was). */
export async function readBody(flags: BodyFlagValues): Promise<Body | undefined> {
  if (flags.markdown !== undefined) return { markdown: await readTextArg(flags.markdown, '--markdown') };
  if (flags.html !== undefined) return { html: await readTextArg(flags.html, '--html') };
  if (flags['doc-json'] !== undefined) {
    const content = await readJsonArg(flags['doc-json'], '--doc-json');
    if (typeof content !== 'object' || content === null || (content as { type?: unknown }).type !== 'doc') {
      throw new UsageError('--doc-json: expected a document tree, a JSON object with "type": "doc"');
    }
    return { content: content as DocContent };
  }
  return undefined;
}

/** Conversion warnings of a create or update, one per line on stderr. */
export function warningLines(warnings: readonly string[] | undefined): string[] {
  return (warnings ?? []).map((w) => `Warning: ${w}`);
}
