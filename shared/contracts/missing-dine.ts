import { z } from "zod";
import { awardStatuses } from "./activity-values";
import { calendarDateMs, isCalendarDate, notOnCalendarMessage } from "./calendar-date";
import {
  maxMissingDineAmountCents,
  missingDineMaxAgeDays,
  missingDineReferencePattern,
  missingDineWaitDays,
} from "./missing-dine-values";
import { text } from "./text";

// The limits the browser reads without zod live in a zod-free module (docs/performance.md, Bundles).
export * from "./missing-dine-values";

const dayMs = 86_400_000;

/** Today's calendar date in UTC (ms at midnight), read at validation time so the window moves. */
function todayMs(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

/** The card's id as the member's card list gives it. */
const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Report a missing dine" in Reviews & History (decision 0069): POST /api/Member/MissingDines,
 * and the form's own check. The fields stay text, as the form holds them, so the browser sends
 * what it checked and the server checks it again with the same rules; the amount is in dollars.
 * A meal is reportable from `missingDineWaitDays` after it (its award has had time to appear) up
 * to `missingDineMaxAgeDays`. The dates are UTC calendar days: a day's slack either way is
 * within what the spec's 10 days mean.
 */
export const missingDineRequestSchema = z.object({
  date: text({ error: "Choose the date of the meal" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose the date of the meal")
    .refine(isCalendarDate, notOnCalendarMessage)
    .refine((value) => calendarDateMs(value) <= todayMs(), "The date of the meal cannot be in the future")
    .superRefine((value, context) => {
      const ms = calendarDateMs(value);
      if (!Number.isFinite(ms) || ms > todayMs()) return;
      if (ms > todayMs() - missingDineWaitDays * dayMs)
        context.addIssue({
          code: "custom",
          message: `Rewards can take up to ${String(missingDineWaitDays)} days to appear: report this meal after ${new Date(ms + missingDineWaitDays * dayMs).toISOString().slice(0, 10)}`,
        });
      else if (ms < todayMs() - missingDineMaxAgeDays * dayMs)
        context.addIssue({
          code: "custom",
          message: `Meals more than ${String(missingDineMaxAgeDays)} days ago can no longer be reported`,
        });
    }),
  merchantId: text({ error: "Choose the restaurant" })
    .trim()
    .min(1, "Choose the restaurant")
    .max(100, "Choose the restaurant from the list")
    .regex(/^[A-Za-z0-9._:-]+$/, "Choose the restaurant from the list"),
  amount: text({ error: "Enter the amount of the bill" })
    .trim()
    .min(1, "Enter the amount of the bill")
    .regex(/^\$?\d{1,6}(\.\d{1,2})?$/, "Enter the amount in dollars, such as 80 or 80.50")
    .refine((value) => dollarsToCents(value) > 0, "The amount must be more than $0")
    .refine(
      (value) => dollarsToCents(value) <= maxMissingDineAmountCents,
      `The amount can be at most $${(maxMissingDineAmountCents / 100).toLocaleString("en-US")}`,
    ),
  cardId: text({ error: "Choose the card you paid with" }).regex(uuidShape, "Choose the card you paid with"),
});
export type MissingDineRequest = z.output<typeof missingDineRequestSchema>;

/** "80", "80.5" or "$80.50" → 8050 cents (the shape is checked first). */
export function dollarsToCents(value: string): number {
  return Math.round(Number(value.trim().replace(/^\$/, "")) * 100);
}

export const missingDineAnswerSchema = z.discriminatedUnion("outcome", [
  z.object({
    outcome: z.literal("found"),
    award: z.object({
      transactionId: text(),
      merchantName: text(),
      benefitAmount: z.number().int().nonnegative(),
      awardStatus: z.enum(awardStatuses),
    }),
  }),
  z.object({ outcome: z.literal("claim"), reference: text().regex(missingDineReferencePattern) }),
]);
export type MissingDineAnswer = z.infer<typeof missingDineAnswerSchema>;
