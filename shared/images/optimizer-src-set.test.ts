import { describe, expect, it } from "vitest";
import { optimizerDeviceSizes, optimizerImageSizes } from "./optimizer-config.mjs";
import { imageLayouts } from "./image-layouts";
import { optimizerSrcSet, optimizerUrl } from "./optimizer-src-set";

const src = "/images/banners/dining-room.jpg";

function widthsOf(srcSet: string): number[] {
  return srcSet.split(", ").map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]));
}

describe("optimizerSrcSet", () => {
  it("offers every width the optimizer serves for a full-width picture, the widest as src", () => {
    const offer = optimizerSrcSet(src, imageLayouts["content-banner"], 1400);
    // 100vw of the narrowest breakpoint: nothing under 451 px is ever drawn.
    expect(widthsOf(offer.srcSet)).toEqual([...optimizerDeviceSizes]);
    expect(offer.src).toBe(optimizerUrl(src, 2100));
  });

  it("keeps the small widths for a sized picture drawn narrower than any breakpoint", () => {
    const offer = optimizerSrcSet(src, imageLayouts["carousel-card"], 250);
    expect(widthsOf(offer.srcSet)).toEqual([...optimizerImageSizes, ...optimizerDeviceSizes]);
  });

  it("offers 1x and 2x, rounded up to served widths, for a picture without sizes", () => {
    const offer = optimizerSrcSet(src, undefined, 120);
    expect(offer.srcSet).toBe(`${optimizerUrl(src, 128)} 1x, ${optimizerUrl(src, 256)} 2x`);
    expect(offer.src).toBe(optimizerUrl(src, 256));
  });

  it("starts from the narrowest viewport share a layout names", () => {
    // Half of the narrowest breakpoint is 226 px, so 64 and 128 are never needed.
    expect(widthsOf(optimizerSrcSet(src, "(min-width: 861px) 50vw, 100vw", 600).srcSet)[0]).toBe(256);
  });

  it("only asks for widths next.config lets the optimizer serve", () => {
    const served = new Set([...optimizerImageSizes, ...optimizerDeviceSizes]);
    for (const sizes of Object.values(imageLayouts)) {
      const { srcSet } = optimizerSrcSet(src, sizes || undefined, 300);
      for (const [, width] of srcSet.matchAll(/&w=(\d+)&/g)) expect(served.has(Number(width))).toBe(true);
    }
  });

  it("encodes the picture's address and names width and quality, as Next's own loader does", () => {
    const remote = "https://images.program.example/m/1.jpg?v=2";
    expect(optimizerUrl(remote, 661)).toBe(`/_next/image?url=${encodeURIComponent(remote)}&w=661&q=75`);
  });
});
