import type { CSSProperties } from "react";
import type { ImageLayout } from "@/shared/images/image-layouts";
import { imagePlan } from "@/shared/images/image-plan";
import { optimizerSrcSet } from "@/shared/images/optimizer-src-set";
import { remoteImageHosts } from "./remote-image-hosts";

export interface ResponsiveImageOptions {
  src: string;
  /** "" for a decorative picture. */
  alt: string;
  /** The intrinsic size (its aspect ratio reserves the box, so nothing shifts as it loads). */
  width: number;
  height: number;
  /** Where it is drawn: gives the <img sizes> value (shared/images/image-layouts.ts). */
  layout: ImageLayout;
  /** The page's largest paint (first result cards, merchant header, content banner): eager, fetched first. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
  /** For tests; the build's NEXT_PUBLIC_IMAGE_REMOTE_HOSTS otherwise. */
  remoteHosts?: readonly string[];
}

/** The <img> attributes: src always a string, srcSet and sizes when the optimizer serves it. */
export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  alt: string;
  width: number;
  height: number;
  loading: "eager" | "lazy";
  fetchPriority?: "high";
  decoding: "async";
  className?: string;
  style?: CSSProperties;
}

/**
 * The <img> attributes for a merchant or content image: always width, height and
 * decoding="async"; lazy unless it is the page's largest paint; for a raster on our origin or a
 * configured host, a srcset through Next's optimizer (AVIF/WebP at the widths next.config lists)
 * with the layout's sizes. Also usable for a <picture>'s <source> (srcSet, sizes). Built here
 * rather than by next/image's getImageProps, which would bring its image config and helpers
 * (3 KiB gz) into every page with a picture.
 */
export function responsiveImageProps({
  src,
  alt,
  width,
  height,
  layout,
  priority = false,
  className,
  style,
  remoteHosts = remoteImageHosts,
}: ResponsiveImageOptions): ResponsiveImageAttributes {
  const plan = imagePlan({ src, layout, priority, remoteHosts });
  const optimized = plan.delivery === "optimized" ? optimizerSrcSet(src, plan.sizes, width) : undefined;
  return {
    src: optimized?.src ?? src,
    ...(optimized ? { srcSet: optimized.srcSet } : {}),
    ...(optimized && plan.sizes ? { sizes: plan.sizes } : {}),
    alt,
    width,
    height,
    loading: plan.loading,
    ...(plan.fetchPriority ? { fetchPriority: plan.fetchPriority } : {}),
    decoding: plan.decoding,
    ...(className === undefined ? {} : { className }),
    ...(style === undefined ? {} : { style }),
  };
}

/**
 * The one way merchant and content images are drawn. A plain <img> rather than next/image's
 * component: nothing to hydrate, and it renders the same in server and client components.
 */
export function ResponsiveImage(props: ResponsiveImageOptions & { "data-testid"?: string }) {
  const { "data-testid": testId, ...options } = props;
  // eslint-disable-next-line @next/next/no-img-element -- the srcset is built for Next's optimizer (responsiveImageProps)
  return <img {...responsiveImageProps(options)} alt={options.alt} data-testid={testId} />;
}
