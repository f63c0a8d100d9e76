// The API reference's code samples, made at build time: each operation of spec/dist/openapi.json gets an
// `x-codeSamples` list the reference page shows beside it — the SDK call (its method and arguments read from
// packages/sdk/src/generated/resources.gen.ts) and the CLI command (the command under packages/cli/src/commands
// that calls that SDK method, with its first example; `dossier api` where no command does), then curl.
import fs from 'node:fs';
import path from 'node:path';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** operationId → the SDK method's parameter list, from the generated facade. */
function sdkSignatures(resources) {
  const out = new Map();
  const re = /\n {2}(\w+)\(([^)]*)\)[^{]*\{\n\s+return this\._client\._\w+\('(\w+)'/g;
  for (const m of resources.matchAll(re)) out.set(m[3], splitTopLevel(m[2]));
  return out;
}

/** A parameter list split at its top-level commas (not those inside `Omit<A, 'b'>`). */
function splitTopLevel(list) {
  const out = [];
  let depth = 0;
  let cur = '';
  for (const ch of list) {
    if (ch === '<') depth++;
    if (ch === '>') depth--;
    if (ch === ',' && depth === 0) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/** SDK path (documents.versions.list) → the CLI commands that call it: { name, examples, calls }. */
function cliCommands(dir) {
  const byCall = new Map();
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        const src = fs.readFileSync(f, 'utf8');
        const name = path.relative(dir, f).replace(/\.ts$/, '').split(path.sep).join(' ');
        const calls = [...new Set([...src.matchAll(/client\.([a-zA-Z.]+)\(/g)].map((m) => m[1]))];
        const block = /static override examples = \[([\s\S]*?)\];/.exec(src)?.[1] ?? '';
        const examples = [...block.matchAll(/'((?:[^'\\]|\\.)*)'/g)].map((m) =>
          m[1].replace(/<%= config\.bin %>/g, 'dossier').replace(/\\'/g, "'"),
        );
        for (const c of calls) {
          if (!byCall.has(c)) byCall.set(c, []);
          byCall.get(c).push({ name, examples, calls: calls.length });
        }
      }
    }
  };
  walk(dir);
  return byCall;
}

const js = (v) => JSON.stringify(v, null, 2).replace(/\n/g, '\n');

function exampleOf(media) {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first?.value;
}

function sdkSample(op, sdkPath, params, pathParams) {
  const args = [];
  for (const p of params) {
    const [rawName, type = ''] = p.split(':').map((s) => s.trim());
    const name = rawName.replace('?', '');
    const optional = rawName.endsWith('?');
    if (name === 'options') continue;
    if (pathParams[name] !== undefined) args.push(`'${pathParams[name]}'`);
    else if (type.includes('VisitCredentials'))
      args.push(`{ visitId: '${pathParams.visitId ?? 'view_…'}', token: visitToken }`);
    else if (name === 'params') {
      // An upload's other parts and its query: the multipart example without its file, the required query values.
      const multi = exampleOf(op.requestBody?.content?.['multipart/form-data']) ?? {};
      const query = Object.fromEntries(
        (op.parameters ?? [])
          .filter((x) => x.in === 'query' && x.required)
          .map((x) => [x.name, x.example ?? x.schema?.example ?? x.name]),
      );
      const params = { ...Object.fromEntries(Object.entries(multi).filter(([k]) => k !== 'file')), ...query };
      if (Object.keys(params).length) args.push(js(params));
      else if (!optional) args.push('{}');
    } else if (name === 'body') {
      const media = op.requestBody?.content?.['application/json'] ?? op.requestBody?.content?.['multipart/form-data'];
      const ex = exampleOf(media);
      if (ex !== undefined && typeof ex === 'object')
        args.push(
          js(Object.fromEntries(Object.entries(ex).map(([k, v]) => [k, k === 'file' ? '__FILE__' : v]))).replace(
            '"__FILE__"',
            "fs.createReadStream('contract.pdf')",
          ),
        );
      else if (!optional) args.push('{}');
    } else if (type.includes('Uploadable')) args.push("fs.createReadStream('contract.pdf')");
    else if (!optional) args.push(name);
  }
  const call = `await dossier.${sdkPath}(${args.join(', ')})`;
  const pub = op.tags?.[0] === 'Public';
  return [
    ...(params.some((p) => p.includes('Uploadable')) ? ["import fs from 'node:fs';"] : []),
    "import { Dossier } from '@dossier/sdk';",
    '',
    pub
      ? "const dossier = new Dossier({ baseUrl: 'https://dossier.example.com' });"
      : 'const dossier = new Dossier({ apiKey: process.env.DOSSIER_API_KEY });',
    `const result = ${call};`,
  ].join('\n');
}

function cliSample(op, method, p, sdkPath, commands) {
  const candidates = commands.get(sdkPath) ?? [];
  const verb = sdkPath.split('.').pop();
  const best = [...candidates].sort(
    (a, b) => Number(b.name.endsWith(verb)) - Number(a.name.endsWith(verb)) || a.calls - b.calls,
  )[0];
  if (best?.examples.length) return { label: `dossier ${best.name}`, source: best.examples.slice(0, 2).join('\n') };
  const body = op.requestBody?.content?.['application/json'] ? ' --input body.json' : '';
  return { label: 'dossier api', source: `dossier api ${method.toUpperCase()} ${p}${body}` };
}

/**
 * An example value for each path parameter, by the path up to it: the `data.id` (or slug) of the example reply of
 * GET on that path (`/documents/{id}` → doc_7f3k2m9x1q); the parameter's own example where it has one.
 */
function pathExamples(doc) {
  const byPrefix = new Map();
  const reply = (item) => {
    for (const [m, status] of [
      ['get', '200'],
      ['patch', '200'],
      ['post', '200'],
      ['post', '201'],
    ]) {
      const data = exampleOf(item?.[m]?.responses?.[status]?.content?.['application/json'])?.data;
      if (data && typeof data === 'object') return data;
    }
    return undefined;
  };
  for (const p of Object.keys(doc.paths)) {
    const last = /\{(\w+)\}$/.exec(p)?.[1];
    // The item's own reply, or else the first item of its list's reply.
    let data = reply(doc.paths[p]);
    if (!data) data = [reply(doc.paths[p.slice(0, p.lastIndexOf('/'))])].flat()[0];
    if (last === 'documentId' && data?.documentId) data = { id: data.documentId };
    if (!last || !data || typeof data !== 'object') continue;
    const value =
      last === 'slug'
        ? data.slug
        : last === 'email'
          ? data.email
          : last === 'visitId'
            ? (data.visitId ?? data.id)
            : data.id;
    if (typeof value === 'string') byPrefix.set(p, value);
  }
  return (p, name, own) => {
    if (own !== undefined) return own;
    const prefix = p.slice(0, p.indexOf(`{${name}}`) + name.length + 2);
    if (byPrefix.has(prefix)) return byPrefix.get(prefix);
    return (
      {
        token: 'sgn_Jk3m9QxP2vL7wR4tY8uZ1aB5cD6eF0gH2iJ3kL4mN5o',
        visitId: 'view_7h2k9d3m1q',
        slug: 'q7Xk2mPz',
        email: 'dana@acmeventures.example',
      }[name] ?? `${name}`
    );
  };
}

/** The spec with x-codeSamples on every operation (a copy; the input is not changed). */
export function withCodeSamples(spec, { resources, cliDir }) {
  const doc = structuredClone(spec);
  const sigs = sdkSignatures(resources);
  const commands = cliCommands(cliDir);
  const example = pathExamples(doc);
  for (const [p, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) =>
        x.$ref
          ? x.$ref
              .split('/')
              .slice(1)
              .reduce((o, k) => o[k], doc)
          : x,
      );
      const pathParams = Object.fromEntries(
        params
          .filter((x) => x.in === 'path')
          .map((x) => [x.name, example(p, x.name, x.example ?? Object.values(x.examples ?? {})[0]?.value)]),
      );
      const sdkPath = op['x-sdk'];
      const samples = [];
      if (sdkPath && sigs.has(op.operationId))
        samples.push({
          lang: 'TypeScript',
          label: 'SDK',
          source: sdkSample(op, sdkPath, sigs.get(op.operationId), pathParams),
        });
      // A path item with its own servers (the health probes) is at the origin: no /api/v1, no key, no `dossier api`.
      const atOrigin = !!item.servers;
      if ((op.tags?.[0] !== 'Public' || !sdkPath) && !atOrigin) {
        const cli = cliSample(op, method, p, sdkPath ?? '', commands);
        samples.push({ lang: 'Shell', label: 'CLI', source: cli.source });
      }
      const url = `https://dossier.example.com${atOrigin ? '' : '/api/v1'}${p.replace(/\{(\w+)\}/g, (_, k) => pathParams[k])}`;
      const auth =
        op.tags?.[0] === 'Public' || p === '/openapi.json' || atOrigin
          ? ''
          : ' \\\n  -H "Authorization: Bearer $DOSSIER_API_KEY"';
      const json = op.requestBody?.content?.['application/json'];
      const data =
        json && exampleOf(json) !== undefined
          ? ` \\\n  -H "content-type: application/json" \\\n  -d '${JSON.stringify(exampleOf(json)).replace(/'/g, "'\\''")}'`
          : '';
      samples.push({ lang: 'Shell', label: 'curl', source: `curl -X ${method.toUpperCase()} ${url}${auth}${data}` });
      op['x-codeSamples'] = samples;
    }
  }
  return doc;
}
