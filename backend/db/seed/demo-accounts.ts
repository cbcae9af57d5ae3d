import type { CardType } from "../schema/values";

/** Demo members with known credentials: the README's sign-in table and the tests use this list. */
export interface DemoAccount {
  /** Fixed, so test fixtures can name a demo member's session without reading the database. */
  readonly id: string;
  readonly partnerCode: string;
  readonly email: string;
  /** Null for single-sign-on members, who sign in at their program's identity provider. */
  readonly password: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly tierLevel: 0 | 1 | 2 | 3;
  readonly memberType?: "EnrolledCardMember" | "NonCardMember" | "ClosedAccountMember";
  readonly publicId: string;
  readonly ssoSubject?: string;
  /**
   * The member's account number at the partner's program (members.partner_number): where posting
   * credits the awards (decision 0064). Members without one have their lines rejected here.
   */
  readonly partnerNumber?: string;
  /** Shares its email with another account, as imported from a program: /fix_credentials. */
  readonly emailUpdateRequired?: boolean;
  readonly cards: readonly { cardType: CardType; lastFour: string; description: string }[];
  readonly partnerCards?: readonly { partnerCardId: string; cardType: CardType; lastFour: string }[];
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    partnerCode: "harbor",
    email: "demo@harbor.example",
    password: "Harbor-demo-2026",
    firstName: "Dana",
    lastName: "Rivera",
    tierLevel: 2,
    publicId: "harbor-demo-member",
    partnerNumber: "700000000001",
    cards: [
      { cardType: "Visa", lastFour: "4242", description: "Visa" },
      { cardType: "Mastercard", lastFour: "4444", description: "Mastercard" },
    ],
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    partnerCode: "harbor",
    email: "vip@harbor.example",
    password: "Harbor-vip-2026",
    firstName: "Victor",
    lastName: "Iles",
    tierLevel: 3,
    publicId: "harbor-vip-member",
    partnerNumber: "700000000002",
    cards: [{ cardType: "Amex", lastFour: "0005", description: "American Express" }],
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    partnerCode: "harbor",
    email: "new@harbor.example",
    password: "Harbor-new-2026",
    firstName: "Nora",
    lastName: "Ellis",
    tierLevel: 1,
    publicId: "harbor-nonactivated-demo",
    cards: [{ cardType: "Discover", lastFour: "1117", description: "Discover" }],
  },
  {
    // Opted out of emails: earns the base rate and is invited to unlock acclaimed restaurants.
    id: "00000000-0000-4000-8000-000000000007",
    partnerCode: "harbor",
    email: "optout@harbor.example",
    password: "Harbor-optout-2026",
    firstName: "Owen",
    lastName: "Tate",
    tierLevel: 0,
    publicId: "harbor-optedout-demo",
    cards: [{ cardType: "Visa", lastFour: "1111", description: "Visa" }],
  },
  {
    id: "00000000-0000-4000-8000-000000000004",
    partnerCode: "greenleaf",
    email: "demo@greenleaf.example",
    password: "Greenleaf-demo-2026",
    firstName: "Gale",
    lastName: "Okafor",
    tierLevel: 2,
    publicId: "greenleaf-demo-member",
    cards: [{ cardType: "Visa", lastFour: "1881", description: "Visa" }],
    partnerCards: [
      { partnerCardId: "GLF-CARD-1001", cardType: "Visa", lastFour: "0077" },
      { partnerCardId: "GLF-CARD-1002", cardType: "Mastercard", lastFour: "5454" },
      { partnerCardId: "GLF-CARD-1003", cardType: "Amex", lastFour: "8431" },
    ],
  },
  {
    id: "00000000-0000-4000-8000-000000000005",
    partnerCode: "skyway",
    email: "demo@skyway.example",
    password: null,
    firstName: "Sky",
    lastName: "Tanaka",
    tierLevel: 2,
    publicId: "skyway-demo-member",
    ssoSubject: "skyway-demo-1",
    partnerNumber: "800000000001",
    cards: [{ cardType: "Mastercard", lastFour: "2223", description: "Mastercard" }],
  },
  {
    id: "00000000-0000-4000-8000-000000000006",
    partnerCode: "skyway",
    email: "nocard@skyway.example",
    password: null,
    firstName: "Noa",
    lastName: "Park",
    tierLevel: 1,
    memberType: "NonCardMember",
    publicId: "skyway-noncard-member",
    ssoSubject: "skyway-demo-2",
    cards: [],
  },
  // Two accounts imported with one email (docs/decisions/0014-fix-credentials.md): the password
  // tells them apart at sign-in, and each is asked for a new email. The fix-credentials journey
  // changes the first; the second is its retry's fallback. Last in the list, so the seed's random
  // draws (histories) of the members before them stay as they were.
  {
    id: "00000000-0000-4000-8000-000000000008",
    partnerCode: "harbor",
    email: "shared@harbor.example",
    password: "Harbor-shared-2026",
    firstName: "Sam",
    lastName: "Marsh",
    tierLevel: 2,
    publicId: "harbor-shared-first",
    emailUpdateRequired: true,
    cards: [{ cardType: "Visa", lastFour: "2026", description: "Visa" }],
  },
  {
    id: "00000000-0000-4000-8000-000000000009",
    partnerCode: "harbor",
    email: "shared@harbor.example",
    password: "Harbor-shared-2027",
    firstName: "Alex",
    lastName: "Marsh",
    tierLevel: 2,
    publicId: "harbor-shared-second",
    emailUpdateRequired: true,
    cards: [{ cardType: "Mastercard", lastFour: "2027", description: "Mastercard" }],
  },
  // The account-center card journey links, deletes and finally deletes the last card of this
  // member (closing the account, then reopening it); no other journey uses it.
  {
    id: "00000000-0000-4000-8000-000000000010",
    partnerCode: "harbor",
    email: "cards@harbor.example",
    password: "Harbor-cards-2026",
    firstName: "Casey",
    lastName: "Nguyen",
    tierLevel: 0,
    publicId: "harbor-cards-demo",
    cards: [
      { cardType: "Visa", lastFour: "3010", description: "Visa" },
      { cardType: "Mastercard", lastFour: "3020", description: "Mastercard" },
    ],
  },
  // A second non-activated (tier 1) member: the activation journey activates the first of the two
  // still waiting, so its retry (a first attempt may activate and then fail) has one left.
  {
    id: "00000000-0000-4000-8000-000000000041",
    partnerCode: "harbor",
    email: "new2@harbor.example",
    password: "Harbor-new2-2026",
    firstName: "Nico",
    lastName: "Ellis",
    tierLevel: 1,
    publicId: "harbor-nonactivated-second",
    cards: [{ cardType: "Discover", lastFour: "1133", description: "Discover" }],
  },
  // The overview journey registers this member for a bonus (backend/db/seed/bonuses.ts gives it
  // two to register); no other journey uses it. Opted out of emails, so the overview shows what
  // opting in would change in its own numbers.
  {
    id: "00000000-0000-4000-8000-000000000051",
    partnerCode: "harbor",
    email: "bonus@harbor.example",
    password: "Harbor-bonus-2026",
    firstName: "Bea",
    lastName: "Lowell",
    tierLevel: 0,
    publicId: "harbor-bonus-demo",
    cards: [{ cardType: "Visa", lastFour: "5151", description: "Visa" }],
  },
];
