import { definePartner } from "../schema";

/** Roadtrip Rewards dining: browse-only, no enrollment, login or account routes. */
export default definePartner({
  code: "roadtrip",
  name: "Roadtrip Rewards Dining",
  shortCode: "RTR",
  shortName: "Roadtrip",
  programName: "Roadtrip Rewards",
  hostnames: ["dining.roadtriprewards.example"],
  currencyType: "Dollar",
  currencyName: { one: "dollar", other: "dollars" },
  enrollmentType: "none",
  homePage: "how-it-works",
  hasPPN: false,
  earnRules: [{ tierLevel: 0, amountPerDollar: 0.03 }],
  // At most one generous visit's worth per meal, and three per restaurant a month (decision 0063),
  // in cents: $15, 3% of a $500 meal; $45 a month.
  awardCaps: { perVisit: 1_500, perMerchantPerMonth: 4_500 },
  routeMeta: {
    "/": {
      title: "Roadtrip Rewards Dining | Dollars back on the road",
      description: "Find restaurants along your route that give Roadtrip Rewards dollars back.",
      keywords: ["road trip restaurants", "dining rewards"],
    },
  },
  customerSupport: {
    phone: { href: "tel:+18005550123", formatted: "1-800-555-0123" },
    email: { href: "mailto:support@roadtriprewards.example", display: "support@roadtriprewards.example" },
  },
  theme: {
    primary: "#9a3412",
    onPrimary: "#ffffff",
    accent: "#1e40af",
    surface: "#ffffff",
    text: "#1c1917",
    mutedText: "#57534e",
  },
});
