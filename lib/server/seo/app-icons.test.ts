import { describe, expect, it } from "vitest";
import { headIcons, manifestIcons } from "./app-icons";

describe("app icons", () => {
  it("lists PNG manifest icons at 192 and 512, a maskable 512 apart, and the SVG", () => {
    expect(manifestIcons()).toEqual([
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/brand-icon", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ]);
  });

  it("links a 180 PNG apple-touch-icon and a 32 PNG favicon beside the SVG", () => {
    expect(headIcons()).toEqual({
      icon: [
        { url: "/brand-icon", type: "image/svg+xml" },
        { url: "/icons/favicon-32.png", sizes: "32x32", type: "image/png" },
      ],
      apple: [{ url: "/icons/apple-touch-icon.png", sizes: "180x180", type: "image/png" }],
    });
  });
});
