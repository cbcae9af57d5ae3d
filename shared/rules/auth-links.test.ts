import { describe, expect, it } from "vitest";
import { footerAuthLink, navbarAuthLinks, needsFullPageLoad } from "./auth-links";

describe("footerAuthLink", () => {
  it("gives a non-card member the SSO join link", () => {
    expect(footerAuthLink("nonCardMember", "sso")?.kind).toBe("ssoJoin");
  });

  it("sends a direct partner's non-card member to add a card, never to the SSO join hand-off", () => {
    // A direct partner has no identity provider: /Login?join=1 is not a page there.
    expect(footerAuthLink("nonCardMember", "direct")?.href).toBe("/add_card");
  });

  it("gives any other member the account center", () => {
    expect(footerAuthLink("cardMember", "direct")?.href).toBe("/account/overview");
    expect(footerAuthLink("closedAccountMember", "sso")?.kind).toBe("accountCenter");
  });

  it("gives anonymous visitors the SSO or the direct link by enrollment type", () => {
    expect(footerAuthLink("anonymous", "sso")?.kind).toBe("ssoSignIn");
    expect(footerAuthLink("anonymous", "direct")?.href).toBe("/join");
  });

  it("gives nothing for a partner without enrollment", () => {
    expect(footerAuthLink("anonymous", "none")).toBeNull();
  });
});

describe("navbarAuthLinks", () => {
  const kinds = (...args: Parameters<typeof navbarAuthLinks>) => navbarAuthLinks(...args).map((l) => l.kind);

  it("shows sign in and join to anonymous visitors of direct and SSO partners alike", () => {
    expect(kinds("anonymous", "direct", false)).toEqual(["directSignIn", "directJoin"]);
    // Returning program members sign in; "Join" alone told them they had no account here.
    expect(kinds("anonymous", "sso", false)).toEqual(["ssoSignIn", "ssoJoin"]);
  });

  it("shows the dropdown to card members and join plus sign-out to non-card members", () => {
    expect(kinds("cardMember", "sso", false)).toEqual(["memberDropdown"]);
    expect(kinds("nonCardMember", "sso", false)).toEqual(["ssoJoin", "signOut"]);
  });

  it("offers a direct partner's signed-in non-card member 'Add a card', not 'Join'", () => {
    expect(kinds("nonCardMember", "direct", false)).toEqual(["addCard", "signOut"]);
  });

  it("shows 'Already a member?' sign-in to visitors and sign-out to SSO members on enrollment pages", () => {
    expect(kinds("anonymous", "direct", true)).toEqual(["directSignIn"]);
    expect(kinds("nonCardMember", "sso", true)).toEqual(["signOut"]);
    // Nobody is signed in: a visitor is offered the program's sign-in, never sign-out.
    expect(kinds("anonymous", "sso", true)).toEqual(["ssoSignIn"]);
  });

  it("does not show a direct member as signed in before the card step completes", () => {
    // The spec names only "Already a member?" for direct enrollment pages, never sign-out.
    expect(kinds("nonCardMember", "direct", true)).toEqual([]);
    expect(kinds("cardMember", "direct", true)).toEqual([]);
  });

  it("shows nothing for a partner without enrollment", () => {
    expect(kinds("anonymous", "none", false)).toEqual([]);
  });
});

describe("needsFullPageLoad", () => {
  it("is true for the identity-provider hand-off and sign-out, with or without a query", () => {
    expect(needsFullPageLoad("/Login")).toBe(true);
    expect(needsFullPageLoad("/Login?join=1")).toBe(true);
    expect(needsFullPageLoad("/SignOut")).toBe(true);
  });

  it("is true for merchant pages, which have a root layout of their own (decision 0035)", () => {
    // The router can only reach them by a full load: a prefetch of their payload is wasted, and
    // a client-side start that meets the other root layout must fall back to one anyway.
    expect(needsFullPageLoad("/merchants/m-000123")).toBe(true);
    expect(needsFullPageLoad("/merchants/m-000123/Order?x=1")).toBe(true);
    expect(needsFullPageLoad("/merchantsx")).toBe(false);
  });

  it("is false for pages", () => {
    expect(needsFullPageLoad("/login")).toBe(false);
    expect(needsFullPageLoad("/join")).toBe(false);
    expect(needsFullPageLoad("/account/overview")).toBe(false);
  });
});
