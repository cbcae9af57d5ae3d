import type { CardRegistrationResponse } from "@/shared/contracts/cards";
import type { StatusKind } from "@/components/ui/toasts";

/**
 * What a card registration answer means to the member (account-center §4 Card registration
 * outcomes, §8): one line per card, '{description} ending in {lastFour} - {message}' for a card
 * that was not linked, and the overall status with its toast kind. The spec's line also carries
 * the API's {code}; a review found "DUPLICATE_CARD: …" meaningless to members, so the
 * code stays in the answer (for support and logs) and the screen shows only the wording.
 */
export type RegistrationOverall = "all" | "some" | "none";

export interface RegistrationOutcome {
  readonly overall: RegistrationOverall;
  readonly kind: StatusKind;
  readonly succeeded: readonly string[];
  readonly failed: readonly string[];
}

export function registrationOutcome(answer: CardRegistrationResponse): RegistrationOutcome {
  const succeeded: string[] = [];
  const failed: string[] = [];
  for (const { memberCard, error } of answer.cardRegistration) {
    const card = `${memberCard.description} ending in ${memberCard.lastFour}`;
    if (error) failed.push(`${card} - ${error.message}`);
    else succeeded.push(card);
  }
  const overall: RegistrationOverall =
    failed.length === 0 && succeeded.length > 0 ? "all" : succeeded.length === 0 ? "none" : "some";
  return { overall, kind: overall === "all" ? "success" : "error", succeeded, failed };
}

/** At most `max` cards in one submission, the manually entered card included (§5). */
export function atCardLimit(selectedPartnerCards: number, hasManualCard: boolean, max: number): boolean {
  return selectedPartnerCards + (hasManualCard ? 1 : 0) >= max;
}

/** The outcome wordings of the partner's text set; `one` is the singular of `all`. */
export interface RegistrationWording {
  readonly one: string;
  readonly all: string;
  readonly some: string;
  readonly none: string;
}

/** The status line for an outcome: a single linked card reads "Your card is linked.", not "cards are". */
export function registrationStatusMessage(
  outcome: RegistrationOutcome,
  wording: RegistrationWording,
): string {
  if (outcome.overall === "all" && outcome.succeeded.length === 1) return wording.one;
  return wording[outcome.overall];
}
