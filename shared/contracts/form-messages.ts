import { cardTermsRequired } from "./card-terms-message";
import { requiredFieldsNote } from "./required-fields-note";

/**
 * The generic form messages of account-center §5 and the enrollment errors public-and-shared §5
 * names, worded once so that the browser's validation and the backend's field errors read the
 * same. NUM stands for a count: fill it in with withCount().
 */
export const formMessages = {
  required: "This field is required.",
  requiredFieldsNote,
  minLength: "Must be at least NUM characters.",
  maxLength: "Must be at most NUM characters.",
  exactLength: "Must be exactly NUM characters.",
  checkFailed: "Error while checking field.",
  generalApiError: "Something went wrong, refresh and try again.",
  serverError: "We could not complete your request right now. Please try again later.",
  captchaRequired: "The reCAPTCHA must be completed.",
  captchaNotReady: "reCaptcha is not in ready state.",
  captchaGaveUp: "Too many network errors, give up on reCaptcha.",
  invalidEmail: "Please enter a valid email address.",
  emailInUse: "This email address is already in use.",
  invalidZip: "Please enter a valid ZIP code.",
  zipNotInUs: "ZIP is not located in the U.S.",
  /**
   * Enrollment's wording, said as its neighbours say theirs (in place of the spec's
   * "Invalid US based phone number"); the profile uses invalidPhoneProfile.
   */
  invalidPhone: "Please enter a valid US phone number.",
  invalidPhoneProfile: "Invalid phone number, please check the number and try again",
  invalidPartnerNumber: "Please enter a valid partner number.",
  partnerNumberInUse: "This partner number is already in use.",
  passwordContainsPartnerNumber: "Your password must not contain your partner number.",
  passwordsDoNotMatch: "Passwords do not match.",
  termsRequired: "Please accept the terms and conditions to continue.",
  cardTermsRequired,
} as const;

/** "Must be at most NUM characters." with the count filled in. */
export function withCount(template: string, count: number): string {
  return template.replaceAll("NUM", String(count));
}
