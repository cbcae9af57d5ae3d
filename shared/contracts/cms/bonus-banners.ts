import { z } from "zod";
import { multilineText } from "@/shared/contracts/text";

/**
 * One bonus banner of the partner's copy (account-center §3 Bonus banner config). Banners of
 * type "bonus" name the bonus code they describe; user_states lists the member states
 * (shared/rules/bonus-banners.ts memberStateIndex) a banner is for, and an empty list means all.
 */
export const bonusBannerConfigSchema = z.object({
  type: z.enum(["bonus", "earn", "enrollment"]),
  order: z.number().int().default(0),
  user_states: z.array(z.number().int().min(0)).default([]),
  /** Shown only this many days after the bonus was offered; null shows it as long as it lasts. */
  days_to_display: z.number().int().positive().nullable().default(null),
  app_only_bonus: z.boolean().default(false),
  text: multilineText().min(1),
  /** What an app-only bonus's banner says on the web instead of a register action. */
  app_text: multilineText().optional(),
  /** A decorative image path; the text carries the meaning. */
  image: multilineText().optional(),
  code: multilineText().optional(),
});
export type BonusBannerConfig = z.output<typeof bonusBannerConfigSchema>;

/** The account_center content entry with slug "bonus_banners". */
export const bonusBannersFieldsSchema = z.object({
  title: multilineText().default("Bonus offers"),
  banners: z.array(bonusBannerConfigSchema).default([]),
});
