import { z } from "zod";
import { text } from "./text";

/**
 * Emulation mode (public-and-shared §4): support staff view the site as a member, from the admin
 * tool's frame. The admin tool opens a signed, short-lived, single-use link
 * (GET /api/emulation/start?…); docs/security.md has the whole design.
 */

// Readable marker of an emulated session (its value is the emulation id): zod-free in
// cookie-names.ts for the browser shell. The page headers let the admin origin frame the site
// only while it is present; it grants nothing.
export { emulationCookieName } from "./cookie-names";

const publicId = text().regex(/^[\w-]{1,64}$/, "public_id must be letters, digits, _ or -");
const base64url = (length: { min: number; max: number }) =>
  text().regex(new RegExp(`^[\\w-]{${String(length.min)},${String(length.max)}}$`), "not base64url");

/** GET /api/emulation/start: the link the admin tool opens in its frame. */
export const emulationStartQuerySchema = z.object({
  public_id: publicId,
  expires: text()
    .regex(/^\d{1,12}$/, "expires must be epoch seconds")
    .transform(Number),
  nonce: base64url({ min: 16, max: 64 }),
  signature: base64url({ min: 43, max: 43 }),
});

/** POST /api/Operations/EmulationLinks (the admin tool's backend, operations token). */
export const emulationLinkRequestSchema = z.strictObject({
  partnerCode: text().regex(/^[a-z][a-z0-9-]{0,39}$/, "partnerCode is a partner's code"),
  publicId,
});

export const emulationLinkResponseSchema = z.object({
  /** Path of the link on the partner's site; the admin tool puts the partner's origin before it. */
  path: text(),
  expiresAt: z.iso.datetime(),
});
export type EmulationLinkResponse = z.infer<typeof emulationLinkResponseSchema>;

/** What a credential change answers in an emulated session (403). */
export const emulationCredentialRefusal =
  "You are viewing as this member: passwords, email and cards cannot be changed in emulation mode.";
