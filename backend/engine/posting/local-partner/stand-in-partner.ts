import "server-only";
import { env } from "@/platform/env";

/**
 * Whether this deployment plays the partner's side of posting itself (decision 0064): locally,
 * and on the journeys' test server, which has no partner program to post to either. Staging and
 * production post to the real endpoint or not at all.
 */
export function standInPartnerServes(): boolean {
  const { APP_ENV } = env();
  return APP_ENV === "local" || APP_ENV === "test";
}
