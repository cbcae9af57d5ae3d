import "server-only";
import type { Context } from "hono";
import { env } from "@/platform/env";
import { peerAddressHeader } from "@/platform/peer-address-header.mjs";
import { clientAddress } from "./client-address";

/**
 * This request's client address (backend/security/client-address.ts). The socket's address comes
 * from the header our servers set from the socket on every request, overwriting any a client sent.
 */
export function clientAddressOf(c: Context): string {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = env();
  return clientAddress({
    peer: c.req.header(peerAddressHeader),
    forwardedFor: c.req.header("x-forwarded-for"),
    trustProxy: TRUST_PROXY,
    hops: TRUST_PROXY_HOPS,
  });
}
