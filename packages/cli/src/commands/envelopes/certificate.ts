import { Flags } from '@oclif/core';
import type { GetEnvelopeCertificateResponse } from '@dossier/sdk';
import { BaseCommand } from '../../base/command.js';
import { openSink } from '../../shared/output.js';
import { table } from '../../shared/table.js';
import { envelopeId } from '../../shared/envelopes/args.js';

const yesNo = (v: boolean | null) =>
  v === null ? '—' : v ? 'yes (recomputed now)' : 'NO: the stored bytes no longer match';

export default class EnvelopesCertificate extends BaseCommand<
  typeof EnvelopesCertificate,
  GetEnvelopeCertificateResponse
> {
  static override summary = "Show an envelope's certificate of evidence";
  static override description =
    `Calls GET /envelopes/{id}/certificate: every recipient and what they did (address, user agent, authentication, the digest of their signature), the consent records with the exact disclosure text, the audit trail and the integrity digests. The server recomputes both digests from the stored bytes on every call and says whether they still match.

-o FILE writes the certificate as JSON to FILE (the whole API answer) instead of drawing it. With --json, prints the API response as is.`;

  static override examples = [
    '<%= config.bin %> envelopes certificate env_7h2k9d4m1x',
    '<%= config.bin %> envelopes certificate env_7h2k9d4m1x -o certificate.json',
  ];

  static override args = { id: envelopeId };

  static override flags = {
    output: Flags.string({
      char: 'o',
      description: 'Write the certificate as JSON to this file ("-" for standard output).',
    }),
  };

  public async run(): Promise<GetEnvelopeCertificateResponse> {
    const { id } = this.args;
    const sink = this.flags.output ? openSink(this.flags.output) : undefined;
    const client = await this.client();
    try {
      const res = await this.spin(`Fetching the certificate of ${id}…`, () => client.envelopes.certificate(id));
      if (sink) {
        sink.write(`${JSON.stringify(res, null, 2)}\n`);
        sink.close();
      }
      return res;
    } catch (err) {
      sink?.abort();
      throw err;
    }
  }

  protected override async render({ data: c }: GetEnvelopeCertificateResponse): Promise<void> {
    if (this.flags.output) {
      if (this.flags.output !== '-') this.note(`Wrote the certificate of ${c.envelopeId} to ${this.flags.output}`);
      return;
    }
    await this.show(`Certificate of evidence: ${c.title}`, [
      ['Envelope', c.envelopeId],
      ['Document', c.documentId],
      ['Status', c.status],
      ['Content hash', c.contentHash],
      ['Document hash verified', yesNo(c.documentHashVerified)],
      ['Completion hash', c.completionHash ?? '—'],
      ['Completion hash verified', yesNo(c.completionHashVerified)],
      ['Generated', c.generatedAt],
    ]);
    this.out('\nSigners');
    this.out(
      await table(
        [
          { header: 'Name', get: (s) => `${s.name} <${s.email}>`, wrap: true },
          { header: 'Role', get: (s) => s.role },
          { header: 'Status', get: (s) => s.status },
          { header: 'Signed', get: (s) => s.signedAt ?? '—' },
          { header: 'IP', get: (s) => s.ipAddress ?? '—' },
          { header: 'Auth', get: (s) => s.authMethod },
          { header: 'Signature SHA-256', get: (s) => s.signatureSha256 ?? '—' },
        ],
        c.signers,
      ),
    );
    if (c.consents.length) {
      this.out('\nConsents to sign electronically');
      this.out(
        await table(
          [
            { header: 'Email', get: (x) => x.email },
            { header: 'Accepted', get: (x) => x.acceptedAt },
            { header: 'Withdrawn', get: (x) => x.withdrawnAt ?? '—' },
            { header: 'Disclosure', get: (x) => x.disclosureVersion },
            { header: 'IP', get: (x) => x.ipAddress ?? '—' },
          ],
          c.consents,
        ),
      );
    }
    this.out('\nAudit trail');
    this.out(
      await table(
        [
          { header: 'When', get: (e) => e.createdAt },
          { header: 'Event', get: (e) => e.type },
          { header: 'Description', get: (e) => e.description, wrap: true },
          { header: 'IP', get: (e) => e.ipAddress ?? '—' },
        ],
        c.events,
      ),
    );
  }
}
