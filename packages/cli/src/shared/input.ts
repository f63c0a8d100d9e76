// Reading standard input and files named on the command line.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Uploadable } from '@dossier/sdk';
import { fileFromPath } from '@dossier/sdk/node';
import { UsageError } from '../base/errors.js';

/** All of standard input. */
export async function readStdin(): Promise<string> {
  return (await readStdinBytes()).toString('utf8');
}

export async function readStdinBytes(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** A file's bytes, or standard input's for `-`; an unreadable file is a usage error (exit 2). */
export async function readFileArg(file: string, what: string): Promise<Buffer> {
  if (file === '-') return readStdinBytes();
  try {
    return await fs.readFile(file);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`${what}: cannot read ${file}${code ? ` (${code})` : ''}`);
  }
}

/** A file to upload, opened to be read as it is sent, never read whole into memory. */
export interface UploadArg {
  /** A File backed by the file on disk (read again if the call is retried), or standard input (a stream, sent once). */
  body: Uploadable;
  /** Its size in bytes; unknown for standard input. */
  size: number | undefined;
}

/** FILE for an upload, or standard input for `-`; a file that cannot be opened is a usage error (exit 2). */
export async function openUploadArg(file: string, what: string): Promise<UploadArg> {
  if (file === '-') return { body: process.stdin, size: undefined };
  try {
    const body = await fileFromPath(file);
    return { body, size: body.size };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(
      `${what}: cannot read ${file}${code === 'ENOTFILE' ? ' (not a regular file)' : code ? ` (${code})` : ''}`,
    );
  }
}

/** A text file given with a flag (`-` for standard input), as UTF-8. */
export async function readTextArg(file: string, flag: string): Promise<string> {
  return (await readFileArg(file, flag)).toString('utf8');
}

/** A JSON file given with a flag (`-` for standard input); a file that is not JSON is a usage error (exit 2). */
export async function readJsonArg(file: string, flag: string): Promise<unknown> {
  const text = await readTextArg(file, flag);
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    throw new UsageError(
      `${flag}: ${file === '-' ? 'standard input' : file} is not valid JSON (${(err as Error).message})`,
    );
  }
}

/** The file name to record for FILE: the one given (--filename), else its base name; none for standard input. */
export function fileName(file: string, given?: string): string | undefined {
  return given ?? (file === '-' ? undefined : path.basename(file));
}
