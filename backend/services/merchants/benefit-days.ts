import { weekdays, type Weekday } from "@/shared/contracts/merchants";

/** Earning weekdays from the stored bitmask (Sun = 1, Mon = 2, … Sat = 64), Sunday first. */
export function benefitDayNames(mask: number): Weekday[] {
  return weekdays.filter((_, index) => (mask & (1 << index)) !== 0);
}
