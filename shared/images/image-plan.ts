import { imageLayouts, type ImageLayout } from "./image-layouts";

/**
 * How an image is delivered:
 * - vector: an SVG scales itself, so it is sent as it is (no srcset, no optimizer);
 * - optimized: a raster on our own origin, or on a host in NEXT_PUBLIC_IMAGE_REMOTE_HOSTS, goes
 *   through Next's optimizer (/_next/image: AVIF or WebP, one width per srcset candidate);
 * - plain: anything else is sent as it is: a raster on a host the optimizer does not know (it
 *   would refuse it), or an address whose type we cannot tell from its extension (the program's
 *   image host serves "/images/merchants/0001?w=600"; were it an SVG, the optimizer would refuse it).
 */
export type ImageDelivery = "vector" | "optimized" | "plain";

export interface ImagePlan {
  delivery: ImageDelivery;
  /** The <img sizes> value: only with a srcset, which only the optimizer produces. */
  sizes: string | undefined;
  /** Eager for the page's largest picture (first cards, merchant header, content banner), lazy below the fold. */
  loading: "eager" | "lazy";
  /** "high" for that picture; unset (the browser's own "auto") for the rest, which keeps the HTML short. */
  fetchPriority: "high" | undefined;
  decoding: "async";
}

/** A URL's path (no query, no fragment), for "is it an SVG" on absolute and relative URLs alike. */
function pathOf(src: string): string {
  return src.split(/[?#]/, 1)[0] ?? "";
}

function remoteHostOf(src: string): string | null {
  if (src.startsWith("//")) return remoteHostOf(`https:${src}`);
  if (!/^[a-z][a-z0-9+.-]*:/i.test(src)) return null;
  try {
    const url = new URL(src);
    return url.protocol === "https:" ? url.hostname : "";
  } catch {
    return "";
  }
}

/** Rasters the optimizer converts (an animated GIF it would only pass through). */
const rasterPath = /\.(?:jpe?g|png|webp|avif)$/i;

export function imageDelivery(src: string, remoteHosts: readonly string[]): ImageDelivery {
  const path = pathOf(src);
  if (/\.svgz?$/i.test(path) || src.startsWith("data:image/svg")) return "vector";
  if (!rasterPath.test(path) || src.startsWith("data:") || src.startsWith("blob:")) return "plain";
  const host = remoteHostOf(src);
  // Our own origin: a root-relative path (the optimizer reads it from public/ or the app itself),
  // without a query, which Next's optimizer refuses on local addresses unless images.localPatterns allows it.
  if (host === null) return src.startsWith("/") && !src.includes("?") ? "optimized" : "plain";
  return host !== "" && remoteHosts.includes(host) ? "optimized" : "plain";
}

export function imagePlan({
  src,
  layout,
  priority = false,
  remoteHosts,
}: {
  src: string;
  layout: ImageLayout;
  /** The page's largest paint: fetched first and never lazily. */
  priority?: boolean;
  remoteHosts: readonly string[];
}): ImagePlan {
  const delivery = imageDelivery(src, remoteHosts);
  const sizes = imageLayouts[layout];
  return {
    delivery,
    sizes: delivery === "optimized" && sizes !== "" ? sizes : undefined,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    decoding: "async",
  };
}
