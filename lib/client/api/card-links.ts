import "client-only";
import { mutate } from "@/lib/client/browser/csrf-token";
import type { CardRegistrationResponse, CardSubmission } from "@/shared/contracts/cards";
import { ApiError } from "./http";

/** A JSON body, or undefined for an empty or non-JSON one (a proxy's error page). */
function jsonBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Links cards (POST /api/Member/Cards). A refusal of some or all cards still answers their
 * registration, which this returns like a success (account-center §7); a 401, a 5xx or an answer
 * without registrations throws ApiError, with the field messages of a 400.
 */
export async function linkCards(submission: CardSubmission): Promise<CardRegistrationResponse> {
  const response = await mutate("/api/Member/Cards", "POST", submission);
  // Read to the end whatever the status, so no answer holds its connection.
  const body = jsonBody(await response.text());
  // The answer's contracts (and zod) load with the first submission, not with the page
  // (docs/performance.md, Bundles).
  const [{ cardRegistrationResponseSchema }, { apiErrorSchema }] = await Promise.all([
    import("@/shared/contracts/cards"),
    import("@/shared/contracts/errors"),
  ]);
  const registration = cardRegistrationResponseSchema.safeParse(body);
  if (registration.success && response.status !== 401 && response.status < 500) return registration.data;
  const error = apiErrorSchema.safeParse(body);
  throw new ApiError(
    response.status,
    error.success ? error.data.error : response.statusText || `HTTP ${String(response.status)}`,
    error.success ? (error.data.fields ?? {}) : {},
  );
}
