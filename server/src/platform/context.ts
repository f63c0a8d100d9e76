// Who is acting, for whom and from where: the one context every domain action takes. The API, the public pages
// and scheduled jobs each build it their own way (api/context.ts, signerContext, visitorContext, systemContext),
// and the audit actor is named here, once.

/** Who did it and from where, as the events backbone records it (events/record.ts). */
export interface EventContext {
  workspaceId: string;
  actorName: string | null;
  actorEmail: string | null;
  ipAddress: string | null;
  userAgent: string | null;
}

export type ActorKind = 'key' | 'signer' | 'visitor' | 'uploader' | 'system';

export interface Actor {
  kind: ActorKind;
  /** The key, recipient, visit or request id; null for the system. */
  id: string | null;
  /** As the audit trail shows it. */
  name: string;
  /** As what it saves is signed (a document version's createdBy): a key's own name, otherwise the name above. */
  label: string;
  email: string | null;
  /** A key's scopes: what it may read, for actions whose effect outlives the call (a webhook's deliveries). */
  scopes?: readonly string[];
}

/** An action's context: it is also the events backbone's context, so `s.events.transaction(ctx, …)` takes it as is. */
export interface ActionContext extends EventContext {
  actor: Actor;
}

/** Where a request came from, as the audit trail records it. */
export interface Origin {
  ipAddress?: string | null;
  userAgent?: string | null;
}

/**
 * A public operation's caller, before any token is checked: the capability token it presents (in the path, a header
 * or the viewer page's cookie) and where it came from. Public actions take it as `ctx` where keyed ones take an
 * ActionContext; they check the token and build their ActionContext from what it admits.
 */
export interface TokenContext<T extends string | undefined = string> {
  token: T;
  origin: Origin;
}

/** A request's origin: its address and user agent, the one place they are read off a request. */
export function originOf(req: { ip?: string; headers: { 'user-agent'?: string } }): Origin {
  return { ipAddress: req.ip ?? null, userAgent: req.headers['user-agent'] ?? null };
}

function context(workspaceId: string, actor: Actor, origin: Origin = {}): ActionContext {
  return {
    workspaceId,
    actor,
    actorName: actor.name,
    actorEmail: actor.email,
    ipAddress: origin.ipAddress ?? null,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  };
}

/** An API key acting for its workspace. */
export function keyContext(
  workspaceId: string,
  key: { id: string; name: string | null; scopes?: readonly string[] },
  workspaceEmail: string | null,
  origin?: Origin,
): ActionContext {
  const label = key.name ?? `API key ${key.id}`;
  return context(
    workspaceId,
    {
      kind: 'key',
      id: key.id,
      name: key.name ? `API key "${key.name}"` : label,
      label,
      email: workspaceEmail,
      scopes: key.scopes,
    },
    origin,
  );
}

/** A recipient acting through their signing link. */
export function signerContext(
  workspaceId: string,
  recipient: { id: string; name: string; email: string },
  origin?: Origin,
): ActionContext {
  return context(
    workspaceId,
    { kind: 'signer', id: recipient.id, name: recipient.name, label: recipient.name, email: recipient.email },
    origin,
  );
}

/** A visitor of a shared link or room (named by their email when the link asked for it). */
export function visitorContext(
  workspaceId: string,
  visit: { id: string; email: string | null; name?: string | null },
  origin?: Origin,
): ActionContext {
  const name = visit.name ?? visit.email ?? 'Anonymous visitor';
  return context(workspaceId, { kind: 'visitor', id: visit.id, name, label: name, email: visit.email }, origin);
}

/** Someone answering a file request through its upload link. */
export function uploaderContext(
  workspaceId: string,
  request: { id: string; name?: string | null; email: string | null },
  origin?: Origin,
): ActionContext {
  const name = request.name ?? request.email ?? 'Uploader';
  return context(workspaceId, { kind: 'uploader', id: request.id, name, label: name, email: request.email }, origin);
}

/** Dossier itself: scheduled jobs, expiries, retries. */
export function systemContext(workspaceId: string): ActionContext {
  return context(workspaceId, { kind: 'system', id: null, name: 'Dossier', label: 'Dossier', email: null });
}
