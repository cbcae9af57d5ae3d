// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { imageLayouts } from "@/shared/images/image-layouts";
import { getPartner } from "@/partners/registry";
import { blueFin } from "@/tests/support/merchant-fixture";
import { MerchantCard, type MerchantCardProps } from "./merchant-card";
import { merchantCardPartner } from "./merchant-card-model";

afterEach(cleanup);

const harbor = getPartner("harbor");
if (!harbor) throw new Error("The harbor partner is missing");
const partner = merchantCardPartner(harbor.effective);

function picture(props: Partial<MerchantCardProps> & { imageBaseUrl?: string } = {}): HTMLImageElement {
  const { imageBaseUrl = "/images/merchants/seafood.svg", ...card } = props;
  render(
    <MerchantCard
      merchant={{ ...blueFin, images: { imageBaseUrl } }}
      partner={partner}
      member={null}
      {...card}
    />,
  );
  return screen.getByRole<HTMLImageElement>("img", { name: "Blue Fin, Seafood" });
}

describe("the merchant card's picture", () => {
  it("is sized, decoded off the main thread and lazy below the fold", () => {
    const img = picture();
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("is fetched first and eagerly on the first cards (the page's largest paint)", () => {
    const img = picture({ priority: true });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("is an SVG from the image host's preset, without a srcset", () => {
    const img = picture();
    expect(img.getAttribute("src")).toBe("/images/merchants/seafood.svg?w=600");
    expect(img.hasAttribute("srcset")).toBe(false);
  });

  it("goes through the optimizer when it is a raster on our origin, sized for where the card is laid out", () => {
    const img = picture({
      imageBaseUrl: "/images/merchants/photos/seafood.jpg",
      imageLayout: "carousel-card",
    });
    expect(img.getAttribute("srcset")).toContain(
      "/_next/image?url=%2Fimages%2Fmerchants%2Fphotos%2Fseafood.jpg&w=",
    );
    expect(img.getAttribute("sizes")).toBe(imageLayouts["carousel-card"]);
    cleanup();
    expect(picture({ imageBaseUrl: "/images/merchants/photos/seafood.jpg" }).getAttribute("sizes")).toBe(
      imageLayouts["result-card"],
    );
  });
});
