// The data each page's server view hands its script, declared once in the server (server/src/pages/page-data.ts)
// and read here, so a page and its view cannot drift apart unnoticed: a change on one side is a type error on the
// other. The file holds types and plain values only, so bundling it brings nothing of the server along.
export type {
  ClientMessages,
  ClosedPageData,
  EmbedPageData,
  EndedPageData,
  SignEmbedData,
  SignPageData,
  UploadPageData,
  VerifyPageData,
  ViewPageData,
} from '../../../server/src/pages/page-data.js';
export { FIELD_WORDS, VERDICT_ADVICE, VERDICT_HEADINGS, fieldLabel } from '../../../server/src/pages/page-data.js';
