// Upload bodies built without holding the file in memory: a Blob (bytes, or a file on disk from fileFromPath) is
// sent as a Blob, composed with the multipart framing when there is one, so fetch reads it as it sends (and again
// for a retry); a stream (web ReadableStream, Node Readable, any async iterable) is sent as it comes, once.
// No Node import here: the SDK also runs in browsers.

/**
 * A file to upload: bytes in memory (`Uint8Array`, `Buffer`, `ArrayBuffer`), a `Blob`/`File` (`fileFromPath(path)`
 * gives one backed by the file on disk), a web `ReadableStream`, or a Node `Readable` (`fs.createReadStream`,
 * `process.stdin`) or any other async iterable of bytes. A stream is sent as it is read, so it can be sent once
 * only: an upload from a stream is not retried.
 */
export type Uploadable =
  | Blob
  | Uint8Array
  | ArrayBuffer
  | ReadableStream<Uint8Array>
  | AsyncIterable<Uint8Array | string>;

/** A file to send, normalised: replayable bytes (a Blob) or a stream that can be read once. */
export type FileBody =
  | { kind: 'blob'; blob: Blob; name?: string; type?: string }
  | { kind: 'stream'; stream: ReadableStream<Uint8Array>; name?: string; type?: string };

/** How an upload's body is made for each attempt, and whether there can be more than one attempt. */
export interface BodySource {
  make: () => BodyInit;
  /** False for a stream: it can be sent once only, so the call is not retried. */
  replayable: boolean;
  /** The content type to send with the body (a multipart one names its boundary). */
  contentType?: string;
}

const encoder = new TextEncoder();

export function toFileBody(file: Uploadable): FileBody {
  if (file instanceof Blob) {
    const name = typeof File !== 'undefined' && file instanceof File ? file.name : undefined;
    return { kind: 'blob', blob: file, name, type: file.type || undefined };
  }
  if (file instanceof ArrayBuffer || ArrayBuffer.isView(file))
    return { kind: 'blob', blob: new Blob([file as BlobPart]) };
  if (isWebStream(file)) return { kind: 'stream', stream: file };
  if (isAsyncIterable(file)) return { kind: 'stream', stream: iterableStream(file), name: pathName(file) };
  throw new TypeError(
    'upload: the file must be a Blob, bytes, a ReadableStream, or a Node Readable / async iterable of bytes',
  );
}

/** The body source of a raw upload: the file itself. */
export function rawSource(file: FileBody): BodySource {
  if (file.kind === 'blob') return { make: () => file.blob, replayable: true };
  return { make: once(file.stream), replayable: false };
}

/**
 * The body source of a `multipart/form-data` upload: the text `fields` first, then the `file` part with its file
 * name and type, framed by hand so the file part can be a stream.
 */
export function multipartSource(
  fields: Array<[string, string]>,
  file: FileBody,
  filename: string,
  type: string,
): BodySource {
  const boundary = `----dossier-${randomHex(12)}`;
  let head = '';
  for (const [name, value] of fields) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(name)}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${escapeName(filename)}"\r\nContent-Type: ${type}\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  if (file.kind === 'blob') {
    // A Blob of Blobs references its parts (one from fileFromPath stays on disk): nothing is copied, the length is
    // known (content-length), and each attempt reads it again.
    const body = new Blob([head, file.blob, tail]);
    return { make: () => body, replayable: true, contentType };
  }
  const reader = file.stream.getReader();
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(encoder.encode(head));
    },
    async pull(c) {
      const { done, value } = await reader.read();
      if (done) {
        c.enqueue(encoder.encode(tail));
        c.close();
      } else c.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { make: once(stream), replayable: false, contentType };
}

/** A raw request body for `request()`: a Blob or bytes are replayable, a stream is sent once; anything else is not a file. */
export function bodySourceOf(body: unknown): BodySource | undefined {
  if (body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body))
    return { make: () => body as BodyInit, replayable: true };
  if (isWebStream(body) || (isAsyncIterable(body) && typeof body !== 'string'))
    return rawSource(toFileBody(body as Uploadable));
  return undefined;
}

function isWebStream(v: unknown): v is ReadableStream<Uint8Array> {
  return typeof ReadableStream !== 'undefined' && v instanceof ReadableStream;
}

function isAsyncIterable(v: unknown): v is AsyncIterable<Uint8Array | string> {
  return (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as { [Symbol.asyncIterator]?: unknown })[Symbol.asyncIterator] === 'function'
  );
}

/** A web stream over an async iterable (a Node Readable), read a chunk at a time as fetch asks for more. */
function iterableStream(source: AsyncIterable<Uint8Array | string>): ReadableStream<Uint8Array> {
  let it: AsyncIterator<Uint8Array | string> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(c) {
      it ??= source[Symbol.asyncIterator]();
      const { done, value } = await it.next();
      if (done) c.close();
      else
        c.enqueue(
          typeof value === 'string'
            ? encoder.encode(value)
            : value instanceof Uint8Array
              ? value
              : new Uint8Array(value as ArrayBufferLike),
        );
    },
    async cancel() {
      await it?.return?.();
    },
  });
}

/** The base name of a Node fs.ReadStream's path, as the upload's file name. */
function pathName(source: object): string | undefined {
  const p = (source as { path?: unknown }).path;
  if (typeof p !== 'string' || !p) return undefined;
  return p.split(/[\\/]/).pop() || undefined;
}

/** A stream body can be handed to one attempt only: a second would send nothing. */
function once(stream: ReadableStream<Uint8Array>): () => BodyInit {
  let used = false;
  return () => {
    if (used) throw new TypeError('upload: a stream can be sent once only');
    used = true;
    return stream;
  };
}

/** As browsers and undici encode names in a multipart header: quotes and line breaks escaped. */
function escapeName(name: string): string {
  return name.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22');
}

function randomHex(bytes: number): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
