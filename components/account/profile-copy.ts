import type { SmsOptInCopy } from "@/shared/copy/sms-opt-in-copy";

/** The partner's words the profile form needs, read on the server from content and config. */
export interface ProfileCopy {
  /** The zip-invalid message ("ZIP is not located in the U.S."). */
  readonly zipInvalid: string;
  /** The general API error: a failed ZIP check. */
  readonly generalError: string;
  /** Shown at the bottom of the form when a save fails for a reason other than a field. */
  readonly serverError: string;
  readonly smsOptIn: SmsOptInCopy;
  readonly programName: string;
  readonly support: {
    readonly email: { readonly href: string; readonly display: string };
    readonly phone: { readonly href: string; readonly formatted: string };
  };
}

/** The save outcomes of account-center §8, worded once. */
export const profileSaveMessages = {
  noChanges: "No changes were made.",
  saved: "All changes were saved.",
  failed: "No changes were saved. See error at bottom of page for more details.",
  checkFields: "Please check the form: some fields need your attention.",
} as const;
