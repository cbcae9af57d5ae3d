import "client-only";
import { emulationCookieName } from "@/shared/contracts/cookie-names";
import { documentCookie } from "./document-cookie";

/**
 * The emulation id of an emulated session, from its readable marker cookie, or null. The marker
 * only tells the page what to show; the server decides what an emulated session may do.
 */
export function emulationIdFromCookie(cookieHeader = documentCookie()): string | null {
  const prefix = `${emulationCookieName}=`;
  const part = cookieHeader.split("; ").find((candidate) => candidate.startsWith(prefix));
  const value = part?.slice(prefix.length) ?? "";
  return /^[\w-]{16,64}$/.test(value) ? value : null;
}
