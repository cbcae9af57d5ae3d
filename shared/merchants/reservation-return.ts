import { isCalendarDate } from "@/shared/contracts/calendar-date";
import { maxPartySize } from "@/shared/contracts/reservation-values";
import { authHrefs } from "@/shared/rules/auth-links";
import type { EnrollmentType } from "@/partners/schema";

/** A chosen table: the search it came from and the slot picked. */
export interface ChosenSlot {
  readonly date: string;
  readonly time: string;
  readonly partySize: number;
  readonly slot: string;
}

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The merchant page with the chosen slot in its query, where sign-in sends the visitor back
 * (decision 0033: they come back to the same merchant with the chosen slot still selected). Only
 * plain characters go in, so the path passes the safe-redirect gate unchanged.
 */
export function slotReturnPath(merchantId: string, chosen: ChosenSlot): string {
  const query = new URLSearchParams({
    date: chosen.date,
    time: chosen.time,
    partySize: String(chosen.partySize),
    slot: chosen.slot,
  });
  return `/merchants/${encodeURIComponent(merchantId)}?${query.toString()}`;
}

/** The sign-in link that comes back to `returnPath`: /login?returnUrl=… or, under SSO, /Login?returnTo=…. */
export function signInToReserveHref(enrollmentType: EnrollmentType, returnPath: string): string {
  return enrollmentType === "sso"
    ? `${authHrefs.ssoSignIn}?returnTo=${encodeURIComponent(returnPath)}`
    : `${authHrefs.directSignIn}?returnUrl=${encodeURIComponent(returnPath)}`;
}

/** The slot a returning visitor had chosen, read from the merchant page's query; null when absent or malformed. */
export function chosenSlotFromQuery(search: string): ChosenSlot | null {
  const query = new URLSearchParams(search);
  const date = query.get("date") ?? "";
  const time = query.get("time") ?? "";
  const slot = query.get("slot") ?? "";
  const partySize = Number(query.get("partySize"));
  // The contract's calendar rule: a 2026-02-30 carried back would only be refused at Book.
  if (!isCalendarDate(date) || !clock.test(time) || !clock.test(slot)) return null;
  if (!Number.isInteger(partySize) || partySize < 1 || partySize > maxPartySize) return null;
  return { date, time, partySize, slot };
}
