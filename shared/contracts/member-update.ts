import { z } from "zod";
import { passwordMaxLength } from "@/shared/constants";
import { normalizeUsPhone } from "@/shared/rules/phone";
import { nameSchema, zipCodeSchema } from "./enrollment";
import { formMessages, withCount } from "./form-messages";
import { memberSchema } from "./member";
import { multilineText, text } from "./text";

// The limits and state codes the profile form reads live in a zod-free module (docs/performance.md, Bundles).
export * from "./member-update-values";
import { addressLineMaxLength, cityMaxLength, usStateCodes } from "./member-update-values";

/**
 * PUT /api/Member (account-center §5 Profile, §7). A partial update: a field left out keeps its
 * value, an empty optional field clears it. Email and password are read-only on the profile
 * (email changes go through customer support, passwords through recovery).
 */

export const passwordChangeMessage =
  "Passwords are changed through password recovery: sign out and choose “Forgot password”.";

const optionalLine = (max: number) =>
  text().trim().max(max, withCount(formMessages.maxLength, max)).optional();

/** Typed in any usual way; the 10 digits are kept, "" clears the number (and with it SMS consent). */
const profilePhoneSchema = text()
  .trim()
  .max(30, formMessages.invalidPhoneProfile)
  .refine((value) => value === "" || normalizeUsPhone(value) !== undefined, formMessages.invalidPhoneProfile)
  .transform((value) => (value === "" ? null : (normalizeUsPhone(value) ?? null)))
  .optional();

/** Cut to 56 like every password field (§5), then refused: the profile cannot change it. */
const refusedPassword = text()
  .transform((value) => value.slice(0, passwordMaxLength))
  .refine((value) => value === "", passwordChangeMessage)
  .optional();

export const memberUpdateRequestSchema = z.object({
  firstName: nameSchema.optional(),
  lastName: nameSchema.optional(),
  phoneNumber: profilePhoneSchema,
  smsOptIn: z.boolean().optional(),
  emailOptIn: z.boolean().optional(),
  address1: optionalLine(addressLineMaxLength),
  address2: optionalLine(addressLineMaxLength),
  city: optionalLine(cityMaxLength),
  state: z.enum(["", ...usStateCodes], { error: "Please choose a state." }).optional(),
  zipCode: zipCodeSchema.optional(),
  password: refusedPassword,
  passwordConfirm: refusedPassword,
});
export type MemberUpdateRequest = z.input<typeof memberUpdateRequestSchema>;
export type MemberUpdate = z.output<typeof memberUpdateRequestSchema>;

/** The member with the profile's fields (account-center §3 Member). */
export const memberProfileSchema = memberSchema.extend({
  /** Names the member to the review survey (account-center §4 Reviews). */
  familyId: text(),
  emailOptIn: z.boolean(),
  phoneNumber: text().nullable(),
  smsOptIn: z.boolean(),
  address: z.object({
    address1: text().nullable(),
    address2: text().nullable(),
    city: text().nullable(),
    state: text().nullable(),
    zipCode: text().nullable(),
  }),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** PUT /api/Member answer. */
export const memberUpdateResponseSchema = z.object({ member: memberProfileSchema });
export type MemberUpdateResponse = z.infer<typeof memberUpdateResponseSchema>;

/**
 * PUT /api/Member's 400 answer (account-center §7: "on failure, possibly an array of
 * {field, message} mapped to fields"): one entry per refused field, the first message for each.
 * Unlike the API's usual {error, fields}, because the spec gives this call this shape.
 */
export const profileFieldErrorsSchema = z.array(z.object({ field: text(), message: multilineText() }));
export type ProfileFieldErrors = z.infer<typeof profileFieldErrorsSchema>;

/** The field errors as the form reads them: one message per field name. */
export function profileFieldMessages(errors: ProfileFieldErrors): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { field, message } of errors) fields[field] ??= message;
  return fields;
}
