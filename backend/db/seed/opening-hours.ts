import type { OpeningPeriod, Weekday } from "@/shared/contracts/merchants";
import type { MealType } from "../schema/values";
import type { Random } from "./random";

const weekdays: readonly Weekday[] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const weekend = new Set<Weekday>(["Fri", "Sat"]);

/**
 * A week of opening hours that agrees with the meals served: breakfast places open early and
 * close mid-afternoon, dinner-only places open late afternoon, late-night places close after
 * midnight (later on Friday and Saturday). Some close one or two days a week, and some close
 * between lunch and dinner.
 */
export function openingHoursFor(
  random: Random,
  familyKey: string,
  meals: readonly MealType[],
): OpeningPeriod[] {
  const breakfast = meals.includes("breakfast");
  const daytime = breakfast || meals.includes("lunch") || meals.includes("brunch");
  const dinner = meals.includes("dinner");
  const lateNight = meals.includes("late_night");
  const opens = breakfast
    ? random.pick(["07:00", "07:30", "08:00"])
    : daytime
      ? random.pick(["11:00", "11:30"])
      : random.pick(["16:30", "17:00", "17:30"]);
  const closes = lateNight
    ? random.pick(["00:00", "01:00"])
    : dinner
      ? random.pick(["21:30", "22:00", "22:30"])
      : random.pick(["14:30", "15:00", "16:00"]);
  const weekendCloses = lateNight ? random.pick(["02:00", "03:00"]) : dinner ? "23:00" : closes;
  const splitShift = daytime && dinner && !breakfast && random.chance(0.25);
  const closed = new Set<Weekday>();
  if (familyKey === "cafe" ? random.chance(0.2) : random.chance(0.35))
    closed.add(familyKey === "cafe" ? "Sun" : "Mon");
  if (familyKey !== "cafe" && familyKey !== "pub" && closed.size > 0 && random.chance(0.25))
    closed.add("Tue");
  const brunchOpens = meals.includes("brunch") ? "10:00" : opens;

  return weekdays.flatMap((day): OpeningPeriod[] => {
    if (closed.has(day)) return [];
    const dayOpens = day === "Sat" || day === "Sun" ? brunchOpens : opens;
    const dayCloses = weekend.has(day) ? weekendCloses : closes;
    if (splitShift && day !== "Sat" && day !== "Sun") {
      return [
        { day, opens: dayOpens, closes: "14:30" },
        { day, opens: "17:00", closes: dayCloses },
      ];
    }
    return [{ day, opens: dayOpens, closes: dayCloses }];
  });
}
