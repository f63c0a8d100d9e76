// End to end: a bulk send through the SDK against the built server: the CSV template downloaded and filled in,
// the batch created from it (and from JSON rows), followed to its end, its rows walked with `for await`, then
// every envelope reminded and voided in one call each; cancelling a finished batch is a ConflictError.
import { ConflictError, Dossier } from '@dossier/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type Server } from './support/server.js';

let server: Server;
let dossier: Dossier;
beforeAll(async () => {
  server = await serve({ RATE_LIMIT_PER_MINUTE: '100000', DOSSIER_TICK_MS: '100' });
  dossier = new Dossier({ baseUrl: server.base, apiKey: server.key, maxRetries: 0 });
});
afterAll(async () => {
  await server?.stop();
});

async function until(id: string) {
  for (;;) {
    const { data } = await dossier.batches.retrieve(id);
    if (data.status === 'done' || data.status === 'cancelled') return data;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('batches through the SDK', () => {
  it('csvTemplate, create, retrieve, rows (for await), remind, void, cancel', async () => {
    const { data: doc } = await dossier.documents.create({
      title: 'Lease',
      markdown: '# Lease\n\nThe tenant rents the flat.\n',
      recipients: [{ name: 'Tenant', email: 'tenant@example.com' }],
    });
    await dossier.documents.addSignatureBlock(doc.id, { recipientId: doc.recipients[0].id });
    const { data: tpl } = await dossier.templates.create({ documentId: doc.id, name: 'Lease' });

    const file = await dossier.batches.csvTemplate(tpl.id);
    const header = (await file.text()).split('\r\n')[0];
    expect(header).toBe('Tenant.name,Tenant.email,subject,message,expiresAt');
    const csv = [header, ...[1, 2, 3].map((i) => `Tenant ${i},tenant${i}@example.com,Lease ${i},,`)].join('\n');
    const { data: created } = await dossier.batches.create(new Blob([csv], { type: 'text/csv' }), {
      templateId: tpl.id,
    });
    expect(created).toMatchObject({ status: 'queued', total: 3 });
    expect(await until(created.id)).toMatchObject({ status: 'done', sent: 3, failed: 0 });

    const rows = [];
    for await (const row of dossier.batches.rows(created.id, { limit: 2 })) rows.push(row);
    expect(rows.map((r) => [r.row, r.status])).toEqual([
      [1, 'sent'],
      [2, 'sent'],
      [3, 'sent'],
    ]);
    const { data: env } = await dossier.envelopes.retrieve(rows[1].envelopeId!);
    expect(env.subject).toBe('Lease 2');

    expect(await dossier.batches.remind(created.id)).toMatchObject({ reminded: 3, skipped: 0 });
    expect(await dossier.batches.void(created.id, { reason: 'Wrong flat' })).toMatchObject({ voided: 3, skipped: 0 });
    await expect(dossier.batches.cancel(created.id)).rejects.toBeInstanceOf(ConflictError);

    const json = JSON.stringify({ rows: [{ 'Tenant.name': 'Tenant 4', 'Tenant.email': 'tenant4@example.com' }] });
    const { data: fromJson } = await dossier.batches.create(new Blob([json], { type: 'application/json' }), {
      templateId: tpl.id,
    });
    expect(await until(fromJson.id)).toMatchObject({ status: 'done', sent: 1 });
  }, 300_000);
});
