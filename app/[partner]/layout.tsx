import "@fontsource/montserrat/400.css";
import "@fontsource/montserrat/700.css";
import "../globals.css";
import type { Metadata, Viewport } from "next";
import type { CSSProperties, ReactNode } from "react";
import { ScrollToTop } from "@/components/shell/scroll-to-top";
import { SiteFooter } from "@/components/shell/site-footer";
import { SiteHeader } from "@/components/shell/site-header";
import { SkipLink } from "@/components/shell/skip-link";
import { partnerFromParams, partnerStaticParams, type PartnerParams } from "@/lib/routing/page-partner";
import { partnerOrigin } from "@/lib/seo/partner-origin";

export const generateStaticParams = partnerStaticParams;
// Only the demo partners' folders exist; any other first segment is not a page.
export const dynamicParams = false;

export async function generateMetadata({ params }: { params: PartnerParams }): Promise<Metadata> {
  const { effective } = await partnerFromParams(params);
  return {
    metadataBase: new URL(partnerOrigin(effective)),
    title: effective.name,
    applicationName: effective.name,
    manifest: "/manifest.webmanifest",
    icons: { icon: [{ url: "/brand-icon", type: "image/svg+xml" }], apple: [{ url: "/brand-icon" }] },
  };
}

export async function generateViewport({ params }: { params: PartnerParams }): Promise<Viewport> {
  const { effective } = await partnerFromParams(params);
  return { themeColor: effective.theme.primary, width: "device-width", initialScale: 1 };
}

/** Root layout per partner: brand colours as CSS variables, skip link, header, main, footer. */
export default async function PartnerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: PartnerParams;
}) {
  const { effective } = await partnerFromParams(params);
  const { theme } = effective;
  const brand = {
    "--brand-primary": theme.primary,
    "--brand-on-primary": theme.onPrimary,
    "--brand-accent": theme.accent,
    "--brand-surface": theme.surface,
    "--brand-text": theme.text,
    "--brand-muted": theme.mutedText,
  } as CSSProperties;
  return (
    <html lang="en" style={brand} data-partner={effective.code}>
      <body className="flex min-h-screen flex-col">
        <SkipLink />
        <ScrollToTop />
        <SiteHeader config={effective} />
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <SiteFooter config={effective} />
      </body>
    </html>
  );
}
