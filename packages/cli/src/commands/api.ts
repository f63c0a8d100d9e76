import { Args, Flags } from '@oclif/core';
import { BaseCommand } from '../base/command.js';
import { UsageError } from '../base/errors.js';
import {
  QUERY_METHODS,
  buildBody,
  buildQuery,
  parseField,
  parseHeader,
  parseMethod,
  splitPath,
  type Field,
} from '../shared/api/request.js';
import { openUploadArg } from '../shared/input.js';

interface ListPage {
  data: unknown[];
  nextCursor: string | null;
}

const isListPage = (v: unknown): v is ListPage =>
  typeof v === 'object' && v !== null && Array.isArray((v as ListPage).data) && 'nextCursor' in v;

const isJsonType = (type: string | null) =>
  !!type && /^application\/([\w.+-]*\+)?json\b/i.test(type.split(';')[0]!.trim());

// The response body is written as received (JSON pretty-printed, or under --json byte for byte, or shaped by
// --json=fields and --jq; anything else raw), so run() writes it itself and returns nothing for BaseCommand to print.
export default class Api extends BaseCommand<typeof Api, never> {
  static override summary = 'Make an authenticated request to the Dossier API';
  static override description =
    `Modelled on "gh api". The path is relative to the base URL, with or without the leading slash and the /api/v1 prefix.

Fields: -f key=value adds a string; -F key=value adds a typed value (true, false, null and numbers become JSON values; @file reads a file's contents, @- standard input). "key[]=v" appends to an array and "key[sub]=v" nests. Fields go to the query string for GET, DELETE, HEAD and OPTIONS (and whenever --input is used), and to a JSON body otherwise.

Output: the response body, pretty-printed when it is JSON and written as is otherwise (PDF, CSV). With --json, a JSON body is written exactly as received; --json=id,title keeps those fields of each item and --jq filters the body (or --paginate's merged list), as on every other command. A non-2xx answer prints the error to stderr and exits with the code below.`;

  static override examples = [
    '<%= config.bin %> api GET /me',
    '<%= config.bin %> api GET documents -f status=draft -F limit=10',
    '<%= config.bin %> api GET /documents --paginate',
    '<%= config.bin %> api GET /documents --jq ".data[].id"',
    '<%= config.bin %> api GET /documents --json=id,title',
    '<%= config.bin %> api POST /hooks -f url=https://example.com/h -f "events[]=envelope.completed"',
    '<%= config.bin %> api PATCH /documents/doc_123 -f title="New title" -F inLibrary=true',
    '<%= config.bin %> api POST /documents --input body.json',
    '<%= config.bin %> api POST /documents/upload --input contract.pdf -H "content-type: application/pdf" -H "x-filename: contract.pdf"',
    '<%= config.bin %> api GET /documents/doc_123/file > contract.pdf',
  ];

  static override args = {
    method: Args.string({ required: true, description: 'HTTP method: GET, POST, PUT, PATCH, DELETE, HEAD or OPTIONS' }),
    path: Args.string({ required: true, description: 'endpoint path, e.g. /documents or documents/doc_123' }),
  };

  static override flags = {
    'raw-field': Flags.string({ char: 'f', multiple: true, description: 'Add a string field (key=value).' }),
    field: Flags.string({ char: 'F', multiple: true, description: 'Add a typed field (key=value, key=@file).' }),
    header: Flags.string({ char: 'H', multiple: true, description: 'Add a request header ("name: value").' }),
    input: Flags.string({ description: 'Send this file as the request body ("-" for standard input).' }),
    paginate: Flags.boolean({
      description:
        'GET only: follow nextCursor and print every page\'s items as one { "data": [...], "nextCursor": null }.',
    }),
  };

  // Without a key the request goes out unauthenticated and the API answers 401 (exit 3), as for any other error.
  static override requiresKey = false;

  public async run(): Promise<undefined> {
    const method = parseMethod(this.args.method);
    const { path, query: pathQuery } = splitPath(this.args.path);
    if (this.flags.paginate && method !== 'GET') throw new UsageError('--paginate only works with GET');

    const fields: Field[] = [];
    for (const raw of this.flags['raw-field'] ?? []) fields.push(await parseField(raw, false));
    for (const raw of this.flags.field ?? []) fields.push(await parseField(raw, true));
    // Dossier.request() does not apply the client's defaultHeaders, so the user agent is set here.
    const headers: Record<string, string> = { 'user-agent': this.userAgent };
    for (const raw of this.flags.header ?? []) {
      const [name, value] = parseHeader(raw);
      headers[name] = value;
    }

    let body: unknown;
    let queryFields: Field[] = [];
    if (this.flags.input !== undefined) {
      // Streamed as it is sent (a file from disk, or standard input), never read whole.
      body = (await openUploadArg(this.flags.input, '--input')).body;
      headers['content-type'] ??= 'application/json';
      queryFields = fields;
    } else if (QUERY_METHODS.has(method)) {
      queryFields = fields;
    } else if (fields.length > 0) {
      body = buildBody(fields);
    }
    const query = buildQuery(pathQuery, queryFields);

    if (this.flags.paginate) {
      await this.paginate(path, query, headers);
      return;
    }

    const client = await this.client();
    const res = await this.spin(`${method} ${path}`, () =>
      client.request(method, path, { query, body, headers }, { maxRetries: this.flags['max-retries'] }),
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length === 0) return;
    const type = res.headers.get('content-type');
    if (isJsonType(type) || type === null) {
      const text = bytes.toString('utf8');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        this.writeRaw(bytes, type);
        return;
      }
      if (this.shapesJson) await this.emitJson(parsed);
      else if (this.jsonOutput) this.out(text);
      else this.printJson(parsed);
      return;
    }
    this.writeRaw(bytes, type);
  }

  /** A body that is not JSON, as received; --jq and --json=fields have nothing to work on, and say so. */
  private writeRaw(bytes: Buffer, type: string | null): void {
    this.out(bytes);
    if (this.shapesJson)
      process.stderr.write(
        `--jq and --json=fields apply to JSON answers; this one (${type ?? 'no content type'}) was written as it is\n`,
      );
  }

  /** Follows nextCursor (stopping if a cursor comes back twice) and prints the items of every page as one list. */
  private async paginate(
    path: string,
    query: Record<string, string | string[]>,
    headers: Record<string, string>,
  ): Promise<void> {
    const client = await this.client();
    const items: unknown[] = [];
    const seen = new Set<string>();
    let cursor: string | undefined;
    const output = await this.spin(`GET ${path}`, async (spinner): Promise<unknown> => {
      for (let page = 1; ; page++) {
        spinner.text = `GET ${path} (page ${page}, ${items.length} items so far)`;
        const q = cursor === undefined ? query : { ...query, cursor };
        const res = await client.request('GET', path, { query: q, headers }, { maxRetries: this.flags['max-retries'] });
        const text = await res.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          throw new Error(`--paginate: ${path} did not answer JSON`);
        }
        if (!isListPage(parsed)) {
          // Not a paginated list (e.g. GET /hooks answers every endpoint at once): print it as it is.
          if (page === 1) return parsed;
          throw new Error(`page ${page} of ${path} is not a list page (no data array and nextCursor)`);
        }
        items.push(...parsed.data);
        const next = parsed.nextCursor;
        if (typeof next !== 'string' || next === '' || seen.has(next)) return { data: items, nextCursor: null };
        seen.add(next);
        cursor = next;
      }
    });
    await this.emitJson(output);
  }
}
