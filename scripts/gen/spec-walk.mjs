// Walks the bundled spec once and describes each operation the way the renderers need it.
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function resolve(spec, node) {
  let n = node;
  while (n?.$ref) {
    n = n.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return n;
}

/** Who may call an operation: an API key, one of the public capability tokens, or anybody. */
export const AUTH_KINDS = ['key', 'signingToken', 'visitToken', 'requestToken', 'none'];

// The security scheme that carries each header token, and whether the operation also admits a call without it.
const TOKEN_SCHEMES = { visitToken: 'visitToken', requestToken: 'requestToken' };

/**
 * `key` when the operation needs an API key (bearerAuth); `visitToken` / `requestToken` when its security names that
 * header scheme; `signingToken` when `x-dossier-auth: signingToken` marks a token carried in the path (OpenAPI cannot
 * declare a path credential, so its security is `[]`); `none` for `security: []` otherwise.
 */
function authOf(op, security) {
  const schemes = new Set(security.flatMap((s) => Object.keys(s)));
  let derived = 'none';
  if (schemes.has('bearerAuth')) derived = 'key';
  else for (const [scheme, kind] of Object.entries(TOKEN_SCHEMES)) if (schemes.has(scheme)) derived = kind;
  const declared = op['x-dossier-auth'];
  if (declared === undefined) return derived;
  if (!AUTH_KINDS.includes(declared)) throw new Error(`${op.operationId}: unknown x-dossier-auth ${declared}`);
  if (declared !== derived && !(declared === 'signingToken' && derived === 'none')) {
    throw new Error(`${op.operationId}: x-dossier-auth ${declared} contradicts its security (${derived})`);
  }
  return declared;
}

/**
 * Where an operation is served: `api` under the document's base (`/api/v1`), or `origin` when its path item says
 * `x-dossier-origin: true` (the health probes): at the bare origin, where load balancers look, and under the base
 * as well, where a client generated from the document calls it. Path-level `servers` are refused: most generators
 * ignore them (and they would name a host in the served document).
 */
function baseOf(p, item) {
  if (item.servers) throw new Error(`${p}: a path item may not name its own servers (use x-dossier-origin: true)`);
  return item['x-dossier-origin'] === true ? 'origin' : 'api';
}

export function walkOperations(spec) {
  const ops = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? spec.security ?? [];
      const auth = authOf(op, security);
      // Keyed operations: [{bearerAuth: []}] = any valid key; [{bearerAuth: [scope]}] = that scope. Public ones
      // (a token or nothing) need no key at all: null.
      const scopes = auth === 'key' ? [...new Set(security.flatMap((s) => s.bearerAuth ?? []))] : null;
      // A token scheme listed next to an empty requirement ({}) may be left out (the open upload page).
      const tokenOptional = auth !== 'key' && security.some((s) => Object.keys(s).length === 0);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => resolve(spec, x));
      const body = op.requestBody ? resolve(spec, op.requestBody) : null;
      const bodyTypes = body ? Object.keys(body.content ?? {}) : [];
      const ok = Object.entries(op.responses ?? {}).filter(([s]) => s.startsWith('2'));
      const okContent = ok.flatMap(([, r]) => Object.keys(resolve(spec, r).content ?? {}));
      const okJson = ok.map(([, r]) => resolve(spec, r).content?.['application/json']?.schema).find(Boolean);
      const okSchema = okJson ? resolve(spec, okJson) : null;
      ops.push({
        operationId: op.operationId,
        sdk: op['x-sdk'],
        method: method.toUpperCase(),
        path: p,
        base: baseOf(p, item),
        tag: op.tags?.[0] ?? 'Default',
        extension: op['x-dossier-extension'] === true,
        summary: op.summary ?? '',
        scopes,
        auth,
        tokenOptional,
        pathParams: [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: params.filter((x) => x.in === 'query').map((x) => x.name),
        headerParams: params.filter((x) => x.in === 'header').map((x) => x.name),
        hasBody: !!body,
        bodyRequired: !!body?.required,
        jsonBody: bodyTypes.includes('application/json'),
        uploadBody: bodyTypes.some((t) => t === 'multipart/form-data' || t === 'application/pdf'),
        // multipart only (no raw-bytes alternative): the SDK sends a form, with these non-file parts.
        formFields:
          bodyTypes.length === 1 && bodyTypes[0] === 'multipart/form-data'
            ? Object.keys(resolve(spec, body.content['multipart/form-data'].schema).properties ?? {}).filter(
                (k) => k !== 'file',
              )
            : null,
        requiredQuery: params.filter((x) => x.in === 'query' && x.required).map((x) => x.name),
        binaryResponse: okContent.length > 0 && okContent.every((t) => t !== 'application/json'),
        mixedResponse: okContent.includes('application/json') && okContent.some((t) => t !== 'application/json'),
        paginated: !!okSchema?.properties?.nextCursor,
        noContent: ok.length > 0 && ok.every(([s]) => s === '204'),
      });
    }
  }
  return ops;
}
