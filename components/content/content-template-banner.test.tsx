// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { earnDetailsFieldsSchema } from "@/shared/contracts/cms/editorial";
import { imageLayouts } from "@/shared/images/image-layouts";
import { ContentTemplate } from "./content-template";

afterEach(cleanup);

const banner = {
  image: "/images/banners/dining-room.jpg",
  image_mobile: "/images/banners/dining-room.jpg",
  image_mobile_alt_text: "A full dining room",
  image_x_position: "center",
  image_y_position: "center",
  enable_banner: true,
  include_welcome_message: false,
  include_prospect_email: false,
};

const fields = earnDetailsFieldsSchema.parse({
  url: "/earn/reservations",
  browser_title: "Reservations",
  banner_text: "Earn more when you book",
  main_column: "Book, dine, earn.",
  banner,
});

describe("the content banner", () => {
  it("is the page's largest paint on its own page: eager, fetched first, through the optimizer", () => {
    render(<ContentTemplate fields={fields} />);
    const img = screen.getByRole<HTMLImageElement>("img", { name: "A full dining room" });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    expect(img.getAttribute("width")).toBe("1400");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("sizes")).toBe(imageLayouts["content-banner"]);
    expect(img.getAttribute("srcset")).toContain("/_next/image?url=%2Fimages%2Fbanners%2Fdining-room.jpg&w=");
    const phone = img.parentElement?.querySelector("source");
    expect(phone?.getAttribute("media")).toBe("(max-width: 660px)");
    expect(phone?.getAttribute("srcset")).toContain(
      "/_next/image?url=%2Fimages%2Fbanners%2Fdining-room.jpg&w=",
    );
  });

  it("waits its turn embedded under the home page's hero", () => {
    render(<ContentTemplate fields={fields} embedded />);
    const img = screen.getByRole<HTMLImageElement>("img", { name: "A full dining room" });
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("sends an SVG banner as it is", () => {
    render(
      <ContentTemplate
        fields={{ ...fields, banner: { ...banner, image: "/a.svg", image_mobile: "/b.svg" } }}
      />,
    );
    const img = screen.getByRole<HTMLImageElement>("img", { name: "A full dining room" });
    expect(img.getAttribute("src")).toBe("/a.svg");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.parentElement?.querySelector("source")?.getAttribute("srcset")).toBe("/b.svg");
  });
});
