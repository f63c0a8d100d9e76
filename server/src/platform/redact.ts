// Capability tokens (auth/capability.ts: sgn_, vst_, upl_) kept out of logs and stored text. Here, below every
// layer that logs, so the logger needs nothing above it.

/** A token anywhere in a text (a URL, a message): the prefix, then at least most of a token's characters. */
const IN_TEXT = /\b(sgn|vst|upl)_[A-Za-z0-9_-]{20,}/g;

/** The text with every token in it replaced by its prefix and `[redacted]` (for logs). */
export function redactCapabilities(text: string): string {
  return text.replace(IN_TEXT, '$1_[redacted]');
}
