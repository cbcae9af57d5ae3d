import Link from "next/link";
import { merchantCardPartner } from "@/components/merchants/merchant-card-model";
import type { EditorialBlock, TextStyle } from "@/shared/contracts/cms/editorial";
import { applyCasing } from "@/shared/copy/casing";
import type { PartnerConfig } from "@/partners/schema";
import { MerchantCarousel, type CarouselPartner } from "./merchant-carousel";
import { ResponsiveText } from "./responsive-text";

const sizes: Record<TextStyle["size"], string> = {
  small: "text-sm",
  medium: "text-lg",
  large: "text-3xl md:text-4xl",
};

function styleClass(style: TextStyle): string {
  return [
    sizes[style.size],
    style.weight === "bold" ? "font-bold" : "font-normal",
    style.is_reverse ? "bg-brand text-on-brand rounded-xl px-4 py-2" : "",
  ].join(" ");
}

function cased(text: string, style: TextStyle): string {
  return applyCasing(text, style.casing);
}

/** One editorial block; the merchant-search block is the merchant carousel. */
function Block({ block, partner }: { block: EditorialBlock; partner: CarouselPartner }) {
  switch (block.type) {
    case "title":
      return (
        <h2 className={styleClass(block.style)}>
          <ResponsiveText
            mobile={cased(block.text_mobile, block.style)}
            desktop={cased(block.text_desktop, block.style)}
          />
        </h2>
      );
    case "text":
      return (
        <p className={styleClass(block.style)}>
          <ResponsiveText
            mobile={cased(block.text_mobile, block.style)}
            desktop={cased(block.text_desktop, block.style)}
          />
        </p>
      );
    case "button":
      return (
        <Link
          href={block.url}
          className="button-primary"
          {...(block.new_tab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <ResponsiveText
            mobile={cased(block.text_mobile, block.style)}
            desktop={cased(block.text_desktop, block.style)}
          />
          {block.new_tab ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </Link>
      );
    case "link":
      return (
        <Link
          href={block.url}
          className={`font-bold underline underline-offset-4 ${block.is_reverse ? "text-on-brand" : "text-brand"}`}
          {...(block.new_tab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
        >
          <ResponsiveText mobile={block.text_mobile} desktop={block.text_desktop} />
          {block.new_tab ? <span className="sr-only"> (opens in a new tab)</span> : null}
        </Link>
      );
    case "merchant_search":
      return (
        <MerchantCarousel
          searchString={block.search_string}
          headline={block.headline}
          body={block.body}
          partner={partner}
        />
      );
  }
}

/** The blocks of a discover page; `partner` is what its merchant carousels' cards need. */
export function EditorialBlocks({
  blocks,
  partner,
}: {
  blocks: readonly EditorialBlock[];
  partner: PartnerConfig;
}) {
  const carousel: CarouselPartner = {
    card: merchantCardPartner(partner),
    hasFlexOffers: partner.hasFlexOffers,
  };
  return (
    <div className="flex flex-col items-start gap-6">
      {blocks.map((block, index) => (
        <Block key={`${block.type}-${String(index)}`} block={block} partner={carousel} />
      ))}
    </div>
  );
}
