import type { MemberReservation } from "@/shared/contracts/reservations";

/**
 * What a reservation's bonus line says (past ones show whether they earned it, decision 0031): the
 * amount in the partner's currency words and its state, with the reason when it was not earned.
 * Null when the partner has no reservation bonus.
 */
export function reservationBonusText(
  bonus: MemberReservation["bonus"],
  currencyPlural: string,
): string | null {
  const amount = `${String(bonus.amount)} bonus ${currencyPlural}`;
  switch (bonus.state) {
    case "none":
      return null;
    case "upcoming":
      return `Earns ${amount} when you dine and pay with a linked card`;
    case "pending":
      return `${amount} pending`;
    case "awarded":
      return `${amount} earned`;
    case "not_earned":
      // The reason is the partner's whole sentence ("No bonus points: the reservation was cancelled.").
      return bonus.reason ?? `${amount} not earned`;
  }
}
