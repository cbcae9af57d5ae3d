import { startProspectCall } from "@/lib/client/api/enrollment";
import { currentReferral } from "@/lib/client/browser/referral-cookies";
import type { ProspectStartRequest } from "@/shared/contracts/prospect-start";

/** How long the home form waits for the prospect-start call before going on to /join anyway. */
export const prospectStartWaitMs = 1500;

/**
 * Tells the backend a visitor began enrolling (public-and-shared §4: "if valid start a prospect
 * and, whatever its outcome, go to enrollment"). Never fails and never waits longer than
 * prospectStartWaitMs: the call is sent with keepalive, so it still completes when the visitor
 * has moved on, and a slow or failed call costs them nothing.
 */
export async function startProspect(email: string): Promise<void> {
  const body: ProspectStartRequest = { email, ...currentReferral() };
  const call = startProspectCall(body).then(
    () => undefined,
    () => undefined,
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, prospectStartWaitMs);
  });
  await Promise.race([call, bound]);
  clearTimeout(timer);
}
