import type { z } from "zod";
import type { ReferralValues } from "@/lib/client/browser/referral-cookies";
import type {
  prospectSignUpFormSchema,
  EnrollmentOptions,
  ProspectSignUpRequestBody,
} from "@/shared/contracts/enrollment";

export interface JoinOptions extends EnrollmentOptions {
  readonly hasSmsOptInV2: boolean;
}

/** The form as the sign-up contract reads it (names trimmed, email lower-cased, phone as 10 digits). */
export type JoinFormOutput = z.output<ReturnType<typeof prospectSignUpFormSchema>>;

/** The join form's fields while the visitor types (public-and-shared §3 Prospect sign-up). */
export const emptyJoinValues = {
  firstName: "",
  lastName: "",
  email: "",
  password: "",
  passwordConfirm: "",
  partnerNumber: "",
  phoneNumber: "",
  zipCode: "",
  smsOptInV2: false,
  /** Unticked: opting in to emails is the member's choice, never a default. */
  emailOptIn: false,
  /** Unticked: the contract accepts only a tick. */
  termsAccepted: false,
};

/**
 * The body the form sends: what the contract read, the referral values and the human check's
 * answer. The SMS choice is sent only where the partner asks for it, and never without a phone,
 * so elsewhere the server derives it from the phone (§5).
 */
export function joinRequestBody(
  values: JoinFormOutput,
  options: JoinOptions,
  referral: ReferralValues,
  gRecaptchaResponse: string,
): ProspectSignUpRequestBody {
  const { smsOptInV2, ...rest } = values;
  return {
    ...rest,
    ...(options.hasSmsOptInV2 ? { smsOptInV2: smsOptInV2 === true && rest.phoneNumber !== undefined } : {}),
    ...referral,
    gRecaptchaResponse,
  };
}
