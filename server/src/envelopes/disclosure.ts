// The consumer disclosure a signer reads before consenting to sign electronically (ESIGN Act §101(c),
// 15 U.S.C. §7001(c)). Its exact text and version are recorded with each consent and printed on the certificate;
// the version changes whenever the wording does.
export const DISCLOSURE_VERSION = '2025-01';

export interface Disclosure {
  version: string;
  text: string;
}

/** The disclosure for one envelope, naming its sender and title. */
export function disclosureFor(envelope: { title: string; sender_name: string; sender_email: string }): Disclosure {
  const sender = envelope.sender_name || envelope.sender_email;
  return {
    version: DISCLOSURE_VERSION,
    text:
      [
        `${sender} (${envelope.sender_email}) asks you to review and sign "${envelope.title}" electronically. By agreeing you consent to receive, review and sign these records electronically instead of on paper.`,
        'You need a current web browser, a PDF reader to open the signed copy, an email account to receive it, and storage or a printer to keep copies.',
        `You may ask ${sender} for a paper copy of any record at any time, at no charge.`,
        'You may withdraw this consent at any time before you sign by choosing "Withdraw consent" on the signing page. You will then not be able to sign electronically until you agree again.',
        `To change the email address records are sent to, write to ${envelope.sender_email}.`,
      ].join('\n\n') + '\n',
  };
}
