import { describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";
import { isRouteAvailable } from "./route-gates";

function partner(code: string): PartnerConfig {
  const found = getPartner(code);
  if (!found) throw new Error(code);
  return found.effective;
}

const direct = partner("harbor");
const sso = partner("skyway");
const none = partner("roadtrip");

describe("isRouteAvailable", () => {
  it.each([
    "/activate",
    "/activate/activated",
    "/join",
    "/add_card",
    "/card_added",
    "/login",
    "/account",
    "/account/overview",
  ])("%s exists with enrollment and not without", (path) => {
    expect(isRouteAvailable(path, direct, "local")).toBe(true);
    expect(isRouteAvailable(path, sso, "local")).toBe(true);
    expect(isRouteAvailable(path, none, "local")).toBe(false);
  });

  it.each(["/fix_credentials", "/recover", "/recover/confirm", "/recover/update", "/recover/success"])(
    "%s exists only for direct enrollment",
    (path) => {
      expect(isRouteAvailable(path, direct, "local")).toBe(true);
      expect(isRouteAvailable(path, sso, "local")).toBe(false);
      expect(isRouteAvailable(path, none, "local")).toBe(false);
    },
  );

  it("shows /discover only with a discover page", () => {
    expect(isRouteAvailable("/discover", direct, "local")).toBe(true);
    expect(isRouteAvailable("/discover", sso, "local")).toBe(true);
    expect(isRouteAvailable("/discover", partner("greenleaf"), "local")).toBe(false);
  });

  it("hides the staging tools in production only", () => {
    expect(isRouteAvailable("/stgtools", direct, "local")).toBe(true);
    expect(isRouteAvailable("/stgtools", direct, "staging")).toBe(true);
    expect(isRouteAvailable("/stgtools", direct, "production")).toBe(false);
  });

  it("matches whole segments, case-sensitively", () => {
    expect(isRouteAvailable("/joiner", none, "local")).toBe(true);
    expect(isRouteAvailable("/Join", none, "local")).toBe(true);
    expect(isRouteAvailable("/accounting", none, "local")).toBe(true);
  });

  it("leaves public routes open for every partner", () => {
    for (const path of [
      "/",
      "/search",
      "/merchants/m-000001",
      "/earn/how-it-works",
      "/how-it-works",
      "/SignOut",
    ]) {
      expect(isRouteAvailable(path, none, "production")).toBe(true);
    }
  });

  it("follows a feature flag that turns enrollment off", () => {
    expect(isRouteAvailable("/login", { ...direct, enrollmentType: "none" }, "local")).toBe(false);
  });
});
