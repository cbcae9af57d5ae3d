import { parseRemoteImageHosts } from "@/shared/images/remote-image-hosts";

/**
 * Hosts whose rasters go through the optimizer. NEXT_PUBLIC_ because it is fixed at build time
 * on both sides: next.config's images.remotePatterns (the optimizer's allow-list) reads the same
 * variable when the app is built, and result cards are drawn in the browser too.
 */
export const remoteImageHosts: readonly string[] = parseRemoteImageHosts(
  process.env.NEXT_PUBLIC_IMAGE_REMOTE_HOSTS,
).hosts;
