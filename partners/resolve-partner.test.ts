import { describe, expect, it } from "vitest";
import { hostnameOf, resolvePartner } from "./resolve-partner";

const partners = [
  { code: "harbor", hostnames: ["dining.harborhotels.example"] },
  { code: "skyway", hostnames: ["dine.skyway.example", "skyway-dining.example"] },
];

describe("hostnameOf", () => {
  it.each([
    ["harbor.localhost:3000", "harbor.localhost"],
    ["Harbor.LocalHost", "harbor.localhost"],
    ["[::1]:3000", "[::1]"],
    ["example.com.", "example.com"],
    ["127.0.0.1:8080", "127.0.0.1"],
  ])("%s → %s", (host, expected) => {
    expect(hostnameOf(host)).toBe(expected);
  });
});

describe("resolvePartner", () => {
  it.each([
    ["harbor.localhost:3000", "harbor"],
    ["skyway.localhost", "skyway"],
    ["SKYWAY.localhost:3100", "skyway"],
    ["localhost:3000", "harbor"],
    ["127.0.0.1:3000", "harbor"],
    ["[::1]:3000", "harbor"],
    ["dining.harborhotels.example", "harbor"],
    ["www.dining.harborhotels.example", "harbor"],
    ["skyway-dining.example:443", "skyway"],
  ])("%s → %s", (host, expected) => {
    expect(resolvePartner(host, partners, "harbor")).toBe(expected);
  });

  it.each([["unknown.localhost:3000"], ["evil.example"], ["harbor.evil.example"], [""]])(
    "%s is no partner",
    (host) => {
      expect(resolvePartner(host, partners, "harbor")).toBeNull();
    },
  );

  it("answers null for missing hosts and for an unknown default partner", () => {
    expect(resolvePartner(null, partners, "harbor")).toBeNull();
    expect(resolvePartner("localhost", partners, "nobody")).toBeNull();
  });

  it("honours another default partner on plain localhost", () => {
    expect(resolvePartner("localhost:3000", partners, "skyway")).toBe("skyway");
  });
});
