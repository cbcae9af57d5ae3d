// Writes the shipped raster pictures from the seed's own drawings (run once after
// generate-images.ts: `npx tsx backend/db/seed/generate-raster-images.ts`). Nearly every shipped
// image is an SVG; these JPEGs are the ones that take the image optimizer's path (AVIF/WebP,
// resized; components/ui/responsive-image.tsx), so that path is exercised by real content.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { rasterBanners } from "./raster-banners";

for (const banner of rasterBanners) {
  const target = path.join("public", banner.url);
  mkdirSync(path.dirname(target), { recursive: true });
  // Drawn at the density that makes the source at least as wide as the banner, then cropped.
  const density = Math.ceil((72 * banner.width) / banner.sourceWidth);
  await sharp(path.join("public", banner.source), { density })
    .resize(banner.width, banner.height, { fit: "cover", position: "centre" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(target);
}
