import { z } from "zod";
import { bonusSchema } from "./bonus";
import { diningProgressSchema } from "./dining-progress";
import { memberProfileSchema } from "./member-update";
import { text } from "./text";

/**
 * GET /api/Member answer in full (account-center §3 Member): the profile's fields, when and how
 * the member joined, their bonuses and this year's dining progress. The shell reads the same
 * answer through memberSchema, which keeps only what it needs.
 */
export const memberAccountSchema = memberProfileSchema.extend({
  joinDate: text(),
  enrollmentSource: text().nullable(),
  activeBonuses: z.array(bonusSchema),
  diningProgress: diningProgressSchema,
});
export type MemberAccount = z.infer<typeof memberAccountSchema>;
