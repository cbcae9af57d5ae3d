import { z } from "zod";
import { passwordMaxLength } from "@/shared/constants";
import { humanCheckResponseSchema } from "./human-check";
import { memberSchema } from "./member";
import { text } from "./text";

/**
 * Wrong email or password: one answer for both, so sign-in never reveals which accounts exist.
 * Named by the fields the form asks for: it has an Email field, not a user name (decision 0060).
 */
export const invalidCredentialsMessage = "Invalid email or password.";
export const lockedOutMessage = "Account locked for 30 minutes. Reset your password to sign in now.";

/**
 * POST /api/Members/SignIn body (direct-enrollment partners). The password is truncated to 56
 * characters as on sign-up, so a longer paste still matches what was stored.
 */
export const signInRequestSchema = z.object({
  email: text({ error: "This field is required." })
    .trim()
    .min(1, "This field is required.")
    .max(254, "Must be at most 254 characters.")
    .transform((email) => email.toLowerCase()),
  password: text({ error: "This field is required." })
    .min(1, "This field is required.")
    .transform((password) => password.slice(0, passwordMaxLength)),
  rememberMe: z.boolean().default(false),
  /**
   * A passed human check, sent only after a locked answer offered one (passWithHumanCheck): with
   * it, a browser that signed in to the account before gets past the lock.
   */
  gRecaptchaResponse: humanCheckResponseSchema.optional(),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({ member: memberSchema });

/**
 * The error answer of a locked account: `code` lets the screen show the partner's wording.
 * `passWithHumanCheck` comes only to a browser that signed in to the locked account before: the
 * same password with a passed human check lets it in. Other browsers never see it, so the answer
 * tells them nothing about the account.
 */
export const lockedOutErrorSchema = z.object({
  error: text(),
  code: z.literal("locked"),
  lockedUntil: z.iso.datetime(),
  passWithHumanCheck: z.literal(true).optional(),
});
export type LockedOutError = z.infer<typeof lockedOutErrorSchema>;
