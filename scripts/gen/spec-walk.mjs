// Walks the bundled spec once and describes each operation the way the renderers need it.
export const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export const pascal = (s) => s.charAt(0).toUpperCase() + s.slice(1);

export function resolve(spec, node) {
  let n = node;
  while (n && n.$ref) {
    n = n.$ref.replace(/^#\//, '').split('/').reduce((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
  }
  return n;
}

export function walkOperations(spec) {
  const ops = [];
  for (const [p, item] of Object.entries(spec.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? spec.security ?? [];
      // [] = no key at all; [{bearerAuth: []}] = any valid key; [{bearerAuth: [scope]}] = that scope.
      const scopes = security.length === 0 ? null : [...new Set(security.flatMap((s) => Object.values(s).flat()))];
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
        tag: op.tags?.[0] ?? 'Default',
        summary: op.summary ?? '',
        scopes,
        pathParams: [...p.matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
        queryParams: params.filter((x) => x.in === 'query').map((x) => x.name),
        headerParams: params.filter((x) => x.in === 'header').map((x) => x.name),
        hasBody: !!body,
        bodyRequired: !!body?.required,
        jsonBody: bodyTypes.includes('application/json'),
        uploadBody: bodyTypes.some((t) => t === 'multipart/form-data' || t === 'application/pdf'),
        binaryResponse: okContent.length > 0 && okContent.every((t) => t !== 'application/json'),
        mixedResponse: okContent.includes('application/json') && okContent.some((t) => t !== 'application/json'),
        paginated: !!okSchema?.properties?.nextCursor,
        noContent: ok.length > 0 && ok.every(([s]) => s === '204'),
      });
    }
  }
  return ops;
}
