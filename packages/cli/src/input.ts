// Reading standard input and files named on the command line.
import fs from 'node:fs/promises';
import { UsageError } from './errors.js';

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
