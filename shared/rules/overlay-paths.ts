import { matchesPathPrefix } from "./survey-paths";

/**
 * Which pages overlays leave alone (decision 0029), by the path the visitor sees.
 * Enrollment steps and recovery, sign-in, the legal pages, the not-found and error pages are
 * never interrupted. Unknown paths show the not-found page under their own path: that page
 * marks itself quiet instead (components/overlays/overlay-queue.tsx QuietPage).
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

export function isQuietPath(path: string): boolean {
  return quietPrefixes.some((prefix) => matchesPathPrefix(path, prefix)) || isLegalPath(path);
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
