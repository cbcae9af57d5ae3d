import { stableHash } from "./stable-hash";

/** Bookable from 11:00 to the last seating at 22:30, every 15 minutes, as restaurants list them. */
const firstSeating = 11 * 60;
const lastSeating = 22 * 60 + 30;
const step = 15;
export const maxSlots = 9;

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

function label(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * Open times nearest the requested one, earliest first. Which seatings are free is derived from
 * the merchant, date and party size (no booking system runs here), so answers are stable for
 * tests and repeat visits; bigger parties find fewer tables.
 */
export function reservationSlots(input: {
  merchantId: string;
  date: string;
  time: string;
  partySize: number;
}): string[] {
  const wanted = minutesOf(input.time);
  const freeShare = Math.max(25, 75 - input.partySize * 3);
  const open: number[] = [];
  for (let minutes = firstSeating; minutes <= lastSeating; minutes += step) {
    const roll = stableHash(`${input.merchantId}|${input.date}|${minutes}|${input.partySize}`) % 100;
    if (roll < freeShare) open.push(minutes);
  }
  return open
    .sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)
    .slice(0, maxSlots)
    .sort((a, b) => a - b)
    .map(label);
}
