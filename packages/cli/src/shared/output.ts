// Where a command's result goes: standard output, or a file given with --output (written to a temporary file
// next to it and renamed into place on success, so a failed export never leaves a truncated file behind).
import fs from 'node:fs';
import path from 'node:path';
import { UsageError } from '../base/errors.js';

export interface Sink {
  /** Writes bytes or text as they are (no newline added). */
  write(chunk: string | Uint8Array): void;
  /** Finishes the output: the file, if any, gets its final name. */
  close(): void;
  /** Gives up: the temporary file, if any, is removed. */
  abort(): void;
  /** The file written to, or undefined for standard output. */
  readonly file: string | undefined;
}

/** A sink for `--output FILE` (`-` or no file: standard output). */
export function openSink(file: string | undefined): Sink {
  if (file === undefined || file === '-') {
    return { file: undefined, write: (chunk) => void process.stdout.write(chunk), close: () => {}, abort: () => {} };
  }
  const target = path.resolve(file);
  const dir = path.dirname(target);
  if (!fs.existsSync(dir)) throw new UsageError(`--output: the directory ${dir} does not exist`);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory())
    throw new UsageError(`--output: ${file} is a directory`);
  const tmp = path.join(dir, `.${path.basename(target)}.${process.pid}.tmp`);
  let fd: number;
  try {
    fd = fs.openSync(tmp, 'w', 0o644);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw new UsageError(`--output: cannot write ${file}${code ? ` (${code})` : ''}`);
  }
  let open = true;
  return {
    file: target,
    write(chunk) {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      for (let off = 0; off < buf.length; ) off += fs.writeSync(fd, buf, off, buf.length - off);
    },
    close() {
      if (!open) return;
      open = false;
      fs.closeSync(fd);
      fs.renameSync(tmp, target);
    },
    abort() {
      if (!open) return;
      open = false;
      fs.closeSync(fd);
      fs.rmSync(tmp, { force: true });
    },
  };
}
