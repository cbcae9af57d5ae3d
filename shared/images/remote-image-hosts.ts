/**
 * The remote hosts whose raster images go through Next's image optimizer (AVIF/WebP, resized):
 * NEXT_PUBLIC_IMAGE_REMOTE_HOSTS, comma-separated host names ("images.example.com"). The same
 * list feeds next.config's images.remotePatterns at build time, which is why it is a build-time
 * (NEXT_PUBLIC_) variable: the optimizer refuses any host it was not built with. Plain string
 * work, no zod, so the browser's copy stays small.
 */

const hostName = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface RemoteImageHosts {
  /** Lower-cased host names, in the order given. */
  readonly hosts: readonly string[];
  /** Entries that are not host names (a scheme, a path, a port or a typo): the environment check names them. */
  readonly invalid: readonly string[];
}

export function parseRemoteImageHosts(value: string | undefined): RemoteImageHosts {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return {
    hosts: entries.filter((entry) => hostName.test(entry)),
    invalid: entries.filter((entry) => !hostName.test(entry)),
  };
}
