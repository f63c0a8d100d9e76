// Create a document from Markdown with one signer, add a signature block for them, send it for signature and
// print where signing stands.
//
//   DOSSIER_API_KEY=dsk_… npx tsx examples/send-envelope.ts [signer-email] [signer-name]
import { APIError, Dossier } from '@dossier/sdk';

const signerEmail = process.argv[2] ?? process.env.SIGNER_EMAIL ?? 'dana@globex.example';
const signerName = process.argv[3] ?? process.env.SIGNER_NAME ?? 'Dana Whitfield';

// Reads DOSSIER_API_KEY and DOSSIER_BASE_URL (default http://localhost:8080/api/v1) from the environment.
const dossier = new Dossier();

const markdown = `# Mutual Non-Disclosure Agreement

This agreement is made between **Acme Ltd** and **Globex Inc.**

## 1. Confidential Information

Each party may disclose information marked confidential. The receiving party keeps it confidential for
three years and uses it only to evaluate the proposed collaboration.
`;

async function main() {
  // 1. A draft document with its signing list.
  const { data: doc } = await dossier.documents.create({
    title: 'Mutual NDA - Acme and Globex',
    markdown,
    recipients: [{ name: signerName, email: signerEmail, role: 'signer', routingOrder: 1 }],
  });
  console.log(`created ${doc.id} "${doc.title}" (${doc.status})`);

  // 2. A signature block (signature, name and date fields) for the signer at the end of the document.
  await dossier.documents.addSignatureBlock(doc.id, { email: signerEmail, heading: 'For Globex Inc.' });
  console.log(`added a signature block for ${signerEmail}`);

  // 3. Send it. The document is frozen into an envelope and the signer is emailed a signing link.
  const { data: sent } = await dossier.envelopes.send({
    documentId: doc.id,
    subject: 'Please sign: Mutual NDA',
    message: 'Here is the NDA we discussed.',
    reminderEveryDays: 3,
  });
  console.log(`sent envelope ${sent.id}`);

  // 4. Where signing stands.
  const { data: envelope } = await dossier.envelopes.retrieve(sent.id);
  console.log(`envelope ${envelope.id}: ${envelope.status} (sent ${envelope.sentAt})`);
  for (const r of envelope.recipients) {
    const when = r.signedAt ?? r.viewedAt ?? r.notifiedAt;
    console.log(`  ${r.routingOrder}. ${r.name} <${r.email}> ${r.role}: ${r.status}${when ? ` at ${when}` : ''}`);
  }
}

main().catch((err: unknown) => {
  if (err instanceof APIError) {
    // Typed errors carry the HTTP status, a stable code and, for validation failures, the offending fields.
    console.error(`${err.name}: ${err.message} [${err.code}]`);
    if (err.details) console.error(JSON.stringify(err.details, null, 2));
  } else {
    console.error(err);
  }
  process.exitCode = 1;
});
