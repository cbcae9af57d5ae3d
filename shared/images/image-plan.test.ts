import { describe, expect, it } from "vitest";
import { imageLayouts } from "./image-layouts";
import { imageDelivery, imagePlan } from "./image-plan";
import { parseRemoteImageHosts } from "./remote-image-hosts";

const hosts = ["images.program.example"];

describe("imageDelivery", () => {
  it("sends SVGs as they are, with or without a query (the merchant base URL carries ?w=)", () => {
    expect(imageDelivery("/images/merchants/thai.svg", hosts)).toBe("vector");
    expect(imageDelivery("/images/merchants/thai.svg?w=600", hosts)).toBe("vector");
    expect(imageDelivery("https://images.program.example/a/logo.SVG#x", hosts)).toBe("vector");
  });

  it("puts rasters on our own origin through the optimizer", () => {
    expect(imageDelivery("/images/banners/dining-room.jpg", hosts)).toBe("optimized");
    expect(imageDelivery("/images/merchants/photos/a.webp", hosts)).toBe("optimized");
  });

  it("sends a local raster with a query as it is (the optimizer refuses local queries by default)", () => {
    expect(imageDelivery("/images/merchants/photos/a.webp?v=2", hosts)).toBe("plain");
  });

  it("puts rasters on a configured https host through the optimizer, and no other host", () => {
    expect(imageDelivery("https://images.program.example/m/1.jpg?w=600", hosts)).toBe("optimized");
    expect(imageDelivery("//images.program.example/m/1.jpg", hosts)).toBe("optimized");
    expect(imageDelivery("https://elsewhere.example/m/1.jpg", hosts)).toBe("plain");
    expect(imageDelivery("http://images.program.example/m/1.jpg", hosts)).toBe("plain");
    expect(imageDelivery("https://images.program.example/m/1.jpg", [])).toBe("plain");
  });

  it("sends an address without a raster extension as it is (the image host's base URL)", () => {
    expect(imageDelivery("/images/merchants/0001?w=600", hosts)).toBe("plain");
    expect(imageDelivery("https://images.program.example/m/1?w=600", hosts)).toBe("plain");
    expect(imageDelivery("/images/a.gif", hosts)).toBe("plain");
  });

  it("leaves data, blob and relative addresses alone", () => {
    expect(imageDelivery("data:image/png;base64,AAAA", hosts)).toBe("plain");
    expect(imageDelivery("blob:https://x/1", hosts)).toBe("plain");
    expect(imageDelivery("images/a.png", hosts)).toBe("plain");
  });
});

describe("imagePlan", () => {
  it("gives an optimized raster the layout's sizes, lazily by default", () => {
    expect(imagePlan({ src: "/a.jpg", layout: "result-card", remoteHosts: [] })).toEqual({
      delivery: "optimized",
      sizes: imageLayouts["result-card"],
      loading: "lazy",
      fetchPriority: undefined,
      decoding: "async",
    });
  });

  it("fetches the page's largest picture first and never lazily", () => {
    const plan = imagePlan({ src: "/a.jpg", layout: "merchant-header", priority: true, remoteHosts: [] });
    expect(plan.loading).toBe("eager");
    expect(plan.fetchPriority).toBe("high");
  });

  it("gives no sizes without a srcset: to a vector, a plain remote image or a fixed-size one", () => {
    expect(imagePlan({ src: "/a.svg", layout: "result-card", remoteHosts: [] }).sizes).toBeUndefined();
    expect(
      imagePlan({ src: "https://elsewhere.example/a.jpg", layout: "gallery-photo", remoteHosts: [] }).sizes,
    ).toBeUndefined();
    expect(imagePlan({ src: "/tile.png", layout: "fixed", remoteHosts: [] }).sizes).toBeUndefined();
  });
});

describe("imageLayouts", () => {
  it("ends every responsive value with a default width, the breakpoints descending before it", () => {
    for (const [layout, sizes] of Object.entries(imageLayouts)) {
      if (sizes === "") continue;
      const parts = sizes.split(", ");
      expect(parts.at(-1), layout).not.toMatch(/min-width/);
      const breakpoints = parts.slice(0, -1).map((part) => Number(/min-width: (\d+)px/.exec(part)?.[1]));
      expect(breakpoints, layout).toEqual([...breakpoints].sort((a, b) => b - a));
      for (const breakpoint of breakpoints) expect([451, 661, 861, 1050, 1400], layout).toContain(breakpoint);
    }
  });
});

describe("parseRemoteImageHosts", () => {
  it("reads comma-separated host names, trimmed and lower-cased", () => {
    expect(parseRemoteImageHosts(" Images.Program.example, cdn.example.net ,")).toEqual({
      hosts: ["images.program.example", "cdn.example.net"],
      invalid: [],
    });
    expect(parseRemoteImageHosts(undefined)).toEqual({ hosts: [], invalid: [] });
  });

  it("sets aside what is not a host name", () => {
    expect(
      parseRemoteImageHosts("https://a.example,b.example/path,c.example:8443,-bad.example").invalid,
    ).toEqual(["https://a.example", "b.example/path", "c.example:8443", "-bad.example"]);
  });
});
