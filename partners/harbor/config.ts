import { definePartner } from "../schema";

/** Harbor Hotels dining program: the seed's documented hotel partner (Point, direct). */
export default definePartner({
  code: "harbor",
  name: "Harbor Hotels Dining",
  shortCode: "HHD",
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
  showEarnRate: true,
  acclaimedEnabled: true,
  openTableReservationsEnabled: true,
  hasPWAInstallBanner: true,
  adsPrefix: "hhd",
  typeformCode: "HHDsurvey",
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 5 },
    { tierLevel: 3, amountPerDollar: 5 },
  ],
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
