// Renders packages/sdk/src/generated/resources.gen.ts: one class per resource (and sub-resource) named by each
// operation's `x-sdk` (e.g. `documents.versions.list`), each method calling the hey-api operation of that name.
import { pascal, walkOperations } from './spec-walk.mjs';

export function renderResources(spec) {
  const ops = walkOperations(spec);
  const tree = { children: new Map(), methods: [] };
  for (const o of ops) {
    if (!o.sdk) throw new Error(`${o.operationId} has no x-sdk name`);
    const parts = o.sdk.split('.');
    const method = parts.pop();
    let node = tree;
    for (const p of parts) {
      if (!node.children.has(p)) node.children.set(p, { children: new Map(), methods: [] });
      node = node.children.get(p);
    }
    node.methods.push({ name: method, op: o });
  }

  const classes = [];
  const render = (node, name) => {
    const lines = [`export class ${name} extends APIResource {`];
    for (const [child, sub] of node.children) {
      const cls = name === 'Resources' ? pascal(child) : name + pascal(child);
      render(sub, cls);
      lines.push(`  readonly ${child}: ${cls} = new ${cls}(this._client);`);
    }
    for (const { name: m, op } of node.methods) lines.push(...renderMethod(m, op));
    lines.push('}', '');
    classes.push(lines.join('\n'));
  };
  render(tree, 'Resources');

  return [
    `import type * as T from './api/types.gen.js';`,
    `import { APIResource, withHeader, type APIPromise, type PagePromise, type RequestOptions, type RequestTokenOptions, type Uploadable, type UploadParams, type VisitCredentials, type WithRequestId } from '../core.js';`,
    '',
    ...classes,
  ].join('\n');
}

function renderMethod(name, o) {
  const P = pascal(o.operationId);
  const data = `T.${P}Data`;
  // A visit-token operation takes the visit as one credential object { visitId, token } (the answer of
  // viewer.start fits as is) in place of its visitId; the token travels in x-visit-token.
  const visit = o.auth === 'visitToken';
  const args = o.pathParams.map((p) => (visit && p === 'visitId' ? 'visit: VisitCredentials' : `${p}: string`));
  const pathValues = o.pathParams.map((p) => (visit && p === 'visitId' ? 'visitId: visit.visitId' : p));
  const callPath = o.pathParams.length ? `path: { ${pathValues.join(', ')} }` : null;
  const optionsType = o.auth === 'requestToken' ? 'RequestTokenOptions' : 'RequestOptions';
  const sendOptions = visit
    ? "withHeader(options, 'x-visit-token', visit.token)"
    : o.auth === 'requestToken'
      ? "withHeader(options, 'x-request-token', options?.requestToken)"
      : 'options';
  const parts = [callPath];
  const doc = [`  /**`, `   * ${o.summary}`, `   *`, `   * \`${o.method} ${o.path}\` (${o.operationId})`, `   */`];
  if (o.uploadBody) {
    const extra = [
      o.formFields?.length ? `Omit<${data}['body'], 'file'>` : null,
      o.queryParams.length ? `NonNullable<${data}['query']>` : null,
    ].filter(Boolean);
    const params = ['UploadParams', ...extra].join(' & ');
    const required = o.requiredQuery.length > 0;
    args.push('file: Uploadable', required ? `params: ${params}` : `params?: ${params}`, `options?: ${optionsType}`);
    const form = o.formFields ? `form: ${JSON.stringify(o.formFields)}` : null;
    return [
      ...doc,
      `  ${name}(${args.join(', ')}): APIPromise<T.${P}Response> {`,
      `    return this._client._upload('${o.operationId}', { ${[callPath, 'file', 'params', form].filter(Boolean).join(', ')} }, ${sendOptions});`,
      '  }',
      '',
    ];
  }
  if (o.jsonBody) {
    args.push(o.bodyRequired ? `body: ${data}['body']` : `body?: ${data}['body']`);
    parts.push('body');
  }
  const fileArgs = [...args];
  if (o.queryParams.length) {
    // An operation that answers JSON or a file by `format`: the JSON method cannot ask for the file.
    const query = o.mixedResponse ? `Omit<NonNullable<${data}['query']>, 'format'>` : `${data}['query']`;
    args.push(`query?: ${query}`);
    fileArgs.push(`query?: ${data}['query']`);
    parts.push('query');
  }
  args.push(`options?: ${optionsType}`);
  fileArgs.push(`options?: ${optionsType}`);
  const call = `{ ${parts.filter(Boolean).join(', ')} }`;
  if (o.binaryResponse) {
    return [
      ...doc,
      `  ${name}(${args.join(', ')}): Promise<Response> {`,
      `    return this._client._download('${o.operationId}', ${call}, ${sendOptions});`,
      '  }',
      '',
    ];
  }
  const out = [];
  if (o.paginated) {
    out.push(
      ...doc,
      `  ${name}(${args.join(', ')}): PagePromise<T.${P}Response['data'][number], WithRequestId<T.${P}Response>> {`,
      `    return this._client._list('${o.operationId}', ${call}, ${sendOptions});`,
      '  }',
      '',
    );
  } else {
    const ret = o.noContent ? 'void' : `T.${P}Response`;
    // An operation outside /api/v1 (the health probes) is called at the base URL's origin.
    const extra = o.base === 'origin' ? ', { baseUrl: this._client.origin }' : '';
    out.push(
      ...doc,
      `  ${name}(${args.join(', ')}): APIPromise<${ret}> {`,
      `    return this._client._call('${o.operationId}', ${call}, ${sendOptions}${extra});`,
      '  }',
      '',
    );
  }
  if (o.mixedResponse) {
    out.push(
      `  /** ${o.summary}, as a file (\`format\` other than json); the raw Response. */`,
      `  ${name}File(${fileArgs.join(', ')}): Promise<Response> {`,
      `    return this._client._download('${o.operationId}', ${call}, ${sendOptions});`,
      '  }',
      '',
    );
  }
  return out;
}
