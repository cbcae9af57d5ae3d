import "server-only";
import { isIP } from "node:net";

export interface AddressSources {
  /** The socket's address, as our server reported it; undefined where none did. */
  readonly peer: string | undefined;
  /** The X-Forwarded-For header as received. */
  readonly forwardedFor: string | undefined;
  /** TRUST_PROXY: a proxy we run sits in front and appends the address it saw. */
  readonly trustProxy: boolean;
  /** TRUST_PROXY_HOPS: how many of our proxies stand between the client and us. */
  readonly hops: number;
}

/** What every limit keys on when no address is known: one shared bucket, never an exemption. */
export const unknownAddress = "unknown";

/** "::ffff:198.51.100.7" and "198.51.100.7" are one client; anything not an IP address is none. */
function normalise(value: string | undefined): string | undefined {
  const trimmed = value?.trim().replace(/^\[(.*)\]$/, "$1");
  if (!trimmed || isIP(trimmed) === 0) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return (mapped?.[1] ?? trimmed).toLowerCase();
}

/**
 * The one place the client's address is decided; every per-address limit and log uses it.
 * - Without a trusted proxy: the socket's address. X-Forwarded-For is written by the client and
 *   ignored, however many entries it has.
 * - With TRUST_PROXY: our proxies each append the address they saw, so the chain reads
 *   `[client-written…, seen by proxy 1, …, seen by proxy N] + socket`. The client is the entry
 *   `hops` places left of the socket; entries further left are the client's own words. When the
 *   chain is shorter than that, or the entry is not an address, the nearest address we can vouch
 *   for (the socket's) is used instead, never a client-written one.
 */
export function clientAddress(sources: AddressSources): string {
  const peer = normalise(sources.peer);
  if (!sources.trustProxy) return peer ?? unknownAddress;
  const entries = (sources.forwardedFor ?? "").split(",").map((entry) => entry.trim());
  const chain = [...entries.filter((entry) => entry !== ""), peer ?? unknownAddress];
  const index = chain.length - 1 - sources.hops;
  const candidate = index >= 0 ? normalise(chain[index]) : undefined;
  return candidate ?? peer ?? unknownAddress;
}
