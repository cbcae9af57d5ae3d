/**
 * The one gate every redirect target passes: after sign-in (the stored login redirect, SSO's
 * returnTo), leaving preview, recovery and enrollment. It answers a path on this site, or
 * `fallback`. Browsers are generous readers of URLs, so anything they could take for another
 * origin is refused rather than repaired:
 * - only paths: "/x", never "https://…", "javascript:…" or a bare "x";
 * - never "//host" or "/\host" (protocol-relative), and no backslash anywhere, since browsers read
 *   "\" as "/" in special URLs;
 * - no control characters: browsers drop tab, CR and LF, which turns "/\t/host" into "//host";
 * - no encoded "/", "\" or "%" (a second decoding by a proxy or a framework would make a slash);
 * - the result must resolve to the same origin it started from;
 * - never the sign-in or sign-out pages themselves, which would loop.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return fallback;
  if (/%(2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return fallback;
  const probe = "https://site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(value, probe);
  } catch {
    return fallback;
  }
  if (resolved.origin !== probe || resolved.username || resolved.password) return fallback;
  if (["/login", "/Login", "/SignOut"].includes(resolved.pathname)) return fallback;
  return value;
}
