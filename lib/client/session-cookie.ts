import "client-only";
import { liveSessionExpiry, sessionExpiryCookieName } from "@/shared/contracts/cookie-names";
import { documentCookie } from "./browser/document-cookie";

/** The live session's expiry from the readable cookie, or undefined when none is live. */
export function browserSessionExpiry(now = Date.now()): number | undefined {
  const prefix = `${sessionExpiryCookieName}=`;
  const part = documentCookie()
    .split("; ")
    .find((candidate) => candidate.startsWith(prefix));
  return liveSessionExpiry(part?.slice(prefix.length), now);
}
