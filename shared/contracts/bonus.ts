import { z } from "zod";
import { text } from "./text";

/** A member's state for one bonus: offered, registered for, earned (account-center §3 Bonus). */
export const bonusStatusValues = ["eligible", "enrolled", "qualified"] as const;
export type BonusStatus = (typeof bonusStatusValues)[number];

/** Bonus codes as partners write them: letters, digits, '-' and '_'. */
export const bonusCodeSchema = text().regex(/^[A-Za-z0-9_-]{1,40}$/, "Unknown bonus code");

/** One of the member's bonuses, in GET /api/Member's activeBonuses (account-center §3 Bonus). */
export const bonusSchema = z.object({
  code: text(),
  bonusStatus: z.enum(bonusStatusValues),
  /** When the bonus was offered to the member (ISO 8601, UTC); banners count days_to_display from it. */
  createDateUtc: text(),
  isNewMemberBonus: z.boolean(),
  /** The partner's short description; "" for a code the partner no longer describes. */
  description: text(),
  /** The member joined within the new-member window through the partner's enrollment source. */
  memberIsEligibleForNMB: z.boolean(),
  /** Registered in the native app only: the web shows the banner's app text, no register action. */
  appOnly: z.boolean(),
});
export type Bonus = z.infer<typeof bonusSchema>;

/** POST /api/Member/Bonus/{code} path parameter. */
export const bonusRegistrationParamSchema = z.object({ code: bonusCodeSchema });

/** POST /api/Member/Bonus/{code} answer (account-center §7). */
export const bonusRegistrationResponseSchema = z.object({ success: z.boolean() });
export type BonusRegistrationResponse = z.infer<typeof bonusRegistrationResponseSchema>;
