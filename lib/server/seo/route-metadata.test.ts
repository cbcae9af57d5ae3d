import { describe, expect, it } from "vitest";
import { getPartner } from "@/partners/registry";
import { canonicalUrl, routeMetadata } from "./route-metadata";

const harbor = getPartner("harbor")?.effective;
if (!harbor) throw new Error("harbor");
const origin = "http://harbor.localhost:3000";

describe("canonicalUrl", () => {
  it("drops trailing slashes and keeps the home page as the bare origin", () => {
    expect(canonicalUrl(origin, "/search/")).toBe(`${origin}/search`);
    expect(canonicalUrl(origin, "/")).toBe(origin);
    expect(canonicalUrl(origin, "/merchants/m-1")).toBe(`${origin}/merchants/m-1`);
  });
});

describe("routeMetadata", () => {
  it("uses the path's own entry", () => {
    const meta = routeMetadata(harbor, "/search", origin);
    expect(meta.title).toBe(harbor.routeMeta["/search"]?.title);
    expect(meta.alternates?.canonical).toBe(`${origin}/search`);
  });

  it("falls back to the home entry", () => {
    const meta = routeMetadata(harbor, "/no-entry", origin);
    expect(meta.title).toBe(harbor.routeMeta["/"]?.title);
    expect(meta.description).toBe(harbor.routeMeta["/"]?.description);
  });

  it("falls back to the partner name without a home title", () => {
    const bare = { ...harbor, routeMeta: {} };
    expect(routeMetadata(bare, "/x", origin).title).toBe(harbor.name);
  });
});

describe("routeMetadata link previews", () => {
  it("points og:image and a large twitter card at the page's PNG preview with its size", () => {
    const meta = routeMetadata(harbor, "/search", origin);
    const title = harbor.routeMeta["/search"]?.title;
    const image = { url: "/link-preview/search", width: 1200, height: 630, type: "image/png", alt: title };
    expect(meta.openGraph?.images).toEqual([image]);
    expect(meta.twitter).toMatchObject({ card: "summary_large_image", images: [image] });
  });

  it("gives the home page the bare /link-preview", () => {
    expect(routeMetadata(harbor, "/", origin).openGraph?.images).toEqual([
      expect.objectContaining({ url: "/link-preview", type: "image/png" }),
    ]);
  });
});
