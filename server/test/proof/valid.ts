// An operation's valid request over a world: path ids of the world's resources, the required query parameters
// from their examples, the example body with its ids swapped for the world's ids of the same kind, the key or
// token it takes.
import { randomBytes } from 'node:crypto';
import { fillPath, type Op } from './spec-walk.js';
import { multipart, worldHeaders, worldParam, type Call, type World } from './world.js';

const ID = /^([a-z]{2,5})_[A-Za-z0-9]{6,}$/;

/** A well-formed id that never existed, of the prefix a parameter's ids have. */
export function neverId(prefix = 'xyz'): string {
  return `${prefix}_${randomBytes(8).toString('hex')}`;
}

function swapIds(v: unknown, byPrefix: Map<string, string>): unknown {
  if (typeof v === 'string') {
    const m = ID.exec(v);
    return m && byPrefix.has(m[1]) ? byPrefix.get(m[1]) : v;
  }
  if (Array.isArray(v)) return v.map((x) => swapIds(x, byPrefix));
  // Keys too: a signature's values are keyed by field id.
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [swapIds(k, byPrefix) as string, swapIds(x, byPrefix)]),
    );
  return v;
}

// Valid bodies where the spec's example cannot succeed here: a date now past, a host that does not resolve
// offline, or a change that would end the world's resource for the operations after it (freezing the room).
const OVERRIDES: Record<string, (w: World) => unknown> = {
  sendEnvelope: (w) => ({ documentId: w.ids.readyDocument, subject: 'Please sign', reminderEveryDays: 3 }),
  createHook: () => ({ url: 'https://127.0.0.1:9/hook', events: ['envelope.completed'] }),
  updateRoom: () => ({ name: 'Renamed room', description: 'Still open' }),
  updateDocument: () => ({ title: 'Renamed document' }),
  // The world's template has no recipient slot: a row is its envelope options alone (the example names slots).
  createBatch: () => ({ rows: [{ subject: 'Proof' }] }),
};

export function validCall(op: Op, w: World, key: string): Call {
  const byPrefix = new Map<string, string>();
  for (const id of Object.values(w.ids)) if (id && ID.test(id)) byPrefix.set(ID.exec(id)![1], id);
  // Folders and signing fields share the prefix fld_: the signing operations mean the field.
  const fld = op.path.startsWith('/public/signing') ? w.ids.fieldId : w.ids.folders;
  if (fld) byPrefix.set('fld', fld);
  const values: Record<string, string> = {};
  for (const p of op.params.filter((x) => x.in === 'path'))
    values[p.name] = worldParam(w, op.path, p.name) ?? neverId();
  let url = `${op.prefix}${fillPath(op.path, values)}`;
  const query = new URLSearchParams();
  for (const p of op.params.filter((x) => x.in === 'query' && x.required)) {
    const ex = swapIds(p.example ?? p.schema.enum?.[0] ?? p.schema.default ?? 'x', byPrefix);
    query.set(p.name, String(ex));
  }
  if ([...query].length) url += `?${query}`;
  const call: Call = { method: op.method, url, headers: worldHeaders(w, op.tokenScheme) };
  if (!op.public) call.key = key;
  const json = op.body.find((b) => b.type === 'application/json');
  const multi = op.body.find((b) => b.type === 'multipart/form-data');
  const raw = op.body.find((b) => b.type === 'application/pdf');
  if (json) call.json = OVERRIDES[op.id]?.(w) ?? swapIds(json.example ?? {}, byPrefix);
  else if (multi) {
    const fields: Record<string, string> = {};
    for (const [k, v] of Object.entries((multi.example ?? {}) as Record<string, unknown>))
      if (k !== 'file') fields[k] = String(swapIds(v, byPrefix));
    if (fields.itemId !== undefined && w.ids.itemId) fields.itemId = w.ids.itemId;
    const m = multipart(fields, { name: 'proof.pdf', type: 'application/pdf', bytes: w.pdf });
    call.payload = m.payload;
    call.headers = { ...call.headers, 'content-type': m.type };
  } else if (raw) {
    call.payload = w.pdf;
    call.headers = { ...call.headers, 'content-type': 'application/pdf' };
  }
  return call;
}
