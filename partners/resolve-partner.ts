/**
 * Turns a request's Host header into a partner code. Pure: the proxy and the backend's partner
 * middleware both call it, so a page and the API it calls always agree on the partner.
 *
 * Host shapes:
 * - `harbor.localhost:3000` → "harbor" (local development, one subdomain per partner)
 * - `localhost:3000`, `127.0.0.1`, `[::1]:3000` → the default partner
 * - a production hostname listed in a partner's config (with or without `www.`) → that partner
 * - anything else → null (the caller answers 404)
 */
export interface PartnerHosts {
  readonly code: string;
  readonly hostnames: readonly string[];
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** Lower-cased hostname without port or trailing dot. */
export function hostnameOf(host: string): string {
  const trimmed = host.trim().toLowerCase().replace(/\.$/, "");
  if (trimmed.startsWith("[")) {
    const end = trimmed.indexOf("]");
    return end === -1 ? trimmed : trimmed.slice(0, end + 1);
  }
  const colon = trimmed.lastIndexOf(":");
  return (colon === -1 ? trimmed : trimmed.slice(0, colon)).replace(/\.$/, "");
}

export function resolvePartner(
  host: string | null | undefined,
  partners: readonly PartnerHosts[],
  defaultPartner: string,
): string | null {
  if (!host) return null;
  const hostname = hostnameOf(host);
  if (loopbackHosts.has(hostname)) {
    return partners.some((p) => p.code === defaultPartner) ? defaultPartner : null;
  }
  if (hostname.endsWith(".localhost")) {
    const sub = hostname.slice(0, -".localhost".length);
    return partners.find((p) => p.code === sub)?.code ?? null;
  }
  const bare = hostname.startsWith("www.") ? hostname.slice(4) : hostname;
  const match = partners.find((p) => p.hostnames.some((h) => h.toLowerCase() === bare));
  return match?.code ?? null;
}
