// What an email address looks like, in any script (RFC 6531's internationalised addresses, `zoë@fund.example`):
// the spec's `format: idn-email`, checked by the API's validation and by the viewer's email gate alike.
// A local part and at least two domain labels: no spaces, controls, second @ or the characters RFC 5322 reserves
// outside quotes; no empty label, and a domain label neither starts nor ends with a hyphen.
const NOT = String.raw`\s\p{Cc}@"(),:;<>[\]\\.`;
const LABEL = String.raw`[^${NOT}\-](?:[^${NOT}]*[^${NOT}\-])?`;
export const IDN_EMAIL = new RegExp(
  String.raw`^(?=.{3,254}$)[^${NOT}]+(?:\.[^${NOT}]+)*@${LABEL}(?:\.${LABEL})+$`,
  'u',
);
