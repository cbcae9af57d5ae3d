import type { EarnDetailsFields } from "@/shared/contracts/cms/editorial";
import { ProspectEmailForm } from "@/components/enrollment/prospect-email-form";
import { ResponsiveImage, responsiveImageProps } from "@/components/ui/responsive-image";
import { FaqList } from "./faq-list";
import { RichText } from "./rich-text";
import { WelcomeMessage } from "./welcome-message";

/**
 * An editorial page (public-and-shared §2 Content template): optional banner (only with an
 * image and enabled), the banner text as the page heading, side and main columns, disclaimer.
 */
export function ContentTemplate({
  fields,
  embedded = false,
  directEnrollment = false,
  sidebar,
}: {
  fields: EarnDetailsFields;
  /** The partner's sidebar for this page ('sidebar' content keyed by the page's slug). */
  sidebar?: string | undefined;
  embedded?: boolean;
  /** The partner enrolls members itself: a banner may then carry the prospect email form. */
  directEnrollment?: boolean;
}) {
  // Embedded in another page (the home page), the template is a section under that page's h1.
  const Heading = embedded ? "h2" : "h1";
  const banner =
    fields.banner?.enable_banner && fields.banner.image
      ? { ...fields.banner, image: fields.banner.image }
      : undefined;
  // The phone picture (art direction): a <source> with its own srcset when it is an optimizable raster.
  const mobile = banner?.image_mobile
    ? responsiveImageProps({
        src: banner.image_mobile,
        alt: "",
        width: 660,
        height: 400,
        layout: "content-banner",
      })
    : undefined;
  return (
    <article>
      <header className={embedded ? "" : "bg-brand text-on-brand"}>
        {banner ? (
          <picture>
            {mobile ? (
              <source media="(max-width: 660px)" srcSet={mobile.srcSet ?? mobile.src} sizes={mobile.sizes} />
            ) : null}
            {/* At the top of its own page the banner is the largest paint; embedded (home) it sits below the hero. */}
            <ResponsiveImage
              src={banner.image}
              alt={banner.image_mobile_alt_text}
              width={1400}
              height={400}
              layout="content-banner"
              priority={!embedded}
              className="h-48 w-full object-cover md:h-72"
              style={{ objectPosition: `${banner.image_x_position} ${banner.image_y_position}` }}
            />
          </picture>
        ) : null}
        <div className={`content-width ${embedded ? "pt-12" : "py-10"}`}>
          {banner?.include_welcome_message ? <WelcomeMessage /> : null}
          <Heading className="max-w-3xl text-3xl font-bold md:text-4xl">
            {fields.banner_text || fields.browser_title}
          </Heading>
          {banner?.include_prospect_email && directEnrollment ? (
            <div className="mt-6">
              <ProspectEmailForm heading="Join free and start earning" />
            </div>
          ) : null}
        </div>
      </header>
      <div className="content-width grid gap-8 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <RichText text={fields.main_column} className="text-lg" />
          {fields.faq.length > 0 ? <FaqList entries={fields.faq} /> : null}
        </div>
        {fields.side_column || sidebar ? (
          <aside className="flex flex-col gap-4 self-start rounded-2xl bg-black/[0.04] p-6">
            {fields.side_column ? <RichText text={fields.side_column} /> : null}
            {sidebar ? (
              <div data-testid="page-sidebar">
                <RichText text={sidebar} />
              </div>
            ) : null}
          </aside>
        ) : null}
      </div>
      {fields.disclaimer ? (
        <p className="content-width text-muted pb-6 text-sm" data-testid="disclaimer">
          {fields.disclaimer}
        </p>
      ) : null}
    </article>
  );
}
