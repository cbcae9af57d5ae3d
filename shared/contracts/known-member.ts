import { z } from "zod";
import { text } from "./text";

/** GET /api/Member/{publicId} answer: what a known visitor's saved public id tells (activation, §2). */
export const knownMemberSchema = z.object({
  publicId: text(),
  tierLevel: z.number().int().min(0).max(3),
  active: z.boolean(),
  hasWebProfile: z.boolean(),
});
export type KnownMember = z.infer<typeof knownMemberSchema>;

/** POST /api/Member/Activate body: tier 1 (non-activated) becomes tier 2 (opted in). */
/**
 * POST /api/Member/Activate: the public id with the signed expiry its emailed link carries
 * (backend/security/activation-signature.ts); a public id alone activates nobody.
 */
/** A whole activation link: the public id, and the expiry and signature over both. */
export const activationLinkSchema = z.object({
  publicId: text().min(1).max(64),
  expires: z.coerce.number().int().positive(),
  signature: text().regex(/^[A-Za-z0-9_-]{43}$/, "The activation link is incomplete."),
});

/**
 * POST /api/Member/Activate body. The browser sends the public id only: the link's expiry and
 * signature travel in the httpOnly cookie its arrival traded them for (docs/decisions/0048).
 */
export const activateRequestSchema = activationLinkSchema.extend({
  expires: z.number().int().positive().optional(),
  signature: activationLinkSchema.shape.signature.optional(),
});
export type ActivateRequest = z.infer<typeof activateRequestSchema>;

/** GET /api/Members/Validate/Email query and answer (§7): `usePpn` also accepts a partner number. */
export const validateEmailQuerySchema = z.object({
  email: text().trim().min(1).max(254),
  usePpn: z.enum(["true", "false"]).optional(),
});
export const validateEmailResponseSchema = z.object({ isValid: z.boolean() });
