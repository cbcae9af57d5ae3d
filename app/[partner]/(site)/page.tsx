import type { Metadata } from "next";
import { ContentTemplate } from "@/components/content/content-template";
import { EditorialBlocks } from "@/components/content/editorial-blocks";
import { HomeHero } from "@/components/home/home-hero";
import { HomeHeroForViewer, VisitorOnly } from "@/components/home/home-hero-for-viewer";
import { HowItWorksSteps } from "@/components/home/how-it-works-steps";
import { partnerFromParams, type PartnerParams } from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { routeMetadata } from "@/lib/server/seo/route-metadata";
import { loadHomePage } from "./_home-page";

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return routeMetadata(effective, "/", partnerOrigin(effective));
}

/**
 * Home: what the program is, what it earns and the way in for this partner's enrollment type,
 * then the discover page or the how-it-works page as the partner's homePage says.
 */
export default async function HomePage({ params }: { params: PartnerParams }) {
  const { config, rates, banners, callsToAction, editorial, steps } = await loadHomePage(
    await partnerFromParams(params),
  );
  return (
    <>
      <HomeHeroForViewer
        visitor={<HomeHero config={config} rates={rates} banners={banners} callsToAction={callsToAction} />}
        partner={{
          currencyType: config.currencyType,
          currencyName: { ...config.currencyName },
          earnRules: config.earnRules.map((rule) => ({ ...rule })),
          showEarnRate: config.showEarnRate,
          hasVIP: config.hasVIP,
        }}
      />
      {editorial?.kind === "discover" ? (
        <div className="content-width py-12">
          <EditorialBlocks blocks={editorial.blocks} partner={config} />
        </div>
      ) : editorial?.kind === "how-it-works" ? (
        // How to join and start earning is for visitors; a member's home is their own state.
        <VisitorOnly>
          <ContentTemplate
            fields={editorial.page}
            embedded
            directEnrollment={config.enrollmentType === "direct"}
          />
        </VisitorOnly>
      ) : null}
      {steps ? (
        <VisitorOnly>
          <HowItWorksSteps steps={steps} />
        </VisitorOnly>
      ) : null}
    </>
  );
}
