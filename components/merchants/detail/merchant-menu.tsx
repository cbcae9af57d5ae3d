import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { MerchantDetail } from "@/shared/contracts/merchants";
import { DetailSection } from "./detail-section";

/** Menu pages as images: sized (no layout shift), lazy, each opening full size in a new tab. */
export function MerchantMenu({ merchant }: { merchant: Pick<MerchantDetail, "name" | "menuImageUrls"> }) {
  const pages = merchant.menuImageUrls;
  if (pages.length === 0) return null;
  return (
    <DetailSection id="menu" title="Menu" testId="merchant-menu">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {pages.map((url, index) => {
          const alt = `${merchant.name} menu, page ${String(index + 1)} of ${String(pages.length)}`;
          return (
            <li key={url}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="block overflow-hidden rounded-xl border border-black/10 bg-white transition hover:shadow-md"
              >
                <ResponsiveImage
                  src={url}
                  alt={alt}
                  width={300}
                  height={400}
                  layout="menu-page"
                  className="aspect-[3/4] w-full object-cover"
                />
                <span className="sr-only"> (opens full size in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </DetailSection>
  );
}
