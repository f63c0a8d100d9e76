import { describe, expect, it } from 'vitest';
import { bearer, makeApp, perFile } from '../../test/helpers.js';
import { loadSpec } from '../platform/spec.js';
import { operations } from '../generated/operations.gen.js';

const t = perFile(() => makeApp({ PUBLIC_URL: 'https://docs.example.com/' }));

describe('GET /', () => {
  it('describes the API for this key', async () => {
    const key = await t.keyWith(['documents:read', 'views:read']);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/', headers: bearer(key) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: loadSpec().doc.info.version,
      scopes: ['documents:read', 'views:read'],
      rateLimit: { perMinute: 120 },
      linkOrigin: 'https://docs.example.com',
      baseUrl: 'https://docs.example.com/api/v1',
      openapi: 'https://docs.example.com/api/v1/openapi.json',
      pagination: { defaultLimit: 50, maxLimit: 100 },
    });
    expect(body.allScopes).toHaveLength(12);
    expect(body.webhookEvents).toHaveLength(30);
    expect(body.webhookEvents).toContainEqual({
      name: 'envelope.completed',
      description: 'every signer has signed; the PDF is final',
    });
    expect(body.resources.map((r: { name: string }) => r.name)).toContain('Documents');
    expect(body.groups).toBeUndefined();
  });

  it('adds every operation, grouped, with include=endpoints', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1?include=endpoints', headers: bearer(t.key) });
    const groups = res.json().groups as { name: string; endpoints: { operationId: string; scope: string | null }[] }[];
    const all = groups.flatMap((g) => g.endpoints);
    // Every operation of the spec, whatever their number (the route-table test pins the count).
    expect(all).toHaveLength(operations.length);
    expect(all.find((e) => e.operationId === 'sendEnvelope')?.scope).toBe('envelopes:write');
    expect(all.find((e) => e.operationId === 'getOpenapi')?.scope).toBeNull();
    const auth = (id: string) =>
      (all as { operationId: string; auth?: string }[]).find((e) => e.operationId === id)?.auth;
    expect([
      auth('sendEnvelope'),
      auth('getOpenapi'),
      auth('getSigningSession'),
      auth('getVisitContent'),
      auth('getUploadPage'),
    ]).toEqual(['key', 'none', 'signingToken', 'visitToken', 'requestToken']);
    expect(res.json().resources).toContainEqual(expect.objectContaining({ name: 'Public', path: '/public' }));
  });

  it('refuses an unknown include', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1?include=everything', headers: bearer(t.key) });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /me', () => {
  it('names the workspace and the key', async () => {
    const created = await t.keys.create({
      workspace: `globex-${t.workspace}`,
      name: 'Globex',
      email: 'owner@globex.example',
      plan: 'team',
      scopes: ['audit:read'],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(created.key) });
    expect(res.json()).toEqual({
      data: {
        workspaceId: created.workspaceId,
        name: 'Globex',
        email: 'owner@globex.example',
        scopes: ['audit:read'],
        plan: 'team',
        origin: 'https://docs.example.com',
      },
    });
  });
});
