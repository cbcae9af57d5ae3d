import { matchesPathPrefix } from "./survey-paths";

/**
 * Which pages promotions leave alone (decisions 0029, 0060), by the path the visitor sees:
 * enrollment steps, sign-in and recovery, the account center, managing a reservation, a survey's
 * outcome, the legal pages, the not-found and error pages: a visitor there is doing something of
 * their own. Unknown paths show the not-found page under their own path: that page marks itself
 * quiet instead (components/overlays/overlay-queue.tsx QuietPage).
 */
const quietPrefixes = [
  "/join",
  "/add_card",
  "/card_added",
  "/login",
  "/Login",
  "/activate",
  "/fix_credentials",
  "/recover",
  "/account",
  "/reservations",
  "/surveys",
  "/SignOut",
  "/not_found",
  "/error",
  "/maintenance",
  "/offline",
];

/** Legal pages by their last path segment ("/earn/terms", "/privacy"). */
const legalSlugs = new Set([
  "terms",
  "privacy",
  "terms-of-use",
  "terms-and-conditions",
  "privacy-policy",
  "cookie-policy",
  "legal",
]);

function lastSegment(path: string): string {
  const segments = path.split("/").filter((segment) => segment !== "");
  return (segments.at(-1) ?? "").toLowerCase();
}

export function isLegalPath(path: string): boolean {
  return legalSlugs.has(lastSegment(path));
}

/** A restaurant's order dialog at /merchants/{id}/Order: ordering is under way there. */
function isOrderPath(path: string): boolean {
  return /^\/merchants\/[^/]+\/Order\/?$/.test(path);
}

export function isQuietPath(path: string): boolean {
  return (
    quietPrefixes.some((prefix) => matchesPathPrefix(path, prefix)) || isLegalPath(path) || isOrderPath(path)
  );
}

export interface AnnouncementPathRules {
  /** The partner's home is the discover page (homePage "discover"), so "/" is a discover path. */
  readonly homeIsDiscover: boolean;
}

/**
 * The announcement modal is never shown on discover, login or join paths (public-and-shared §4),
 * including a home that is the discover page. Sign-in is spelled /login and /Login; join paths
 * include any path with a "join" segment (/search/join).
 */
export function isAnnouncementPath(path: string, rules: AnnouncementPathRules): boolean {
  if (rules.homeIsDiscover && path === "/") return false;
  if (["/discover", "/login", "/Login", "/join"].some((prefix) => matchesPathPrefix(path, prefix)))
    return false;
  return !path.split("/").some((segment) => segment.toLowerCase() === "join");
}
