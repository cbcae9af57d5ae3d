import "client-only";

/**
 * The human check itself failed (not the form's call): its message is the spec's, shown as is.
 * A module of its own, so the forms' shared submit can recognise it without loading the
 * reCAPTCHA code, which loads only when a check runs (decision 0038).
 */
export class HumanCheckError extends Error {
  override name = "HumanCheckError";
}
