import "server-only";
import type { CallToAction } from "@/components/home/home-hero";
import { loadDiscoverCopy } from "@/lib/server/content/discover-copy";
import { loadEditorialPage } from "@/lib/server/content/editorial-copy";
import { loadHomeBanners } from "@/lib/server/content/home-copy";
import type { HomeBanner } from "@/shared/contracts/copy/home";
import type { EditorialBlock, EarnDetailsFields } from "@/shared/contracts/cms/editorial";
import { earnStatement } from "@/shared/rules/earn-statement";
import { programRates } from "@/shared/rules/earn-wording";
import type { Partner } from "@/partners/registry";
import type { PartnerConfig } from "@/partners/schema";

/** Everything the home page shows, loaded and shaped so the page only composes. */
export interface HomePageData {
  readonly config: PartnerConfig;
  /** The rate a new member earns and, when higher, the best one (from the one earn statement). */
  readonly rates: ReturnType<typeof programRates>;
  readonly banners: readonly HomeBanner[];
  readonly callsToAction: readonly CallToAction[];
  /** Below the hero: the discover blocks or the how-it-works page, as the partner's homePage says. */
  readonly editorial:
    | { readonly kind: "discover"; readonly blocks: readonly EditorialBlock[] }
    | { readonly kind: "how-it-works"; readonly page: EarnDetailsFields }
    | null;
  /** The three plain steps, shown when no how-it-works page already explains the program. */
  readonly steps: readonly string[] | null;
}

function callsToAction(config: PartnerConfig): CallToAction[] {
  switch (config.enrollmentType) {
    case "direct":
      // Direct partners join through the prospect email form in the hero instead.
      return [];
    case "sso":
      return [
        { href: "/Login", label: `Join with your ${config.name.split(" ")[0] ?? ""} account`, primary: true },
        { href: "/search", label: "Find restaurants", primary: false },
      ];
    case "none":
      return [{ href: "/search", label: "Find restaurants", primary: true }];
  }
}

function steps(config: PartnerConfig): string[] {
  return config.enrollmentType === "none"
    ? [
        "Find a participating restaurant",
        "Dine and pay with your card",
        `Get ${config.currencyName.other} back`,
      ]
    : [
        "Join and link a card you already use",
        "Dine at participating restaurants",
        `Earn ${config.currencyName.other} automatically`,
      ];
}

export async function loadHomePage(partner: Partner): Promise<HomePageData> {
  const { effective: config } = partner;
  const [banners, discover, howItWorks] = await Promise.all([
    loadHomeBanners(partner),
    loadDiscoverCopy(partner),
    loadEditorialPage(partner, "/how-it-works"),
  ]);
  const editorial =
    config.homePage === "discover" && discover
      ? { kind: "discover" as const, blocks: discover.blocks }
      : howItWorks
        ? { kind: "how-it-works" as const, page: howItWorks }
        : null;
  return {
    config,
    rates: programRates(earnStatement({ partner: config, merchant: null, viewer: null, date: null })),
    banners,
    callsToAction: callsToAction(config),
    editorial,
    steps: config.homePage === "discover" || !howItWorks ? steps(config) : null,
  };
}
