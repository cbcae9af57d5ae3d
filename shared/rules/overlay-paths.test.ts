import { describe, expect, it } from "vitest";
import { isAnnouncementPath, isLegalPath, isQuietPath } from "./overlay-paths";

describe("isQuietPath", () => {
  it("keeps enrollment steps, sign-in and recovery free of overlays", () => {
    for (const path of [
      "/join",
      "/add_card",
      "/card_added",
      "/login",
      "/Login",
      "/activate",
      "/activate/activated",
      "/fix_credentials",
      "/recover",
      "/recover/confirm",
    ])
      expect(isQuietPath(path), path).toBe(true);
  });

  it("keeps the account center and what a visitor is in the middle of free of promotions", () => {
    for (const path of [
      "/account",
      "/account/overview",
      "/account/manage_cards",
      "/account/user_profile",
      "/account/reservations",
      "/reservations/manage",
      "/merchants/m-000042/Order",
      "/surveys/success",
      "/SignOut",
    ])
      expect(isQuietPath(path), path).toBe(true);
  });

  it("keeps the legal, not-found and error pages free of overlays", () => {
    for (const path of ["/earn/terms", "/earn/privacy", "/terms", "/privacy-policy", "/not_found", "/error"])
      expect(isQuietPath(path), path).toBe(true);
  });

  it("lets ordinary pages be interrupted", () => {
    for (const path of ["/", "/search", "/merchants/m-000042", "/earn", "/how-it-works", "/discover"])
      expect(isQuietPath(path), path).toBe(false);
    // Prefixes match whole segments only.
    expect(isQuietPath("/errors-and-omissions")).toBe(false);
    expect(isQuietPath("/joinery")).toBe(false);
    expect(isQuietPath("/accounts-payable")).toBe(false);
    expect(isQuietPath("/merchants/m-000042/Orders")).toBe(false);
  });
});

describe("isLegalPath", () => {
  it("reads the last segment, in any case", () => {
    expect(isLegalPath("/earn/Terms/")).toBe(true);
    expect(isLegalPath("/earn/terms-of-service-summary")).toBe(false);
  });
});

describe("isAnnouncementPath", () => {
  const plain = { homeIsDiscover: false };
  it("never allows discover paths, including a home that is the discover page", () => {
    expect(isAnnouncementPath("/discover", plain)).toBe(false);
    expect(isAnnouncementPath("/", { homeIsDiscover: true })).toBe(false);
    expect(isAnnouncementPath("/", plain)).toBe(true);
    // The home being discover does not silence every other page.
    expect(isAnnouncementPath("/search", { homeIsDiscover: true })).toBe(true);
  });

  it("never allows login or join paths", () => {
    for (const path of ["/login", "/Login", "/join", "/search/join"])
      expect(isAnnouncementPath(path, plain), path).toBe(false);
  });
});
