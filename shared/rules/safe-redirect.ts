/**
 * Characters a URL's path, query and fragment may hold as they are (RFC 3986 pchar, "/" and
 * "?"), besides "%" starting an escape. "#" is not among them: only the first one, which starts
 * the fragment, is kept.
 */
const unencoded = /[^A-Za-z0-9\-._~!$&'()*+,;=:@/?%]/gu;

/**
 * `value` with every character a URL may not carry percent-encoded as UTF-8, so that it is ASCII
 * and any Location header takes it: fetch's Headers refuses text above U+00FF (a 500), and
 * Latin-1 would go out as raw bytes each client reads its own way. Escapes already there are kept
 * as they are, not encoded twice. Null for what has no such form: a "%" that starts no escape
 * (its "%25" is what a second decoding turns into another escape), or a lone surrogate.
 */
function asciiTarget(value: string): string | null {
  if (/%(?![0-9a-f]{2})/i.test(value)) return null;
  const encode = (part: string) => part.replace(unencoded, (character) => encodeURIComponent(character));
  const hash = value.indexOf("#");
  try {
    return hash < 0 ? encode(value) : `${encode(value.slice(0, hash))}#${encode(value.slice(hash + 1))}`;
  } catch {
    // encodeURIComponent's URIError: a lone surrogate, which UTF-8 cannot carry.
    return null;
  }
}

/**
 * The one gate every redirect target passes: after sign-in (the stored login redirect, SSO's
 * returnTo), leaving preview, recovery and enrollment. It answers a path on this site, or
 * `fallback`. Browsers are generous readers of URLs, so anything they could take for another
 * origin is refused rather than repaired:
 * - only paths: "/x", never "https://…", "javascript:…" or a bare "x";
 * - never "//host" or "/\host" (protocol-relative), and no backslash anywhere, since browsers read
 *   "\" as "/" in special URLs;
 * - no control characters: browsers drop tab, CR and LF, which turns "/\t/host" into "//host";
 * - no encoded "/", "\" or "%" (a second decoding by a proxy or a framework would make a slash),
 *   and no "%" that starts no escape;
 * - the result must resolve to the same origin it started from;
 * - never the sign-in or sign-out pages themselves, which would loop.
 * What passes is answered in ASCII, every character a URL may not hold percent-encoded ("/café"
 * is "/caf%C3%A9"), since it goes into a Location header.
 */
export function safeRedirectPath(value: string | null | undefined, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value)) return fallback;
  if (/%(2f|5c|25|0[0-9a-f]|1[0-9a-f]|7f)/i.test(value)) return fallback;
  const target = asciiTarget(value);
  if (target === null) return fallback;
  const probe = "https://site.invalid";
  let resolved: URL;
  try {
    resolved = new URL(target, probe);
  } catch {
    return fallback;
  }
  if (resolved.origin !== probe || resolved.username || resolved.password) return fallback;
  if (["/login", "/Login", "/SignOut"].includes(resolved.pathname)) return fallback;
  return target;
}
