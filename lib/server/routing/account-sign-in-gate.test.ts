import { describe, expect, it } from "vitest";
import { accountSignInRedirect } from "./account-sign-in-gate";

const now = 1_800_000_000_000;
const request = {
  pathname: "/account/overview",
  search: "",
  enrollmentType: "direct" as const,
  expiryCookie: undefined,
  now,
};

describe("accountSignInRedirect", () => {
  it("sends a direct partner's visitor without a session to the sign-in form, coming back after", () => {
    expect(accountSignInRedirect({ ...request, search: "?tab=2" })).toBe(
      "/login?returnUrl=%2Faccount%2Foverview%3Ftab%3D2",
    );
    expect(accountSignInRedirect({ ...request, pathname: "/account" })).toBe("/login?returnUrl=%2Faccount");
  });

  it("sends an SSO partner's visitor to /Login with the page to return to", () => {
    expect(
      accountSignInRedirect({ ...request, enrollmentType: "sso", pathname: "/account/manage_cards" }),
    ).toBe("/Login?returnTo=%2Faccount%2Fmanage_cards");
  });

  it("lets a request with a live session through, and treats a past or malformed expiry as none", () => {
    expect(accountSignInRedirect({ ...request, expiryCookie: String(now + 60_000) })).toBeUndefined();
    expect(accountSignInRedirect({ ...request, expiryCookie: String(now) })).toBe(
      "/login?returnUrl=%2Faccount%2Foverview",
    );
    expect(accountSignInRedirect({ ...request, expiryCookie: "tomorrow" })).toBeDefined();
    expect(accountSignInRedirect({ ...request, expiryCookie: "1e99" })).toBeDefined();
  });

  it("leaves every other page alone", () => {
    for (const pathname of ["/", "/accounts", "/search", "/merchants/m-1", "/login"]) {
      expect(accountSignInRedirect({ ...request, pathname })).toBeUndefined();
    }
  });
});
