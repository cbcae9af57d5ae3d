/**
 * Where to go after signing in: the stored login redirect when it is a path on this site,
 * otherwise `fallback`. "//evil.example" and "/\\evil.example" are other sites to a browser, so
 * they never pass; neither do absolute URLs or the sign-in and sign-out pages themselves.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // Browsers drop tabs and newlines from URLs, which can turn "/\t/x" into "//x".
  for (let i = 0; i < value.length; i += 1) if (value.charCodeAt(i) < 0x20) return fallback;
  const path = value.split(/[?#]/)[0] ?? "";
  if (["/login", "/Login", "/SignOut"].includes(path)) return fallback;
  return value;
}
