import { ResponsiveText } from "@/components/content/responsive-text";
import { ProspectEmailForm } from "@/components/enrollment/prospect-email-form";
import { SiteLink } from "@/components/shell/site-link";
import type { HomeBanner } from "@/shared/contracts/copy/home";
import type { PartnerConfig } from "@/partners/schema";
import { EarnRateCard } from "./earn-rate-card";

/** A link in the hero for partners that do not join through the prospect email form. */
export interface CallToAction {
  readonly href: string;
  readonly label: string;
  readonly primary: boolean;
}

/**
 * The home hero: what the program is and earns, the partner's banners and the way in for its
 * enrollment type (the prospect email form for direct partners, links for the others).
 */
export function HomeHero({
  config,
  rates,
  banners,
  callsToAction,
}: {
  config: PartnerConfig;
  rates: { own: string; upTo: string | null } | null;
  banners: readonly HomeBanner[];
  callsToAction: readonly CallToAction[];
}) {
  return (
    <section className="bg-brand text-on-brand">
      <div className="content-width py-12 md:py-20 lg:grid lg:grid-cols-[1fr_20rem] lg:items-center lg:gap-16">
        <div>
          <p className="text-sm font-bold tracking-wide uppercase" data-testid="partner-name">
            {config.name}
          </p>
          <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-bold md:text-5xl">
            Earn <span data-testid="partner-currency">{config.currencyName.other}</span> every time you dine
            out
          </h1>
          {rates ? (
            <p className="mt-4 max-w-xl text-lg" data-testid="home-earn-rate">
              Earn {rates.own} at thousands of restaurants, bars and clubs
              {rates.upTo ? `, and up to ${rates.upTo} as your status grows` : ""}.
            </p>
          ) : null}
          {banners.map((banner) => (
            <p
              key={banner.type}
              className="mt-2 max-w-xl font-bold"
              data-testid={`home-banner-${banner.type}`}
            >
              <ResponsiveText mobile={banner.text_mobile} desktop={banner.text_desktop} />
            </p>
          ))}
          {config.enrollmentType === "direct" ? (
            <div className="mt-8">
              <ProspectEmailForm heading="Join free and start earning" showSignIn />
            </div>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3 empty:hidden">
            {callsToAction.map((cta) => (
              <SiteLink
                key={cta.href}
                href={cta.href}
                className={
                  cta.primary
                    ? "button-primary !bg-surface !text-brand"
                    : "button-secondary !border-surface !text-on-brand !bg-transparent"
                }
              >
                {cta.label}
              </SiteLink>
            ))}
          </div>
        </div>
        {rates ? <EarnRateCard config={config} rates={rates} /> : null}
      </div>
    </section>
  );
}
