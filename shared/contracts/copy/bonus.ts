import type { BonusBannerConfig } from "@/shared/contracts/cms/bonus-banners";

/** The bonus banners' copy (account_center bonus_banners) and the registration outcomes (errors). */
export interface BonusCopy {
  readonly title: string;
  readonly banners: readonly BonusBannerConfig[];
  readonly success: string;
  readonly error: string;
}
