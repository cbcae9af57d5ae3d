import { prospectSignUpFormSchema, type EnrollmentOptions } from "@/lib/contracts/enrollment";
import { formMessages } from "@/lib/contracts/form-messages";
import { passwordMaxLength } from "@/lib/constants";
import type { ReferralValues } from "@/lib/browser/referral-cookies";

/** What the join form holds while the visitor types (public-and-shared §3 Prospect sign-up). */
export interface JoinValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  partnerNumber: string;
  phoneNumber: string;
  zipCode: string;
  smsOptInV2: boolean;
  termsAccepted: boolean;
}

export type JoinField = keyof JoinValues;

export const emptyJoinValues: JoinValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  passwordConfirm: "",
  partnerNumber: "",
  phoneNumber: "",
  zipCode: "",
  smsOptInV2: false,
  termsAccepted: false,
};

const joinFields = new Set<string>(Object.keys(emptyJoinValues));

export function isJoinField(name: string): name is JoinField {
  return joinFields.has(name);
}

export interface JoinOptions extends EnrollmentOptions {
  readonly hasSmsOptInV2: boolean;
}

/**
 * The body the form sends: what was typed, as the shared schema reads it (the server parses
 * the same schema again). The SMS choice is sent only where the partner asks for it, so
 * elsewhere the server derives it from the phone (§5).
 */
export function joinRequestBody(values: JoinValues, options: JoinOptions, referral: ReferralValues) {
  const { smsOptInV2, partnerNumber, ...rest } = values;
  return {
    ...rest,
    ...(options.hasPPN ? { partnerNumber } : {}),
    ...(options.hasSmsOptInV2 ? { smsOptInV2: smsOptInV2 && values.phoneNumber.trim() !== "" } : {}),
    ...referral,
  };
}

/** The first message of the shared schema for each field, the way the server will word it. */
export function joinFieldErrors(
  values: JoinValues,
  options: JoinOptions,
): Partial<Record<JoinField, string>> {
  const parsed = prospectSignUpFormSchema(options).safeParse(joinRequestBody(values, options, {}));
  const errors: Partial<Record<JoinField, string>> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (isJoinField(field) && !errors[field]) errors[field] = issue.message;
  }
  // The schema's cross-field rules run only once every field parses; the form says them sooner.
  const cut = (text: string) => text.slice(0, passwordMaxLength);
  if (
    !errors.passwordConfirm &&
    values.passwordConfirm &&
    cut(values.password) !== cut(values.passwordConfirm)
  )
    errors.passwordConfirm = formMessages.passwordsDoNotMatch;
  const partnerNumber = options.hasPPN ? values.partnerNumber.trim() : "";
  if (!errors.password && partnerNumber && values.password.includes(partnerNumber))
    errors.password = formMessages.passwordContainsPartnerNumber;
  return errors;
}
