import "server-only";
import * as client from "openid-client";
import type { Partner } from "@/partners/registry";
import { issuerFor } from "./local-issuer";

const configurations = new Map<string, Promise<client.Configuration>>();

/**
 * The partner's provider as openid-client sees it, discovered once per issuer and client. Plain
 * http is allowed only for loopback issuers (the embedded provider); a failed discovery is not
 * cached, so the next sign-in tries again.
 */
export function oidcConfiguration(partner: Partner): Promise<client.Configuration> {
  const issuer = new URL(issuerFor(partner));
  const clientId = partner.effective.sso?.clientId ?? partner.config.code;
  const key = `${issuer.href}|${clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
    pending = client.discovery(issuer, clientId, undefined, client.None(), {
      // Deprecated only to stand out: plain http is what the embedded provider on loopback speaks.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      execute: loopback && issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
    });
    pending.catch(() => configurations.delete(key));
    configurations.set(key, pending);
  }
  return pending;
}
