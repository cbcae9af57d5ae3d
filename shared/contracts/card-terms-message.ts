/**
 * The link-card terms' rule, apart from formMessages: the add-card form keys the partner's
 * wording by it in its first load, without every other message
 * (docs/performance.md, Bundles).
 */
export const cardTermsRequired =
  "Linking a card and authorizing activity monitoring is required to complete and earn rewards.";
