import { definePartner } from "../schema";

/** Harbor Hotels dining program: the seed's documented hotel partner (Point, direct). */
export default definePartner({
  code: "harbor",
  name: "Harbor Hotels Dining",
  shortCode: "HHD",
  shortName: "Harbor",
  programName: "Harbor Hotels Rewards",
  hostnames: ["dining.harborhotels.example"],
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  enrollmentType: "direct",
  homePage: "discover",
  hasDiscoverPage: true,
  hasMerchantFavorites: true,
  hasReservationBonus: true,
  reservationBonus: 50,
  hasVIP: true,
  // VIP for the rest of the year and all of the next after 11 dines in a calendar year.
  vipRule: { dinesRequired: 11, dollarsRequired: null },
  bonuses: [
    // Earned by the member's first earning meal after registering, within 90 days of joining.
    {
      code: "HHD-WELCOME-1000",
      description: "1,000 bonus points after your first dine",
      kind: "new-member",
      condition: { dines: 1, period: "year" },
      amount: 1_000,
    },
    { code: "HHD-TRIPLE-WEEKEND", description: "Triple points on weekend dinners this month" },
    {
      code: "HHD-DINE3-500",
      description: "500 bonus points when you dine 3 times this quarter",
      condition: { dines: 3, period: "quarter" },
      amount: 500,
    },
    { code: "HHD-BRUNCH-250", description: "250 bonus points for a weekend brunch" },
  ],
  // Members who join on this site get the welcome bonus offered for their first 90 days.
  ruleFlags: { newMemberBonusAutoAddSource: "web" },
  showEarnRate: true,
  acclaimedEnabled: true,
  openTableReservationsEnabled: true,
  hasPWAInstallBanner: true,
  typeformCode: "HHDsurvey",
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
    { tierLevel: 3, amountPerDollar: 5 },
  ],
  // At most one generous visit's worth per meal, and three per restaurant a month (decision 0063),
  // in points: a $500 meal at the VIP rate; three such visits a month.
  awardCaps: { perVisit: 2_500, perMerchantPerMonth: 7_500 },
  // Points go to the hotel program by a signed call per batch, acknowledged line by line
  // (decision 0064); the airline takes the default daily accrual file.
  posting: { channel: "http" },
  routeMeta: {
    "/": {
      title: "Harbor Hotels Dining | Earn points when you dine",
      description: "Link a card, dine at thousands of restaurants and earn Harbor Hotels points.",
      keywords: ["dining rewards", "hotel points", "restaurants"],
    },
    "/search": {
      title: "Find restaurants | Harbor Hotels Dining",
      description: "Search restaurants near you that earn Harbor Hotels points.",
      keywords: ["restaurants near me", "dining points"],
    },
    "/how-it-works": {
      title: "How it works | Harbor Hotels Dining",
      description: "Three steps to earning points every time you dine out.",
      keywords: ["how to earn points dining"],
    },
  },
  customerSupport: {
    phone: { href: "tel:+18005550142", formatted: "1-800-555-0142" },
    email: { href: "mailto:dining@harborhotels.example", display: "dining@harborhotels.example" },
  },
  theme: {
    primary: "#0b3954",
    onPrimary: "#ffffff",
    accent: "#b5442e",
    surface: "#ffffff",
    text: "#1b1b1b",
    mutedText: "#545454",
  },
});
