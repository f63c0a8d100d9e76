// Builds and seals the executed PDF: the snapshot with every stamp drawn in place, the certificate pages
// appended, a signature placeholder added (@signpdf/placeholder-pdf-lib, ETSI.CAdES.detached), saved once by
// pdf-lib and signed (@signpdf/signpdf with our CMS signer).
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef } from 'pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { loadFaces, sharedFontkit } from '../export/fonts.js';
import { appendCertificate, certificateWords } from './certificate-page.js';
import { IdentitySigner, pemToDer } from './cms.js';
import { SealInputError, sha256Hex } from './digest.js';
import { drawStamps, ImageCache } from './stamp.js';
import { stringsIn, TextSetter } from '../text/index.js';
import type { ExecuteInput, ExecutedPdf } from './types.js';

/** Only printable ASCII in the signature dictionary's literal strings (pdf-lib writes them unescaped). */
function dictString(text: string, max = 200): string {
  return text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/[()\\]/g, '')
    .slice(0, max);
}

/**
 * The placeholder appends the seal's field to the AcroForm's /Fields only when that is an array in place; a /Fields
 * held by reference (common in uploaded PDFs) would be replaced, dropping the document's own form fields.
 */
function keepFormFields(pdf: PDFDocument): void {
  const acroForm = pdf.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const fields = acroForm?.get(PDFName.of('Fields'));
  if (acroForm && fields instanceof PDFRef) {
    const array = pdf.context.lookupMaybe(fields, PDFArray);
    if (array) acroForm.set(PDFName.of('Fields'), array);
  }
}

export async function executePdf(input: ExecuteInput): Promise<ExecutedPdf> {
  const { identity, certificate } = input;
  if (!(input.pdf instanceof Uint8Array) || input.pdf.length === 0)
    throw new SealInputError('must be the bytes of a PDF', 'pdf');
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(input.pdf, { updateMetadata: false });
  } catch (err) {
    throw new SealInputError(`could not be read as a PDF (${(err as Error).message})`, 'pdf');
  }
  const documentPages = pdf.getPageCount();
  if (documentPages === 0) throw new SealInputError('has no pages', 'pdf');

  const faces = await loadFaces();
  pdf.registerFontkit(sharedFontkit(faces));
  const embed = async (key: 'sans' | 'sansBold' | 'sansItalic') => ({
    font: await pdf.embedFont(faces[key].bytes, { subset: true }),
    face: faces[key],
  });
  const [regular, bold, typed] = await Promise.all([embed('sans'), embed('sansBold'), embed('sansItalic')]);
  const images = new ImageCache(pdf);
  // the fallback faces (CJK, Indic, Thai…) the values and the evidence need, loaded before the synchronous drawing
  const setter = new TextSetter(pdf);
  await setter.prepare(stringsIn([input.stamps, certificate, identity.commonName, certificateWords(certificate)]), [
    faces.sans,
    faces.sansBold,
    faces.sansItalic,
  ]);

  await drawStamps(pdf, input.stamps, { text: regular, typed, setter }, images);
  await appendCertificate(pdf, certificate, identity, { regular, bold, typed, setter }, images);

  const signingTime = input.signingTime ?? new Date();
  const certBytes = [identity.certificatePem, ...identity.chainPem].reduce((n, pem) => n + pemToDer(pem).length, 0);
  keepFormFields(pdf);
  pdflibAddPlaceholder({
    pdfDoc: pdf,
    pdfPage: pdf.getPage(pdf.getPageCount() - 1),
    reason: dictString(input.reason ?? `Executed copy of envelope ${certificate.envelopeId}: ${certificate.title}`),
    contactInfo: '',
    name: dictString(identity.commonName),
    location: dictString(input.location ?? 'Dossier'),
    signingTime,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    // in hex digits (so even): the CMS is the certificates plus under 1.5 KB of structure, attributes and an
    // RSA-4096 signature at most; 2 KB leaves room to spare
    signatureLength: 2 * (certBytes + 2048),
    widgetRect: [0, 0, 0, 0],
    appName: 'Dossier',
  });
  pdf.setModificationDate(signingTime);
  const unsigned = await pdf.save({ useObjectStreams: false });
  const signed = await new SignPdf().sign(
    Buffer.from(unsigned.buffer, unsigned.byteOffset, unsigned.length),
    new IdentitySigner(identity),
    signingTime,
  );
  const bytes = new Uint8Array(signed.buffer, signed.byteOffset, signed.length);
  return { pdf: bytes, sha256: sha256Hex(bytes), documentPages, pageCount: pdf.getPageCount() };
}
