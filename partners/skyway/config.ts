import { definePartner } from "../schema";

/** Skyway Airlines dining program: miles, single sign-on through the airline's identity provider. */
export default definePartner({
  code: "skyway",
  name: "Skyway Dining Miles",
  shortCode: "SKY",
  shortName: "Skyway",
  programName: "Skyway FlyerClub",
  hostnames: ["dining.skyway.example"],
  currencyType: "Mile",
  currencyName: { one: "mile", other: "miles" },
  enrollmentType: "sso",
  homePage: "how-it-works",
  hasFlexOffers: true,
  // Its discover carousels are where a member meets their flex offers card by card.
  hasDiscoverPage: true,
  acclaimedEnabled: true,
  acclaimed2Enabled: true,
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 3 },
    { tierLevel: 3, amountPerDollar: 5 },
  ],
  // At most one generous visit's worth per meal, and three per restaurant a month (decision 0063),
  // in miles: a $500 meal at the VIP rate; three such visits a month.
  awardCaps: { perVisit: 2_500, perMerchantPerMonth: 7_500 },
  ruleFlags: { oneTimeSsoModal: true, hideNetworkLogos: true },
  // Miles go to the airline's program in the default daily accrual file (decision 0064); the
  // hotel program takes a signed call per batch, so the demo shows both channels.
  sso: { clientId: "skyway-dining" },
  routeMeta: {
    "/": {
      title: "Skyway Dining Miles | Earn miles when you dine",
      description: "Earn Skyway miles at restaurants, bars and clubs with the card you already carry.",
      keywords: ["airline miles dining", "earn miles restaurants"],
    },
    "/search": {
      title: "Find restaurants | Skyway Dining Miles",
      description: "Restaurants near you that earn Skyway miles.",
      keywords: ["restaurants", "miles"],
    },
  },
  customerSupport: {
    phone: { href: "tel:+18005550177", formatted: "1-800-555-0177" },
    email: { href: "mailto:dining@skyway.example", display: "dining@skyway.example" },
  },
  theme: {
    primary: "#1d3f8f",
    onPrimary: "#ffffff",
    accent: "#0f766e",
    surface: "#ffffff",
    text: "#111827",
    mutedText: "#4b5563",
  },
});
