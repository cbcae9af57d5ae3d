import { describe, expect, it } from "vitest";
import { effectivePartnerConfig } from "./effective-config";
import { allPartners, getPartner, partnerCodes, partnerForHost } from "./registry";

describe("effectivePartnerConfig", () => {
  const harbor = getPartner("harbor");
  if (!harbor) throw new Error("harbor is a demo partner");

  it("keeps the config when no flag is set", () => {
    const merged = effectivePartnerConfig(harbor.config, {
      authFlags: {},
      filters: {},
      partnerFeatureFlags: {},
    });
    expect(merged).toEqual(harbor.config);
  });

  it("lets each flag group override the config", () => {
    const merged = effectivePartnerConfig(harbor.config, {
      authFlags: { enrollmentType: "none" },
      filters: { acclaimedEnabled: false },
      partnerFeatureFlags: { hasDiscoverPage: false, homePage: "how-it-works" },
    });
    expect(merged.enrollmentType).toBe("none");
    expect(merged.acclaimedEnabled).toBe(false);
    expect(merged.hasDiscoverPage).toBe(false);
    expect(merged.homePage).toBe("how-it-works");
    expect(merged.name).toBe(harbor.config.name);
  });

  it("does not change the config it merges", () => {
    const before = structuredClone(harbor.config);
    effectivePartnerConfig(harbor.config, {
      authFlags: { hasPPN: false },
      filters: {},
      partnerFeatureFlags: {},
    });
    expect(harbor.config).toEqual(before);
  });
});

describe("registry", () => {
  it("holds the four demo partners with their fixed codes", () => {
    // Among others a deployment adds (partners/registry.test.ts: the registry is the folders).
    expect(partnerCodes).toEqual(expect.arrayContaining(["greenleaf", "harbor", "roadtrip", "skyway"]));
  });

  it("covers every currency and enrollment type", () => {
    const partners = allPartners().map((p) => p.effective);
    expect(new Set(partners.map((p) => p.currencyType))).toEqual(
      new Set(["Point", "Mile", "Credit", "Dollar"]),
    );
    expect(new Set(partners.map((p) => p.enrollmentType))).toEqual(new Set(["direct", "sso", "none"]));
  });

  it("gives the documented hotel partner its spec facts", () => {
    const harbor = getPartner("harbor")?.effective;
    expect(harbor?.homePage).toBe("discover");
    expect(harbor?.hasDiscoverPage).toBe(true);
    expect(harbor?.hasMerchantFavorites).toBe(true);
    expect(harbor?.reservationBonus).toBe(50);
    expect(harbor?.earnRules).toEqual([
      { tierLevel: 0, amountPerDollar: 1 },
      { tierLevel: 2, amountPerDollar: 5 },
      { tierLevel: 3, amountPerDollar: 5 },
    ]);
  });

  it("keeps production hostnames unique across partners", () => {
    const hosts = allPartners().flatMap((p) => p.config.hostnames);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it("resolves hosts to partners", () => {
    expect(partnerForHost("skyway.localhost:3000", "harbor")?.config.code).toBe("skyway");
    expect(partnerForHost("localhost:3000", "greenleaf")?.config.code).toBe("greenleaf");
    expect(partnerForHost("dining.roadtriprewards.example", "harbor")?.config.code).toBe("roadtrip");
    expect(partnerForHost("nobody.localhost", "harbor")).toBeUndefined();
  });
});
