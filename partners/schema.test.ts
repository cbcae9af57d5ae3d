import { describe, expect, it } from "vitest";
import { partnerConfigSchema } from "./schema";

const minimal = {
  code: "example",
  name: "Example Dining",
  shortCode: "EX",
  programName: "Example Rewards",
  hostnames: ["dining.example.com"],
  currencyName: { one: "mile", other: "miles" },
  routeMeta: { "/": { title: "Example" } },
  customerSupport: {
    phone: { href: "tel:+18005550100", formatted: "1-800-555-0100" },
    email: { href: "mailto:help@example.com", display: "help@example.com" },
  },
  earnRules: [{ tierLevel: 0, amountPerDollar: 1 }],
  theme: {
    primary: "#123456",
    onPrimary: "#ffffff",
    accent: "#654321",
    surface: "#ffffff",
    text: "#000000",
    mutedText: "#444444",
  },
};

describe("partnerConfigSchema defaults", () => {
  const config = partnerConfigSchema.parse(minimal);

  it("are exactly the spec's partner configuration defaults", () => {
    expect(config.currencyType).toBe("Mile");
    expect(config.enrollmentType).toBe("direct");
    expect(config.hasPPN).toBe(true);
    expect(config.cardTypesAccepted).toEqual(["AMEX", "DISC", "MAST", "VISA"]);
    for (const flag of [
      "acclaimedEnabled",
      "acclaimed2Enabled",
      "cmsPreview",
      "fullAddressRequired",
      "hasAutoEnroll",
      "hasFlexOffers",
      "hasPartnerLoadedCards",
      "hasSmsOptIn",
      "hasSmsOptInV2",
      "hasVIP",
      "openTableReservationsEnabled",
      "hasDiscoverPage",
      "hasReservationBonus",
      "hasPWAInstallBanner",
      "appAnnouncementModal",
    ] as const) {
      expect(config[flag], flag).toBe(false);
    }
  });

  it("default the account-center constants of the second document", () => {
    expect(config.payoutThresholdCents).toBe(2000);
    expect(config.visitProgressMax).toBe(11);
    expect(config.minimumAppVersion).toBe("0.0.0");
  });

  it("point the survey widget at a hosted form named by the survey's id", () => {
    expect(config.surveyFormUrl).toBe("https://form.typeform.com/to/{surveyId}");
    expect(partnerConfigSchema.safeParse({ ...minimal, surveyFormUrl: "javascript:alert(1)" }).success).toBe(
      false,
    );
  });

  it("post awards in an accrual file unless the partner posts over HTTP (decision 0064)", () => {
    expect(config.posting).toEqual({ channel: "accrual-file" });
    expect(partnerConfigSchema.parse({ ...minimal, posting: { channel: "http" } }).posting).toEqual({
      channel: "http",
    });
    expect(partnerConfigSchema.safeParse({ ...minimal, posting: { channel: "sftp" } }).success).toBe(false);
  });

  it("switch every named-partner rule off unless a partner turns it on", () => {
    expect(Object.values(config.ruleFlags).every((v) => v === false || v === null)).toBe(true);
  });
});

describe("partnerConfigSchema checks", () => {
  it("needs a home entry in routeMeta", () => {
    const result = partnerConfigSchema.safeParse({ ...minimal, routeMeta: { "/search": { title: "x" } } });
    expect(result.success).toBe(false);
  });

  it("rejects colours that are not #rrggbb and unknown currencies", () => {
    expect(
      partnerConfigSchema.safeParse({ ...minimal, theme: { ...minimal.theme, primary: "blue" } }).success,
    ).toBe(false);
    expect(partnerConfigSchema.safeParse({ ...minimal, currencyType: "Euro" }).success).toBe(false);
  });
});

describe("a bonus's condition", () => {
  const withBonus = (bonus: Record<string, unknown>) =>
    partnerConfigSchema.safeParse({
      ...minimal,
      bonuses: [{ code: "B1", description: "A bonus", ...bonus }],
    });

  it("comes with its amount: dines within a month, quarter or year", () => {
    const parsed = withBonus({ condition: { dines: 3, period: "quarter" }, amount: 500 });
    expect(parsed.success && parsed.data.bonuses[0]).toMatchObject({
      condition: { dines: 3, period: "quarter" },
      amount: 500,
    });
    expect(withBonus({}).success).toBe(true);
  });

  it("is refused without its amount, an amount without it, or another period", () => {
    expect(withBonus({ condition: { dines: 3, period: "quarter" } }).success).toBe(false);
    expect(withBonus({ amount: 500 }).success).toBe(false);
    expect(withBonus({ condition: { dines: 3, period: "week" }, amount: 500 }).success).toBe(false);
    expect(withBonus({ condition: { dines: 0, period: "month" }, amount: 500 }).success).toBe(false);
  });
});
