import "server-only";

/** Why a human check did not pass: logged as an outcome, shown to the member as one message. */
export type HumanCheckFailure = "malformed" | "expired" | "invalid" | "replayed" | "unavailable";

export type HumanCheckResult =
  { readonly ok: true } | { readonly ok: false; readonly reason: HumanCheckFailure };

export const passed: HumanCheckResult = { ok: true };

export function failed(reason: HumanCheckFailure): HumanCheckResult {
  return { ok: false, reason };
}
