import "client-only";
import { sourceReferralCookieMinutes } from "@/shared/constants";
import { acceptedReferralValue } from "@/shared/contracts/referral-values";
import { documentCookie, forgetDocumentCookie } from "./document-cookie";

/**
 * Referral values (public-and-shared §3) arrive on any landing URL and must survive until the
 * visitor signs up, possibly a few pages later. They are kept in cookies: the source for 2880
 * minutes (§9), the others (the known visitor's public id among them) for the browser session. Pure string functions, so the rules are
 * tested without a browser; `document.cookie` is touched only by the small wrappers below.
 */

/** Referral value name → the query parameter it is read from. */
export const referralParams = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  referrer: "referrer",
  source: "source",
  /** A known visitor's public id (§6: "public id from URL or stored value"). */
  publicId: "public_id",
} as const;

export type ReferralName = keyof typeof referralParams;
export type ReferralValues = Partial<Record<ReferralName, string>>;

const cookiePrefix = "rewards_ref_";

/**
 * One Set-Cookie style string. `minutes` undefined makes a session cookie; a negative number
 * sets an expiry in the past, which is how a cookie is cleared (§9).
 */
export function cookieString(name: string, value: string, minutes?: number, now = Date.now()): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "path=/", "SameSite=Lax"];
  if (minutes !== undefined) parts.push(`expires=${new Date(now + minutes * 60_000).toUTCString()}`);
  return parts.join("; ");
}

/** name → value of a `document.cookie` string. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const raw of header.split(";")) {
    const part = raw.trim();
    const index = part.indexOf("=");
    if (index < 1) continue;
    const name = part.slice(0, index);
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1));
    } catch {
      // A value someone else wrote without encoding: skip it rather than fail the sign-up.
    }
  }
  return cookies;
}

/**
 * The referral values present in a landing URL's query that the sign-up contract accepts. A value
 * the contract would refuse (too long, a malformed public id) is dropped here, since keeping it
 * would make the visitor's sign-up fail with a 400 on a field they never saw.
 */
export function referralFromQuery(query: URLSearchParams): ReferralValues {
  const values: ReferralValues = {};
  for (const [name, param] of Object.entries(referralParams) as [ReferralName, string][]) {
    const value = acceptedReferralValue(name, query.get(param) ?? undefined);
    if (value) values[name] = value;
  }
  return values;
}

/** The cookie strings that remember `values`: the source for 2880 minutes, the rest per session. */
export function referralCookieStrings(values: ReferralValues, now = Date.now()): string[] {
  return (Object.entries(values) as [ReferralName, string][]).map(([name, value]) =>
    cookieString(
      `${cookiePrefix}${name}`,
      value,
      name === "source" ? sourceReferralCookieMinutes : undefined,
      now,
    ),
  );
}

/** The referral values kept in a `document.cookie` string. */
export function referralFromCookies(header: string): ReferralValues {
  const cookies = parseCookies(header);
  const values: ReferralValues = {};
  for (const name of Object.keys(referralParams) as ReferralName[]) {
    const value = cookies[`${cookiePrefix}${name}`];
    if (value) values[name] = value;
  }
  return values;
}

/** Remembers the referral values of the current URL (browser only). */
export function rememberReferralFromUrl(): void {
  for (const cookie of referralCookieStrings(referralFromQuery(new URLSearchParams(window.location.search))))
    document.cookie = cookie;
  forgetDocumentCookie();
}

/** The referral values to send with sign-up: this URL's, else the remembered ones (browser only). */
export function currentReferral(): ReferralValues {
  return {
    ...referralFromCookies(documentCookie()),
    ...referralFromQuery(new URLSearchParams(window.location.search)),
  };
}

/** Forgets every referral value (after a sign-up used them). */
export function clearReferralCookies(): void {
  for (const name of Object.keys(referralParams))
    document.cookie = cookieString(`${cookiePrefix}${name}`, "", -1);
  forgetDocumentCookie();
}
