import "server-only";
import type { LoginCopy } from "@/shared/contracts/copy/login";
import type { Partner } from "@/partners/registry";
import { loadErrorCopy } from "./error-copy";

/** The sign-in form's wordings: the partner's error copy, else the product's own. */
export async function loadLoginCopy(partner: Partner): Promise<LoginCopy> {
  const errors = await loadErrorCopy(partner);
  return {
    required: errors.required ?? "This field is required.",
    invalidEmail: errors.invalid_email ?? "Enter a valid email address.",
    credentials: errors.login_credentials ?? "Invalid email or password.",
    locked: errors.login_locked ?? "Your account is locked for 30 minutes.",
    formErrors: errors.login_form_errors ?? "We could not sign you in; check form for errors.",
    general: errors.general_api ?? "Something went wrong. Please refresh and try again.",
    tooMany: "Too many sign-in attempts. Please wait a few minutes, or reset your password.",
  };
}
