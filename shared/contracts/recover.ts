import { z } from "zod";
import { simpleEmailPattern } from "@/shared/rules/email-patterns";
import { newPasswordSchema, passwordConfirmSchema } from "./enrollment";
import { formMessages } from "./form-messages";
import { humanCheckResponseSchema } from "./human-check";
import { expiredLinkMessage } from "./recover-values";
import { text } from "./text";

export * from "./recover-values";

/** The partner wording for a value that is neither (account-center §5). */
export const emailOrPartnerNumberMessage = "Please enter a valid email address or partner number.";
const partnerNumberLike = /^\d{6,12}$/;

/** POST /api/Members/Recover body: step 1 of password recovery. */
export const recoverRequestSchema = z.object({
  emailOrPartnerNumber: text({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .max(254, emailOrPartnerNumberMessage)
    .refine(
      (value) => simpleEmailPattern.test(value) || partnerNumberLike.test(value),
      emailOrPartnerNumberMessage,
    ),
  /** The human check's answer (ALTCHA solution, or a reCAPTCHA token when configured). */
  gRecaptchaResponse: humanCheckResponseSchema,
});

/** GET /api/Members/Recover/Token query: is a link still good, before the member types a password. */
// Without a token the API reads the one the link traded for a cookie (docs/decisions/0048).
export const recoverTokenQuerySchema = z.object({ token: text().min(20).max(200).optional() });

/** The token in a recovery link: 32 random bytes, base64url. */
export const resetTokenSchema = text().regex(/^[\w-]{40,64}$/, expiredLinkMessage);

/** POST /api/Members/Recover/Update body: step 3, the new password for a recovery link. */
export const recoverUpdateSchema = z
  .object({
    // Absent from the browser's form: the link's token travels in its httpOnly cookie (0048).
    token: resetTokenSchema.optional(),
    password: newPasswordSchema,
    passwordConfirm: passwordConfirmSchema,
  })
  .superRefine((values, ctx) => {
    if (values.password !== values.passwordConfirm) {
      ctx.addIssue({ code: "custom", path: ["passwordConfirm"], message: formMessages.passwordsDoNotMatch });
    }
  });

/** POST /api/Members/Recover answer (202): the link is on its way if the account exists. */
export const recoverAcceptedSchema = z.object({ accepted: z.literal(true) });
/** GET /api/Members/Recover/Token answer while the link is live (410 once it is not). */
export const recoverTokenValidSchema = z.object({ valid: z.literal(true) });
/** POST /api/Members/Recover/Update answer. */
export const recoverUpdatedSchema = z.object({ updated: z.literal(true) });
