import { z } from "zod";
import { formMessages } from "@/shared/contracts/form-messages";
import { memberUpdateRequestSchema } from "@/shared/contracts/member-update";
import {
  editableFields,
  isProfileField,
  profileFields,
  type ProfileField,
  type ProfileOptions,
  type ProfileValues,
} from "./profile-values";

// The profile form's checks over the member-update contract: loaded when the form first
// validates (components/forms/contract-form.ts), so the profile page loads no zod at first.

/** The first message of the shared contract for each field, plus the partner's address rule. */
export function profileFieldErrors(
  values: ProfileValues,
  options: ProfileOptions,
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  const body: Record<string, string | boolean> = {};
  for (const field of editableFields(options)) body[field] = values[field];
  const parsed = memberUpdateRequestSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (isProfileField(field)) errors[field] ??= issue.message;
    }
  if (options.fullAddressRequired)
    for (const field of ["address1", "city", "state"] as const)
      if (values[field].trim() === "") errors[field] ??= formMessages.required;
  return errors;
}

const profileShape = {
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  smsOptIn: z.boolean(),
  emailOptIn: z.boolean(),
} satisfies Record<ProfileField, z.ZodType>;

/**
 * What the profile form checks: the fields as typed (the save sends only what changed, as
 * typed, and the server parses it with the same contract), each judged by the member-update
 * contract and the partner's address rule. `zipVerdict` adds the server's word on a
 * well-formed ZIP (not in the U.S., or a check that failed).
 */
export function profileFormSchema(options: ProfileOptions, zipVerdict: (zip: string) => string | undefined) {
  return z.object(profileShape).superRefine((values, ctx) => {
    const errors = profileFieldErrors(values, options);
    errors.zipCode ??= zipVerdict(values.zipCode.trim());
    for (const field of profileFields) {
      const message = errors[field];
      if (message) ctx.addIssue({ code: "custom", path: [field], message });
    }
  });
}
