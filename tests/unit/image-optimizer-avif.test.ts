import { readFile } from "node:fs/promises";
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import path from "node:path";
import { ImageOptimizerCache, imageOptimizer } from "next/dist/server/image-optimizer";
import loadConfig from "next/dist/server/config";
import { PHASE_PRODUCTION_SERVER } from "next/constants";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { rasterBanners } from "@/backend/db/seed/raster-banners";

/**
 * Next's own optimizer (what /_next/image runs) under this app's next.config.ts as Next loads and
 * completes it (defaults, local patterns), on the shipped raster banner: no server and no
 * network, so it also runs where no build exists. The browser journey
 * (tests/e2e/harbor/images.spec.ts) asks a running server the same question.
 */
const config = await loadConfig(PHASE_PRODUCTION_SERVER, process.cwd(), { silent: true });
const { images } = config;

/** What GET /_next/image?url=…&w=…&q=… with this Accept header would be checked as. */
function validate(accept: string, query: { url: string; w: string; q: string }) {
  const message = new IncomingMessage(new Socket());
  message.headers = { accept };
  return ImageOptimizerCache.validateParams(message, query, config, false);
}

const [banner] = rasterBanners;

describe("the image optimizer under next.config's images", () => {
  it("accepts every configured width of our banner and answers AVIF to a browser that takes it", () => {
    const widths = [...images.deviceSizes, ...images.imageSizes];
    for (const width of widths) {
      const params = validate("image/avif,image/webp,image/*,*/*;q=0.8", {
        url: banner.url,
        w: String(width),
        q: "75",
      });
      if ("errorMessage" in params) throw new Error(params.errorMessage);
      expect(params.mimeType).toBe("image/avif");
    }
  });

  it("answers WebP to a browser without AVIF, and refuses a width it does not list", () => {
    const webp = validate("image/webp,*/*", { url: banner.url, w: "1050", q: "75" });
    expect("errorMessage" in webp ? webp.errorMessage : webp.mimeType).toBe("image/webp");
    const odd = validate("image/avif", { url: banner.url, w: "1000", q: "75" });
    expect(odd).toEqual({ errorMessage: '"w" parameter (width) of 1000 is not allowed' });
    // Why the plan sends a local raster with a query as it is (shared/images/image-plan.ts).
    const queried = validate("image/avif", { url: `${banner.url}?v=2`, w: "1050", q: "75" });
    expect(queried).toEqual({ errorMessage: '"url" parameter is not allowed' });
  });

  it("converts the shipped JPEG to a smaller AVIF at the width asked for", async () => {
    const jpeg = await readFile(path.join("public", banner.url));
    const params = validate("image/avif", { url: banner.url, w: "861", q: "75" });
    if ("errorMessage" in params) throw new Error(params.errorMessage);
    const answer = await imageOptimizer(
      { buffer: jpeg, contentType: "image/jpeg", cacheControl: null, etag: "banner" },
      params,
      config,
      {
        isDev: false,
        silent: true,
      },
    );
    expect(answer.contentType).toBe("image/avif");
    const metadata = await sharp(answer.buffer).metadata();
    expect(metadata.format).toBe("heif");
    expect(metadata.width).toBe(861);
    expect(answer.buffer.byteLength).toBeLessThan(jpeg.byteLength);
  });
});
