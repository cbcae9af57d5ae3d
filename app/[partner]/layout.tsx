import "../globals.css";
import { montserrat } from "../fonts/montserrat";
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { Overlays } from "@/components/overlays/overlays";
import { SurveyWidget } from "@/components/overlays/survey-widget";
import { BrandMark } from "@/components/shell/brand-mark";
import { SessionHintScript } from "@/components/shell/session-hint-script";
import { Navbar } from "@/components/shell/navbar";
import { PageFrame } from "@/components/shell/page-frame";
import { QueryProvider } from "@/components/shell/query-provider";
import { ShellCopyProvider } from "@/components/shell/shell-copy";
import { SiteFooter } from "@/components/shell/site-footer";
import { loadSiteShellCopy } from "@/lib/server/content/site-shell-copy";
import { env } from "@/platform/env";
import {
  noPartnerPagesAtBuild,
  partnerFromParams,
  type PartnerParams,
} from "@/lib/server/routing/page-partner";
import { partnerOrigin } from "@/platform/partner-origin";
import { headIcons } from "@/lib/server/seo/app-icons";

// Nothing is prerendered by `next build`: pages show the deployment's partner origins, read at run
// time. Each renders on its first request and is kept per partner (docs/decisions/0049); the
// proxy only ever rewrites to a known partner, and partnerFromParams answers 404 for any other.
export const generateStaticParams = noPartnerPagesAtBuild;
export const dynamicParams = true;
// Static per partner, refreshed in the background so content edits show without a rebuild.
export const revalidate = 60;

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return {
    metadataBase: new URL(partnerOrigin(effective)),
    title: effective.name,
    applicationName: effective.name,
    manifest: "/manifest.webmanifest",
    icons: headIcons(),
  };
}

export async function generateViewport({ params }: { params: PartnerParams }): Promise<Viewport> {
  const { effective } = await partnerFromParams(params);
  return { themeColor: effective.theme.primary, width: "device-width", initialScale: 1 };
}

/**
 * Root layout per partner: brand colours as CSS variables, then — once every content page has
 * loaded — skip link, navbar, main and footer.
 */
export default async function PartnerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: PartnerParams;
}) {
  const partner = await partnerFromParams(params);
  const { effective } = partner;
  const { navigation, footer, notFound, serverError, ...overlayCopy } = await loadSiteShellCopy(partner);
  const homeIsDiscover = effective.homePage === "discover";
  const overlays = {
    announcement: {
      enabled: effective.appAnnouncementModal,
      homeIsDiscover,
      copy: overlayCopy.announcement,
    },
    generalPopup: { type: effective.generalModalType, copy: overlayCopy.generalPopup },
    ssoModal: overlayCopy.ssoModal,
    minimumAppVersion: effective.minimumAppVersion,
    appStores: effective.appStoreLinks,
    adminOrigin: env().ADMIN_ORIGIN ?? null,
    installBanner: { enabled: effective.hasPWAInstallBanner, appName: effective.name },
  };
  const { theme } = effective;
  const brand = {
    "--brand-primary": theme.primary,
    "--brand-on-primary": theme.onPrimary,
    "--brand-accent": theme.accent,
    "--brand-surface": theme.surface,
    "--brand-text": theme.text,
    "--brand-muted": theme.mutedText,
  } as CSSProperties;
  const shellPartner = {
    name: effective.name,
    shortCode: effective.shortCode,
    shortName: effective.shortName ?? effective.shortCode,
    logoUrl: effective.logoUrl,
    enrollmentType: effective.enrollmentType,
    homeIsDiscover,
    reservations: effective.openTableReservationsEnabled,
  };
  return (
    <html lang="en" style={brand} data-partner={effective.code} className={montserrat.variable}>
      <body className="flex min-h-screen flex-col">
        <SessionHintScript />
        <QueryProvider>
          <ShellCopyProvider
            value={{
              ...(notFound ? { notFound } : {}),
              ...(serverError ? { serverError } : {}),
              supportPhone: effective.customerSupport.phone,
            }}
          >
            <PageFrame
              header={
                <Navbar
                  partner={shellPartner}
                  logo={<BrandMark config={effective} />}
                  navLinks={navigation?.nav_links ?? []}
                  footerLinks={{
                    primary: footer?.primary_links ?? [],
                    secondary: footer?.secondary_links ?? [],
                  }}
                />
              }
              survey={
                <SurveyWidget
                  surveys={overlayCopy.surveys}
                  partnerCode={effective.code}
                  formUrlTemplate={effective.surveyFormUrl}
                />
              }
              footer={<SiteFooter config={effective} fields={footer} />}
              overlays={<Overlays settings={overlays} />}
            >
              {children}
            </PageFrame>
          </ShellCopyProvider>
        </QueryProvider>
      </body>
    </html>
  );
}
