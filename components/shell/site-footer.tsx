import Link from "next/link";
import type { z } from "zod";
import type { footerFieldsSchema } from "@/shared/contracts/cms/footer";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { isSimpleEmail } from "@/shared/rules/email-patterns";
import type { PartnerConfig } from "@/partners/schema";
import { BrandMark } from "./brand-mark";
import { FooterAuthLink } from "./footer-auth-link";
import { OutsideNativeApp } from "./native-app-only";

type FooterFields = z.output<typeof footerFieldsSchema>;

function StoreBadge({ href, store }: { href: string; store: string }) {
  return (
    <a
      href={href}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-black px-4 text-sm font-bold text-white"
    >
      <span aria-hidden="true">⬇</span> Get it on {store}
    </a>
  );
}

/** The site footer (public-and-shared §2 Footer), its links and legal copy from the partner's content. */
export function SiteFooter({ config, fields }: { config: PartnerConfig; fields: FooterFields | undefined }) {
  const email = config.customerSupport.email.display;
  return (
    <footer className="mt-16 border-t border-black/10 bg-black/[0.03] text-sm" data-testid="site-footer">
      <div className="content-width grid gap-8 py-10 md:grid-cols-[2fr_1fr]">
        <div>
          <OutsideNativeApp>
            <div className="flex flex-wrap gap-3" data-testid="app-store-badges">
              <StoreBadge href={config.appStoreLinks.ios} store="the App Store" />
              <StoreBadge href={config.appStoreLinks.android} store="Google Play" />
            </div>
          </OutsideNativeApp>
          {fields?.logo_chain?.length ? (
            <ul className="mt-6 flex flex-wrap items-center gap-4">
              {fields.logo_chain.map((logo) => (
                <li key={logo.image}>
                  {/* Content gives no logo sizes: a fixed 4:1 box holds any shape, so nothing moves as it loads. */}
                  <ResponsiveImage
                    src={logo.image}
                    alt={logo.alt}
                    width={128}
                    height={32}
                    layout="fixed"
                    className="h-8 w-32 object-contain object-left"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <nav aria-label="Footer" className="mt-6">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 font-bold">
              {fields?.primary_links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} className="hover:underline">
                    {link.text}
                  </Link>
                </li>
              ))}
              <FooterAuthLink enrollmentType={config.enrollmentType} />
            </ul>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
              {fields?.secondary_links.map((link) => (
                <li key={link.url}>
                  <Link href={link.url} className="hover:underline">
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-muted mt-6">
            {fields?.copyright} Questions? Write to{" "}
            {isSimpleEmail(email) ? (
              <a href={config.customerSupport.email.href} className="text-ink font-bold underline">
                {email}
              </a>
            ) : (
              <span className="text-ink font-bold">{email}</span>
            )}{" "}
            or call{" "}
            <a href={config.customerSupport.phone.href} className="text-ink font-bold underline">
              {config.customerSupport.phone.formatted}
            </a>
            .
          </p>
          {fields?.legal_disclaimer ? (
            <p className="text-muted mt-3 text-xs">{fields.legal_disclaimer}</p>
          ) : null}
        </div>
        {config.ruleFlags.hideNetworkLogos ? null : (
          <div className="flex items-start gap-4 md:justify-end" data-testid="network-logos">
            <BrandMark config={config} size={44} />
            <span className="text-muted flex h-11 items-center rounded-lg border border-black/15 px-3 text-xs font-bold tracking-wide uppercase">
              Dining Rewards Network
            </span>
          </div>
        )}
      </div>
    </footer>
  );
}
