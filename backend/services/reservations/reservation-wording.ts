import "server-only";
import { getContentPage } from "@/backend/services/content/get-content-page";
import { errorsFieldsSchema } from "@/shared/contracts/cms/errors";
import type { ReservationRefusalCode } from "@/shared/contracts/reservations";
import { expandFields } from "@/shared/copy/expand-fields";
import { partnerPlaceholderValues } from "@/shared/copy/partner-values";
import type { PartnerConfig } from "@/partners/schema";

/**
 * The partner's reservation wording, read from its global 'errors' copy (account-center §8
 * "Reservation outcomes"): the words a refusal or an unearned bonus is answered with. Each key
 * has the spec's own sentence as the fallback for a partner whose copy lacks it.
 */
const refusalKeys = {
  slot_taken: ["reservation_slot_taken", "That time was just booked. Choose one of the nearest free times."],
  overlap: [
    "reservation_overlap",
    "A reservation already exists within two hours at this location. Please try a different time.",
  ],
  fraud: [
    "reservation_fraud",
    "This account has been deactivated with the reservation provider. Please use a different account.",
  ],
  party_too_small: ["availability_party_too_small", "The party is too small to book online."],
  party_too_large: ["availability_party_too_large", "The party is too large to book online."],
  date_out_of_range: ["availability_date_too_far", "That date is too far ahead to book."],
  time_too_soon: ["availability_time_too_soon", "That time is not far enough ahead to book."],
  not_modifiable: [
    "reservation_not_modifiable",
    "This reservation can no longer be changed. Please call the restaurant.",
  ],
  general: ["reservation_general", "We were unable to complete your reservation. Please try again."],
} as const satisfies Record<ReservationRefusalCode, readonly [string, string]>;

/** Why a reservation earned no bonus, in the partner's words. */
const notEarnedKeys = {
  cancelled: ["reservation_bonus_cancelled", "No bonus: the reservation was cancelled."],
  no_show: ["reservation_bonus_no_show", "No bonus: the reservation was not honoured."],
  no_dine: [
    "reservation_bonus_no_dine",
    "No bonus: no meal with a linked card was recorded on the reservation date.",
  ],
  forfeited: ["reservation_bonus_forfeited", "No bonus: it was reversed with the meal it was for."],
} as const;
export type NotEarnedCause = keyof typeof notEarnedKeys;

export interface ReservationWording {
  refusal(code: ReservationRefusalCode): string;
  notEarned(cause: NotEarnedCause): string;
}

export async function loadReservationWording(partner: PartnerConfig): Promise<ReservationWording> {
  const entries = await getContentPage(
    { code: partner.code, host: partner.hostnames[0] ?? partner.code, cmsRoute: partner.cmsRoute },
    "*",
  );
  const parsed = errorsFieldsSchema.safeParse(entries.find((entry) => entry.slug === "errors")?.fields ?? {});
  const errors = expandFields(parsed.success ? parsed.data : {}, partnerPlaceholderValues(partner));
  const word = ([key, fallback]: readonly [string, string]) => errors[key]?.trim() || fallback;
  return {
    refusal: (code) => word(refusalKeys[code]),
    notEarned: (cause) => word(notEarnedKeys[cause]),
  };
}
