/**
 * Lighthouse's English list of link texts that say nothing of where a link leads (its SEO audit
 * link-text, lighthouse/core/audits/seo/link-text.js), compared trimmed and in lower case.
 */
export const nonDescriptiveLinkTexts: readonly string[] = [
  "click here",
  "click this",
  "go",
  "here",
  "information",
  "learn more",
  "more",
  "more info",
  "more information",
  "right here",
  "read more",
  "see more",
  "start",
  "this",
];

export function isNonDescriptiveLinkText(text: string): boolean {
  return nonDescriptiveLinkTexts.includes(text.trim().toLowerCase());
}
