import { z } from "zod";
import { formMessages } from "./form-messages";
import { text } from "./text";

/**
 * The human check (DESIGN.md Human check): an ALTCHA proof-of-work challenge from
 * GET /api/HumanCheck/challenge, solved in the browser; the solution travels as base64 JSON in
 * the form's gRecaptchaResponse field, the same field reCAPTCHA's token uses when configured.
 */
const hex64 = text().regex(/^[0-9a-f]{64}$/);

/** GET /api/HumanCheck/challenge answer, in the shape ALTCHA's own widget reads too. */
export const altchaChallengeSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: hex64,
  maxnumber: z.number().int().positive(),
  salt: text().min(1).max(200),
  signature: hex64,
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;

/** The solution, before base64: the challenge echoed back with the number that solves it. */
export const altchaPayloadSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: hex64,
  number: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  salt: text().min(1).max(200),
  signature: hex64,
  /** Milliseconds the browser took: informative only. */
  took: z.number().nonnegative().optional(),
});
export type AltchaPayload = z.infer<typeof altchaPayloadSchema>;

/** Longest encoded solution accepted: ALTCHA solutions are about 400 characters, reCAPTCHA tokens up to a few thousand. */
export const humanCheckResponseMaxLength = 8_192;

/** The field a form sends its human-check answer in (account-center §3 Card submission payload). */
export const humanCheckResponseSchema = text({ error: formMessages.captchaRequired })
  .min(1, formMessages.captchaRequired)
  .max(humanCheckResponseMaxLength, formMessages.captchaRequired);
