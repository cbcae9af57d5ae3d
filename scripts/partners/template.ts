// What `npm run partner:new` writes into a new partner's folder, besides the copy in
// content-template/: a config.ts and a feature-flags.ts shaped like the demo partners' ones. Every
// brand value is a neutral placeholder made from the code (names, an `.example` hostname, a
// fictional 555 number, a plain palette), to be replaced before launch (docs/partners.md).

/** A code a new partner may take: lower-case words of letters and digits joined by single hyphens. */
export const newPartnerCodePattern = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** A code is a subdomain label and part of an environment variable's name: kept short. */
export const maxPartnerCodeLength = 30;

/** "blue-harbor" → "Blue Harbor". */
export function displayName(code: string): string {
  return code
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** The placeholder brand: everything config.ts says that a partner's team will change. */
export interface PlaceholderBrand {
  readonly name: string;
  readonly shortName: string;
  readonly shortCode: string;
  readonly programName: string;
  readonly hostname: string;
  readonly supportEmail: string;
}

/**
 * Three letters of the code, upper-cased, with a digit added when another partner has them:
 * campaign codes start with the short code (backend/db/seed/merchants.ts), so it stays unique.
 */
export function placeholderShortCode(code: string, taken: ReadonlySet<string>): string {
  const letters = code.replaceAll("-", "").slice(0, 3).toUpperCase();
  for (let digit = 1; ; digit += 1) {
    const candidate = digit === 1 ? letters : `${letters}${String(digit)}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export function placeholderBrand(
  code: string,
  takenShortCodes: ReadonlySet<string> = new Set(),
): PlaceholderBrand {
  const title = displayName(code);
  return {
    name: `${title} Dining`,
    shortName: title,
    shortCode: placeholderShortCode(code, takenShortCodes),
    programName: `${title} Rewards`,
    hostname: `dining.${code}.example`,
    supportEmail: `support@${code}.example`,
  };
}

/** JSON's string quoting is TypeScript's too. */
const quoted = (text: string) => JSON.stringify(text);

/**
 * The folder's config.ts. It imports the schema by its alias, so the file checks out wherever it
 * is written (the scaffold's tests write into a temporary folder).
 */
export function configSource(code: string, takenShortCodes: ReadonlySet<string>): string {
  const brand = placeholderBrand(code, takenShortCodes);
  return `import { definePartner } from "@/partners/schema";

/**
 * ${brand.name}, made by \`npm run partner:new\`: the names, hostname, support contacts and
 * colours are placeholders (docs/partners.md says what to set before launch).
 */
export default definePartner({
  code: ${quoted(code)},
  name: ${quoted(brand.name)},
  shortCode: ${quoted(brand.shortCode)},
  shortName: ${quoted(brand.shortName)},
  programName: ${quoted(brand.programName)},
  // Production hostnames, the first canonical; locally the partner answers at ${code}.localhost.
  hostnames: [${quoted(brand.hostname)}],
  currencyType: "Point",
  currencyName: { one: "point", other: "points" },
  enrollmentType: "direct",
  homePage: "how-it-works",
  // Tier 0 is every member; tier 2 members receive the emails; tier 3 is VIP.
  earnRules: [
    { tierLevel: 0, amountPerDollar: 1 },
    { tierLevel: 2, amountPerDollar: 3 },
    { tierLevel: 3, amountPerDollar: 3 },
  ],
  routeMeta: {
    "/": {
      title: ${quoted(`${brand.name} | Earn points when you dine`)},
      description: ${quoted(`Link a card, dine at participating restaurants and earn ${brand.programName} points.`)},
      keywords: ["dining rewards", "restaurants"],
    },
  },
  customerSupport: {
    phone: { href: "tel:+18005550100", formatted: "1-800-555-0100" },
    email: { href: ${quoted(`mailto:${brand.supportEmail}`)}, display: ${quoted(brand.supportEmail)} },
  },
  // Text pairs keep WCAG AA contrast (4.5:1 or more); check again when changing them.
  theme: {
    primary: "#2f4858",
    onPrimary: "#ffffff",
    accent: "#7a4d00",
    surface: "#ffffff",
    text: "#1c1c1c",
    mutedText: "#555555",
  },
});
`;
}

/** The folder's feature-flags.ts: no overrides yet. */
export const featureFlagsSource = `import type { FeatureFlags } from "@/partners/feature-flags-schema";

/** Flag overrides for this partner; what GET /api/feature-flags answers. */
export default {
  authFlags: {},
  filters: {},
  partnerFeatureFlags: {},
} satisfies FeatureFlags;
`;
