import "server-only";
import type { Metadata } from "next";
import { brandIcons, type BrandIconName } from "../og/brand-icons";

/** Where an icon is: /icons/{name} on the partner's host (proxy.ts rewrites it to the partner). */
function brandIconPath(name: BrandIconName): string {
  return `/icons/${name}`;
}

function sizes(name: BrandIconName): string {
  const { size } = brandIcons[name];
  return `${size}x${size}`;
}

/** One entry of the web app manifest's `icons`. */
interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: "any" | "maskable";
}

/**
 * The manifest's icons (docs/decisions/0071): PNGs at the 192 and 512 Android and Chrome ask for,
 * a maskable 512 apart (a launcher crops it to its own shape; the rounded ones would lose their
 * corners), and the SVG for browsers that take any size.
 */
export function manifestIcons(): ManifestIcon[] {
  const png = (name: BrandIconName, purpose: ManifestIcon["purpose"]): ManifestIcon => ({
    src: brandIconPath(name),
    sizes: sizes(name),
    type: "image/png",
    purpose,
  });
  return [
    png("icon-192.png", "any"),
    png("icon-512.png", "any"),
    png("icon-maskable-512.png", "maskable"),
    { src: "/brand-icon", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ];
}

/**
 * The page head's icon links: the SVG where browsers take it, a 32 PNG where they do not, and
 * iOS's 180 apple-touch-icon, which must be a PNG (iOS ignores an SVG and shows a screenshot).
 */
export function headIcons(): NonNullable<Metadata["icons"]> {
  return {
    icon: [
      { url: "/brand-icon", type: "image/svg+xml" },
      { url: brandIconPath("favicon-32.png"), sizes: sizes("favicon-32.png"), type: "image/png" },
    ],
    apple: [
      { url: brandIconPath("apple-touch-icon.png"), sizes: sizes("apple-touch-icon.png"), type: "image/png" },
    ],
  };
}
