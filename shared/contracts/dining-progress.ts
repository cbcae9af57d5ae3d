import { z } from "zod";
import { text } from "./text";

/**
 * Building: not VIP, dining toward it this year. QualifiedAndBuilding (renewing): VIP now,
 * dining to keep it next year. Qualified (complete): this year's dining already earned next
 * year's status (account-center §4 Dining progress).
 */
export const diningStatusValues = ["Building", "QualifiedAndBuilding", "Qualified"] as const;
export type DiningStatus = (typeof diningStatusValues)[number];

/** GET /api/Member's diningProgress: this calendar year's dining against the partner's VIP rule. */
export const diningProgressSchema = z.object({
  status: z.enum(diningStatusValues),
  /** Dines that reach the goal in a year; the visit meter's maximum. */
  dinesRequired: z.number().int().positive(),
  remainingDines: z.number().int().nonnegative(),
  /** Whole dollars of dining that also reach VIP, when the partner's rule has a spend goal. */
  dollarsRequired: z.number().int().positive().nullable(),
  remainingDollars: z.number().int().nonnegative().nullable(),
  /** Rewards earned this year in the partner's unit: miles or points, cents for Dollar and Credit. */
  ytdMilesOrDollars: z.number().int().nonnegative(),
  /**
   * The part of ytdMilesOrDollars this year's counted meals earned (the rest is bonuses): every
   * figure about "your dining this year" shows this one sum, never a recomputation from spend.
   */
  ytdMealMilesOrDollars: z.number().int().nonnegative(),
  /** Meals this year that earned (Awarded or Paid); these count toward the goal. */
  ytdDines: z.number().int().nonnegative(),
  /** Meals this year still being processed; they count once awarded. */
  pendingDines: z.number().int().nonnegative(),
  /** What those counted meals cost, in cents. */
  ytdSpendCents: z.number().int().nonnegative(),
  /** The calendar year being counted. */
  year: z.number().int(),
  /** The year the status applies to: this year while building, next year when renewing or complete. */
  displayYear: z.number().int(),
  /** When the count starts again (YYYY-MM-DD): 1 January next year. */
  resetsOn: text().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type DiningProgress = z.infer<typeof diningProgressSchema>;
