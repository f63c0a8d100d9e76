// Collect files with a file request: create one with two items, share its open upload page, wait for files and
// save each one received.
//
//   DOSSIER_API_KEY=dsk_… npx tsx examples/collect-files.ts [--upload FILE]
//
// The request's page (`url` in the answer) is where people upload, no account needed. With `--upload FILE` the
// script also uploads FILE itself, as a visitor of that page would, through the SDK's public `uploads`
// namespace (no API key travels with that call). Received files are saved under ./received/.
import fs from 'node:fs';
import path from 'node:path';
import { APIError, Dossier } from '@dossier/sdk';

const args = process.argv.slice(2);
const toUpload = args.includes('--upload') ? args[args.indexOf('--upload') + 1] : undefined;
const waitSeconds = Number(process.env.WAIT_SECONDS ?? 600);

const dossier = new Dossier(); // DOSSIER_API_KEY, DOSSIER_BASE_URL (default http://localhost:8080/api/v1)

async function main() {
  const { data: request } = await dossier.requests.create({
    title: 'Supplier onboarding',
    description: 'Please send your signed W-9 and a certificate of insurance.',
    items: [{ name: 'Signed W-9' }, { name: 'Certificate of insurance', required: false }],
  });
  console.log(`request ${request.id}: upload page ${request.url}`);

  if (toUpload) {
    const uploader = new Dossier({ baseUrl: dossier.baseUrl, apiKey: undefined });
    const bytes = new Uint8Array(fs.readFileSync(toUpload));
    const { data: up } = await uploader.uploads.create(request.slug, bytes, {
      filename: path.basename(toUpload),
      itemId: request.items[0].id,
      email: 'accounts@supplier.example',
      name: 'Sam Supplier',
    });
    console.log(`uploaded ${up.filename} (${up.byteSize} bytes) as the supplier`);
  }

  // Poll for files (a webhook endpoint subscribed to document events would tell you without polling).
  const deadline = Date.now() + waitSeconds * 1000;
  let uploads = (await dossier.requests.retrieve(request.id)).data.uploads;
  while (uploads.length === 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    uploads = (await dossier.requests.retrieve(request.id)).data.uploads;
  }
  if (uploads.length === 0) throw new Error(`no file arrived within ${waitSeconds} s`);

  fs.mkdirSync('received', { recursive: true });
  for (const u of uploads) {
    if (!u.documentId) continue; // its document was deleted since
    const file = await dossier.documents.downloadFile(u.documentId);
    const to = path.join('received', path.basename(u.filename));
    fs.writeFileSync(to, Buffer.from(await file.arrayBuffer()));
    console.log(`saved ${to} from ${u.uploaderEmail ?? 'someone'} (sha256 ${u.sha256})`);
  }

  // Close the request so its page stops accepting files.
  await dossier.requests.update(request.id, { active: false });
  console.log(`closed ${request.id}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof APIError ? `${err.name}: ${err.message} [${err.code}]` : err);
  process.exitCode = 1;
});
