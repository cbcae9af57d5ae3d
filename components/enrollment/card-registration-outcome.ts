import type { CardRegistrationResponse } from "@/lib/shared/contracts/cards";
import type { StatusKind } from "@/components/ui/toasts";

/**
 * What a card registration answer means to the member (account-center §4 Card registration
 * outcomes, §8): one line per card, '{description} ending in {lastFour} - {code}: {message}'
 * for a card that was not linked, and the overall status with its toast kind.
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
    if (error) failed.push(`${card} - ${error.code}: ${error.message}`);
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
