/**
 * The native wrapper identifies itself with a user-agent token `DiningRewardsApp/<version>`.
 * Versions compare as dotted numbers ("3.10" is newer than "3.9"); missing parts count as 0.
 */
export const nativeAppToken = "DiningRewardsApp";

/** Negative when a < b, zero when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map((n) => Number.parseInt(n, 10) || 0);
  const right = b.split(".").map((n) => Number.parseInt(n, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** The app version from a user agent, or null outside the native app. */
export function nativeAppVersion(userAgent: string): string | null {
  const match = new RegExp(`${nativeAppToken}/(\\d+(?:\\.\\d+)*)`).exec(userAgent);
  return match?.[1] ?? null;
}

/** The update-required screen shows when the native app is older than the partner minimum. */
export function isUpdateRequired(userAgent: string, minimumAppVersion: string): boolean {
  const version = nativeAppVersion(userAgent);
  return version !== null && compareVersions(version, minimumAppVersion) < 0;
}

/** App-store badges hide inside the native app of version 0.0.0 or higher (i.e. any version). */
export function isInsideNativeApp(userAgent: string): boolean {
  const version = nativeAppVersion(userAgent);
  return version !== null && compareVersions(version, "0.0.0") >= 0;
}
