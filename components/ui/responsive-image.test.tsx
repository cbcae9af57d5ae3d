// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { imageLayouts } from "@/shared/images/image-layouts";
import { ResponsiveImage, responsiveImageProps } from "./responsive-image";

afterEach(cleanup);

function imageOf(props: Parameters<typeof ResponsiveImage>[0]): HTMLImageElement {
  render(<ResponsiveImage {...props} data-testid="picture" />);
  return screen.getByTestId<HTMLImageElement>("picture");
}

describe("ResponsiveImage", () => {
  it("draws an SVG as it is: its size, lazy, async, no srcset or sizes", () => {
    const img = imageOf({
      src: "/images/merchants/thai.svg?w=600",
      alt: "Thai",
      width: 600,
      height: 400,
      layout: "result-card",
    });
    expect(img.getAttribute("src")).toBe("/images/merchants/thai.svg?w=600");
    expect(img.getAttribute("width")).toBe("600");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.hasAttribute("srcset")).toBe(false);
    expect(img.hasAttribute("sizes")).toBe(false);
    expect(img.hasAttribute("fetchpriority")).toBe(false);
  });

  it("sends a raster on our origin through the optimizer, with the layout's sizes", () => {
    const img = imageOf({
      src: "/images/banners/dining-room.jpg",
      alt: "",
      width: 1400,
      height: 400,
      layout: "content-banner",
    });
    expect(img.getAttribute("sizes")).toBe(imageLayouts["content-banner"]);
    const candidates = (img.getAttribute("srcset") ?? "").split(", ");
    expect(candidates.length).toBeGreaterThan(1);
    for (const candidate of candidates) {
      expect(candidate).toMatch(
        /^\/_next\/image\?url=%2Fimages%2Fbanners%2Fdining-room\.jpg&w=\d+&q=\d+ \d+w$/,
      );
    }
    expect(img.getAttribute("src")).toMatch(
      /^\/_next\/image\?url=%2Fimages%2Fbanners%2Fdining-room\.jpg&w=\d+&q=\d+$/,
    );
  });

  it("fetches the page's largest picture first, eagerly", () => {
    const img = imageOf({
      src: "/a.jpg",
      alt: "",
      width: 1050,
      height: 400,
      layout: "merchant-header",
      priority: true,
    });
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("optimizes a remote raster only on a configured host", () => {
    const src = "https://images.program.example/m/1.jpg";
    const options = { src, alt: "", width: 600, height: 400, layout: "result-card" as const };
    const plain = responsiveImageProps({ ...options, remoteHosts: [] });
    expect(plain.src).toBe(src);
    expect(plain.srcSet).toBeUndefined();
    expect(plain.loading).toBe("lazy");
    const listed = responsiveImageProps({ ...options, remoteHosts: ["images.program.example"] });
    expect(listed.srcSet).toContain(`/_next/image?url=${encodeURIComponent(src)}&w=`);
  });

  it("keeps the alternative text and the caller's class and style", () => {
    const img = imageOf({
      src: "/a.svg",
      alt: "The bar at Blue Fin",
      width: 10,
      height: 10,
      layout: "fixed",
      className: "size-full",
      style: { objectPosition: "left top" },
    });
    expect(screen.getByRole("img", { name: "The bar at Blue Fin" })).toBe(img);
    expect(img.className).toBe("size-full");
    expect(img.style.objectPosition).toBe("left top");
  });
});
