import { z } from "zod";

/** The tier-1 activation stage copy (content 'tier_1_activation'), with the product's own fallbacks. */
export const activationCopySchema = z.object({
  title: z.string().default("Activate your dining benefits"),
  body: z.string().default(""),
  button_text: z.string().default("Activate now"),
  activated_title: z.string().default("You're all set"),
  activated_body: z.string().default(""),
  activated_button_text: z.string().default("Find restaurants"),
  error_text: z.string().default("We couldn't activate your account. Please contact customer support at"),
});
export type ActivationCopy = z.output<typeof activationCopySchema>;
