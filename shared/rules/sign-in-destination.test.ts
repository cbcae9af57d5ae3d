import { describe, expect, it } from "vitest";
import { signInDestination } from "./sign-in-destination";

const origin = "https://dining.harbor.example";

describe("signInDestination", () => {
  it("goes back to the page that sent the visitor, first", () => {
    expect(signInDestination({ returnUrl: "/account/manage_cards", stored: "/search", origin })).toBe(
      "/account/manage_cards",
    );
  });

  it("then to the stored login redirect", () => {
    expect(
      signInDestination({ stored: "/merchants/m-1?date=2026-12-01", referrer: `${origin}/search`, origin }),
    ).toBe("/merchants/m-1?date=2026-12-01");
  });

  it("returns to an enrollment step that asked for it, but not to one the visitor only came from", () => {
    expect(signInDestination({ stored: "/add_card", origin })).toBe("/add_card");
    expect(signInDestination({ referrer: `${origin}/add_card`, origin })).toBe("/account/overview");
  });

  it("answers a path beyond ASCII percent-encoded, since it becomes a Location", () => {
    expect(signInDestination({ returnUrl: "/caf\u00e9", origin })).toBe("/caf%C3%A9");
    expect(signInDestination({ stored: "/search?location=S\u00e3o Paulo", origin })).toBe(
      "/search?location=S%C3%A3o%20Paulo",
    );
  });

  it("then to the page the visitor came from on this site", () => {
    expect(signInDestination({ referrer: `${origin}/search?location=Chicago`, origin })).toBe(
      "/search?location=Chicago",
    );
  });

  it("ends on the account overview, never the marketing home", () => {
    expect(signInDestination({ origin })).toBe("/account/overview");
    expect(signInDestination({ returnUrl: "/", stored: "/", referrer: `${origin}/`, origin })).toBe(
      "/account/overview",
    );
  });

  it("skips another site, unsafe paths and the sign-in and enrollment steps", () => {
    expect(
      signInDestination({
        returnUrl: "//evil.example/x",
        stored: "/Login?returnTo=/x",
        referrer: "https://evil.example/account",
        origin,
      }),
    ).toBe("/account/overview");
    for (const step of [
      "/join",
      "/add_card",
      "/card_added",
      "/recover/update",
      "/Login",
      "/SignOut",
      "/activate",
    ])
      expect(signInDestination({ referrer: `${origin}${step}`, origin })).toBe("/account/overview");
  });
});
