import { describe, expect, it } from "vitest";
import {
  cookieString,
  parseCookies,
  referralCookieStrings,
  referralFromCookies,
  referralFromQuery,
} from "./referral-cookies";

const now = Date.UTC(2026, 0, 1, 12, 0, 0);

describe("referral cookies", () => {
  it("builds session cookies without an expiry, and expiring ones from minutes", () => {
    expect(cookieString("a", "b c")).toBe("a=b%20c; path=/; SameSite=Lax");
    expect(cookieString("a", "b", 2880, now)).toBe(
      `a=b; path=/; SameSite=Lax; expires=${new Date(now + 2880 * 60_000).toUTCString()}`,
    );
  });

  it("clears a cookie with a negative expiry", () => {
    const cleared = cookieString("a", "", -1, now);
    const expires = /expires=(.*)$/.exec(cleared)?.[1] ?? "";
    expect(new Date(expires).getTime()).toBeLessThan(now);
  });

  it("reads the referral values from the landing URL, dropping blanks", () => {
    const query = new URLSearchParams(
      "utm_source=mail&utm_medium=email&utm_campaign=spring&utm_term=t&utm_content=c&referrer=abc-1&source=app&utm_x=1&source2=z",
    );
    expect(referralFromQuery(query)).toEqual({
      utmSource: "mail",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "t",
      utmContent: "c",
      referrer: "abc-1",
      source: "app",
    });
    expect(referralFromQuery(new URLSearchParams("utm_source=%20&referrer="))).toEqual({});
  });

  it("reads a known visitor's public id, and drops what the sign-up contract would refuse", () => {
    expect(referralFromQuery(new URLSearchParams("public_id=harbor-abc234&utm_medium=email"))).toEqual({
      publicId: "harbor-abc234",
      utmMedium: "email",
    });
    // A malformed id or an over-long campaign would make the visitor's sign-up answer 400.
    const refused = new URLSearchParams(`public_id=a%20b%3Cscript&utm_campaign=${"x".repeat(101)}&source=ok`);
    expect(referralFromQuery(refused)).toEqual({ source: "ok" });
  });

  it("keeps the source for 2880 minutes and the others for the session", () => {
    const [source, medium, publicId] = referralCookieStrings(
      { source: "app", utmMedium: "email", publicId: "harbor-abc" },
      now,
    );
    expect(source).toContain(`expires=${new Date(now + 2880 * 60_000).toUTCString()}`);
    expect(medium).not.toContain("expires=");
    expect(publicId).toMatch(/^rewards_ref_publicId=harbor-abc; path=\/; SameSite=Lax$/);
  });

  it("reads back what it wrote, ignoring other cookies", () => {
    const header = referralCookieStrings({ source: "app & co", referrer: "p-1" }, now)
      .map((cookie) => cookie.split(";")[0])
      .concat("other=1", "broken=%E0%A4%A")
      .join("; ");
    expect(referralFromCookies(header)).toEqual({ source: "app & co", referrer: "p-1" });
    expect(parseCookies("a=1; =x; b")).toEqual({ a: "1" });
  });
});
