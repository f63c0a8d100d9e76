// Files the API answers (exports, stored files): streamed into a sink (output.ts), so a file given with -o only
// appears, under its final name, once every byte has arrived.
import { UsageError } from '../base/errors.js';
import { openSink } from './output.js';

export interface Saved {
  /** The file written, or undefined for standard output. */
  file: string | undefined;
  bytes: number;
  contentType: string | null;
  /** The file name the server suggested in content-disposition, if any. */
  suggestedName: string | undefined;
}

/** The file name in a content-disposition header (filename* preferred), if any. */
export function dispositionFilename(header: string | null): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  return plain ? (plain[1] ?? plain[2])!.replace(/\\(.)/g, '$1') : undefined;
}

/**
 * Refuses (exit 2) to write bytes that are not text to a terminal: `-o -` is for pipes and redirections.
 * Checked before anything is requested.
 */
export function checkBinaryTarget(output: string, binary: boolean, what: string): void {
  if (output === '-' && binary && process.stdout.isTTY) {
    throw new UsageError(
      `refusing to write ${what} to the terminal`,
      'Redirect standard output (-o - > file) or pass -o FILE.',
    );
  }
}

/**
 * Opens `output` (`-` for standard output) before `fetch` runs, so a bad path fails with exit 2 before anything is
 * requested; then streams the response into it. On any failure the partial file is removed.
 */
export async function download(
  output: string,
  fetch: () => Promise<Response>,
  onProgress?: (bytes: number) => void,
): Promise<Saved> {
  const sink = openSink(output);
  try {
    const res = await fetch();
    let bytes = 0;
    if (res.body) {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        sink.write(chunk);
        bytes += chunk.length;
        onProgress?.(bytes);
      }
    }
    sink.close();
    return {
      file: sink.file,
      bytes,
      contentType: res.headers.get('content-type'),
      suggestedName: dispositionFilename(res.headers.get('content-disposition')),
    };
  } catch (err) {
    sink.abort();
    throw err;
  }
}
