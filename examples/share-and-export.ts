// Publish a gated link to a document and export its visits as CSV.
//
//   DOSSIER_API_KEY=dsk_… npx tsx examples/share-and-export.ts [--visit] [--out visits.csv]
//
// The link asks each visitor for their address and a password, and keeps a record of who read what, section by
// section. With `--visit` the script also reads the document once through the link, as a visitor's browser would,
// through the SDK's public `viewer` namespace (no API key travels with those calls): it clears the gates, reads
// the content and reports some attention. Then it exports every visit of today as CSV.
import fs from 'node:fs';
import { APIError, Dossier } from '@dossier/sdk';

const args = process.argv.slice(2);
const visit = args.includes('--visit');
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'visits.csv';
const password = process.env.LINK_PASSWORD ?? 'correct horse battery staple';

const dossier = new Dossier(); // DOSSIER_API_KEY, DOSSIER_BASE_URL (default http://localhost:8080/api/v1)

async function main() {
  const { data: doc } = await dossier.documents.create({
    title: 'Series A memo',
    markdown:
      '# Series A memo\n\n## Summary\n\nWe are raising $8M to expand into Europe.\n\n## Traction\n\nRevenue grew 3x last year.\n',
  });
  const { data: link } = await dossier.links.create({
    documentId: doc.id,
    name: 'Investors',
    requireEmail: true,
    password,
    allowDownload: false,
  });
  console.log(`link ${link.id}: ${link.url} (address and password asked)`);

  if (visit) {
    const slug = link.url.split('/v/')[1];
    const visitor = new Dossier({ baseUrl: dossier.baseUrl, apiKey: undefined });
    const { data: started } = await visitor.viewer.start(slug, { email: 'partner@fund.example', password });
    const creds = { visitId: started.visitId, token: started.token };
    if (!started.opened) throw new Error(`gates still pending: ${started.pending.join(', ')}`);
    const { data: content } = await visitor.viewer.content(creds);
    const sections = content.document?.sections ?? [];
    console.log(`read "${content.title}" as partner@fund.example: ${sections.length} sections`);
    await new Promise((r) => setTimeout(r, 1500)); // reading time: the server never credits more than has passed
    await visitor.viewer.heartbeat(creds, {
      documentId: doc.id,
      sections: sections.map((_s, index) => ({ index, visibleMs: 1500 })),
    });
  }

  const today = new Date().toISOString().slice(0, 10);
  const csv = await dossier.visits.export({ from: today, to: today });
  fs.writeFileSync(out, Buffer.from(await csv.arrayBuffer()));
  const rows = fs.readFileSync(out, 'utf8').trim().split('\n');
  console.log(`exported ${rows.length - 1} visit row(s) of ${today} to ${out}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof APIError ? `${err.name}: ${err.message} [${err.code}]` : err);
  process.exitCode = 1;
});
