/**
 * Survey widget path rules (public-and-shared §4): a survey shows on a path only when the path
 * is in the allow list (an empty list allows everything), is not in the disallow list, and the
 * survey was not seen within its cookie timeout. Lists ignore blank entries and match as path
 * prefixes on segment boundaries ("/search" matches "/search/map", not "/searching").
 */
function cleaned(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((entry) => entry.trim()).filter((entry) => entry !== "");
}

export function matchesPathPrefix(path: string, prefix: string): boolean {
  if (prefix === "/") return true;
  const bare = prefix.endsWith("/") ? prefix.slice(0, -1) : prefix;
  return path === bare || path.startsWith(`${bare}/`);
}

export interface SurveyPathRules {
  readonly allow?: readonly string[];
  readonly disallow?: readonly string[];
}

export function isSurveyAllowedOnPath(path: string, rules: SurveyPathRules): boolean {
  const allow = cleaned(rules.allow);
  const disallow = cleaned(rules.disallow);
  if (allow.length > 0 && !allow.some((prefix) => matchesPathPrefix(path, prefix))) return false;
  return !disallow.some((prefix) => matchesPathPrefix(path, prefix));
}

/** Seen within the cookie timeout (days) means it stays hidden. */
export function isSurveyDue(lastSeenMs: number | null, cookieTimeoutDays: number, nowMs: number): boolean {
  if (lastSeenMs === null) return true;
  return nowMs - lastSeenMs >= cookieTimeoutDays * 86_400_000;
}
