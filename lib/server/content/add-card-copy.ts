import "server-only";
import type { AddCardCopy } from "@/shared/contracts/copy/add-card";
import { formMessages } from "@/shared/contracts/form-messages";
import { expandPlaceholders } from "@/shared/copy/expand-placeholders";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";

/**
 * The link-card form's wording, shared by /add_card, the account center's Linked Cards page and
 * the Re-enroll screen, so the three say the same thing about terms, failures and outcomes.
 */
export async function loadAddCardCopy(partner: Partner): Promise<AddCardCopy> {
  const { effective } = partner;
  const errors = await loadErrorCopy(partner);
  const expand = (text: string) => expandPlaceholders(text, partnerPlaceholderValues(effective));
  return {
    termsLabel: `I authorize ${effective.name} to monitor the dining activity of my linked cards to award my rewards, and I agree to the program terms.`,
    termsRequired: errors.terms_required ?? formMessages.cardTermsRequired,
    directFileFeedLabel:
      "Also let my card network share my dining purchases with the program directly, so rewards post sooner (optional).",
    loadFailure: "The secure card form did not load. Please refresh the page, or try again later.",
    general: errors.general_api ?? formMessages.generalApiError,
    one: expand(errors.card_registration_one ?? "Your card is linked."),
    all: expand(errors.card_registration_all ?? "Your cards are linked."),
    some: expand(errors.card_registration_some ?? "Some cards could not be linked."),
    none: expand(errors.card_registration_none ?? "We couldn't link your cards."),
    max: expand(errors.card_registration_max ?? "You can select at most 12 cards."),
  };
}
