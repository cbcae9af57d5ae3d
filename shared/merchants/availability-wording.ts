import { localClock } from "@/shared/rules/opening-hours";
import { dateIn, localIsoDate } from "./reservation-window";

/**
 * What the reservation block says when it cannot offer a table. The partner's text set decides
 * the wording (account-center §8 "Availability" and "Reservation"), under these content keys of
 * the global 'errors' entry; the spec's own description is the fallback for a partner without one.
 */
const availabilityCopyKeys = {
  none: "availability_none",
  partyTooSmall: "availability_party_too_small",
  partyTooLarge: "availability_party_too_large",
  dateTooFar: "availability_date_too_far",
  timeTooSoon: "availability_time_too_soon",
  general: "reservation_general",
} as const;

type AvailabilityProblem = keyof typeof availabilityCopyKeys;
export type AvailabilityWording = Readonly<Record<AvailabilityProblem, string>>;

const fallback: AvailabilityWording = {
  none: "No tables are available at the selected time.",
  partyTooSmall: "The party is too small to book online.",
  partyTooLarge: "The party is too large to book online.",
  dateTooFar: "That date is too far ahead to book.",
  timeTooSoon: "That time is not far enough ahead to book.",
  general: "We were unable to complete your reservation. Please try again.",
};

/** The partner's availability wording from its error copy, key by key. */
export function availabilityWording(errors: Readonly<Record<string, string>>): AvailabilityWording {
  const entries = Object.entries(availabilityCopyKeys) as [AvailabilityProblem, string][];
  return Object.fromEntries(
    entries.map(([problem, key]) => [problem, errors[key]?.trim() || fallback[problem]]),
  ) as AvailabilityWording;
}

/**
 * A search that cannot find a table whatever the restaurant has: a time already past on the
 * restaurant's clock, or a date beyond the year ahead that restaurants book (public-and-shared
 * §9). Answered without a call; the lead time before a seating is the server's to judge.
 */
export function problemBeforeSearch(
  request: { readonly date: string; readonly time: string },
  now: Date,
  /** The restaurant's IANA zone: "past" is past on its clock, not the visitor's. */
  timeZone: string,
): AvailabilityProblem | null {
  const today = dateIn(now, timeZone);
  const [hours = 0, minutes = 0] = request.time.split(":").map(Number);
  if (request.date < today) return "timeTooSoon";
  if (request.date === today && hours * 60 + minutes <= localClock(now, timeZone).minutes)
    return "timeTooSoon";
  const lastDay = localIsoDate(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate()));
  return request.date > lastDay ? "dateTooFar" : null;
}

/** Which wording a refused search (400) gets, from the fields the server named. */
export function problemFromRefusal(
  fields: Readonly<Record<string, string>>,
  partySize: number,
): AvailabilityProblem {
  if (fields.partySize) return partySize < 1 ? "partyTooSmall" : "partyTooLarge";
  if (fields.date) return "dateTooFar";
  if (fields.time) return "timeTooSoon";
  return "general";
}
