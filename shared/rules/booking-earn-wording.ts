import { weekdayNames } from "@/shared/merchants/earning-week";
import { earnStatement, type EarnMerchant, type EarnPartner, type EarnViewer } from "./earn-statement";
import { unlockActions, whoEarns } from "./earn-wording";

/**
 * What a table booked through the program earns, in one sentence for the reservation block, the
 * booking sheet and the confirmation alike (decision 0059). It reads the one earn statement the
 * merchant page's own-rate line reads, so it never promises a bonus beside "Your membership level
 * doesn't earn here": the reservation bonus rides on a meal that earns (decision 0032), so where
 * the member's level, or the booking's day, earns nothing here, the booking earns no bonus either.
 * `earns` tells a promise from a "nothing here" (the block's star, the confirmation's colour).
 * Null when there is nothing to say (no bonus, and no rate shown or none earned).
 */
export interface BookingEarn {
  readonly sentence: string;
  /** The booking earns something here: the sentence is a promise. */
  readonly earns: boolean;
}

const earning = (sentence: string): BookingEarn => ({ sentence, earns: true });
const nothing = (sentence: string): BookingEarn => ({ sentence, earns: false });

export function bookingEarnWording(input: {
  /** The partner's earn rules and the merchant's earning tiers and days (MerchantEarnFacts). */
  facts: { readonly partner: EarnPartner; readonly merchant: EarnMerchant };
  /** The signed-in member's tier, or null for a visitor (or while who is looking is not known). */
  viewer: EarnViewer;
  /** The reservation bonus in the partner's currency units; null or 0 when the partner has none. */
  bonus: number | null;
  /** The booking's "YYYY-MM-DD" on the restaurant's calendar, once one is chosen. */
  date: string | null;
}): BookingEarn | null {
  const { facts, viewer } = input;
  const [year, month, day] = (input.date ?? "").split("-").map(Number);
  const date = year && month && day ? new Date(year, month - 1, day) : null;
  const statement = earnStatement({ ...facts, viewer, date });
  const currency = facts.partner.currencyName.other;
  const bonus = input.bonus ? `${String(input.bonus)} bonus ${currency}` : null;
  const noBonus = `no bonus ${currency}`;
  const weekday = statement.today ? `${weekdayNames[statement.today.weekday]}s` : null;

  if (!viewer) {
    if (!bonus) return null;
    if (statement.earningTiers.length === 0)
      return nothing(
        `No membership level earns at this restaurant right now, so a booking here earns ${noBonus}.`,
      );
    if (weekday && !statement.today?.earningDay)
      return nothing(`${weekday} do not earn at this restaurant, so a booking that day earns ${noBonus}.`);
    return earning(
      statement.viewer.earns
        ? `Earn ${bonus} when you book through us and dine with a linked card.`
        : `${whoEarns(statement)} earn ${bonus} when they book through us and dine with a linked card.`,
    );
  }

  // A partner that shows no rates says nothing of earning here but its bonus (as the page's line).
  if (!bonus && !statement.showRate) return null;
  const because = (reason: string) =>
    nothing(bonus ? `${reason}, so this booking earns ${noBonus}.` : `${reason}.`);
  if (statement.earningTiers.length === 0)
    return because("No membership level earns at this restaurant right now");
  const { tier, unlock } = statement.viewer;
  if (!statement.viewer.earns) {
    if (!unlock) return because("Your membership level does not earn at this restaurant");
    const { sentence } = because("Your membership level doesn't earn at this restaurant yet");
    return nothing(`${sentence} ${unlockActions[unlock.tierLevel]} to earn here.`);
  }
  if (weekday && !statement.today?.viewerEarns) return because(`${weekday} do not earn at this restaurant`);
  const rate = statement.showRate && tier ? `${tier.rate} on the meal` : null;
  const what =
    bonus && rate ? `${bonus} for this booking, plus ${rate},` : bonus ? `${bonus} for this booking` : rate;
  return what ? earning(`You will earn ${what} when you dine and pay with a linked card.`) : null;
}
