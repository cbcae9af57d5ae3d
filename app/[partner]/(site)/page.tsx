import type { Metadata } from "next";
import { SiteLink } from "@/components/shell/site-link";
import { ContentTemplate } from "@/components/content/content-template";
import { EditorialBlocks } from "@/components/content/editorial-blocks";
import { ResponsiveText } from "@/components/content/responsive-text";
import { ProspectEmailForm } from "@/components/enrollment/prospect-email-form";
import { EarnRateCard } from "@/components/home/earn-rate-card";
import { findEditorialPage } from "@/lib/content/editorial-pages";
import { contentFields, loadPartnerContent } from "@/lib/content/partner-content";
import { discoverFieldsSchema } from "@/lib/contracts/cms/discover";
import { homeFieldsSchema } from "@/lib/contracts/cms/home";
import { earnRateRange } from "@/lib/format/earn-rate";
import { partnerFromParams, type PartnerParams } from "@/lib/routing/page-partner";
import { partnerOrigin } from "@/lib/seo/partner-origin";
import { routeMetadata } from "@/lib/seo/route-metadata";
import type { PartnerConfig } from "@/partners/schema";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/", partnerOrigin(effective));
}

function callsToAction(config: PartnerConfig) {
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

/**
 * Home: what the program is, what it earns and the way in for this partner's enrollment type,
 * then the discover page or the how-it-works page as the partner's homePage says.
 */
export default async function HomePage({ params }: { params: PartnerParams }) {
  const partner = await partnerFromParams(params);
  const { effective: config } = partner;
  const content = await loadPartnerContent(partner);
  const home = contentFields(content, "home", "home", homeFieldsSchema);
  const discover = contentFields(content, "discover", "discover", discoverFieldsSchema);
  const howItWorks = findEditorialPage(content, "/how-it-works");
  // Home banners show only for entries that name the member states they are for.
  const banners = home && home.user_states.length > 0 ? home.banner_text : [];
  const rates = earnRateRange(config);
  const steps =
    config.enrollmentType === "none"
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
  return (
    <>
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
            <p className="mt-4 max-w-xl text-lg">
              Earn {rates.base} at thousands of restaurants, bars and clubs
              {rates.best ? `, and up to ${rates.best} as your status grows` : ""}.
            </p>
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
              {callsToAction(config).map((cta) => (
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
          <EarnRateCard config={config} rates={rates} />
        </div>
      </section>
      {config.homePage === "discover" && discover ? (
        <div className="content-width py-12">
          <EditorialBlocks blocks={discover.blocks} />
        </div>
      ) : howItWorks ? (
        <ContentTemplate fields={howItWorks} embedded directEnrollment={config.enrollmentType === "direct"} />
      ) : null}
      {config.homePage === "discover" || !howItWorks ? (
        <section aria-labelledby="how-it-works" className="content-width py-12">
          <h2 id="how-it-works" className="text-2xl font-bold">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            {steps.map((step, index) => (
              <li key={step} className="rounded-2xl border border-black/10 p-6">
                <span
                  className="bg-brand text-on-brand flex size-10 items-center justify-center rounded-full font-bold"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <p className="mt-4 text-lg font-bold">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </>
  );
}
