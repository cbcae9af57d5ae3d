import { definePartner } from "../schema";

/** Greenleaf cash-back dining: statement credits paid out from $20, partner-loaded cards. */
export default definePartner({
  code: "greenleaf",
  name: "Greenleaf Cash Back Dining",
  shortCode: "GLF",
  shortName: "Greenleaf",
  programName: "Greenleaf Cash Back",
  hostnames: ["dining.greenleaf.example"],
  currencyType: "Credit",
  currencyName: { one: "cash back", other: "cash back" },
  enrollmentType: "direct",
  homePage: "how-it-works",
  hasPartnerLoadedCards: true,
  hasSmsOptInV2: true,
  fullAddressRequired: true,
  payoutThresholdCents: 2000,
  bonuses: [
    { code: "GLF-DOUBLE-CASH", description: "Double cash back on your next three dines" },
    {
      code: "GLF-APP-5",
      description: "$5 extra cash back for your first dine booked in the app",
      kind: "app-only",
      // Registered for in the app only, so the first earning meal after registering earns it.
      condition: { dines: 1, period: "year" },
      amount: 500,
    },
  ],
  // Every member is offered the app's bonus, registered in the native app.
  ruleFlags: { appOnlyBonus: true },
  generalModalType: "cash-back-launch",
  hasPWAInstallBanner: true,
  earnRules: [
    { tierLevel: 0, amountPerDollar: 0.05 },
    { tierLevel: 2, amountPerDollar: 0.1 },
    { tierLevel: 3, amountPerDollar: 0.1 },
  ],
  // At most one generous visit's worth per meal, and three per restaurant a month (decision 0063),
  // in cents: $50 back, 10% of a $500 meal; $150 a month.
  awardCaps: { perVisit: 5_000, perMerchantPerMonth: 15_000 },
  routeMeta: {
    "/": {
      title: "Greenleaf Cash Back Dining | Cash back when you dine",
      description: "Get cash back as a statement credit every time you dine at participating restaurants.",
      keywords: ["cash back dining", "statement credit"],
    },
  },
  customerSupport: {
    phone: { href: "tel:+18005550199", formatted: "1-800-555-0199" },
    email: { href: "mailto:help@greenleaf.example", display: "help@greenleaf.example" },
  },
  theme: {
    primary: "#1f6f43",
    onPrimary: "#ffffff",
    accent: "#8a5a00",
    surface: "#ffffff",
    text: "#14201a",
    mutedText: "#4a5750",
  },
});
