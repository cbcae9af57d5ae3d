import "server-only";
import { env } from "@/platform/env";
import { partnerOrigin } from "@/platform/partner-origin";
import { allPartners, type Partner } from "@/partners/registry";
import type { LocalClient } from "./local-identity-provider";

/** Where the embedded identity provider answers: beside the app, PORT + 700 unless set. */
export function localIssuerPort(): number {
  return env().SSO_LOCAL_PORT ?? env().PORT + 700;
}

export function localIssuer(): string {
  return `http://localhost:${String(localIssuerPort())}`;
}

/** The issuer a partner's members sign in at: its own, the deployment's, or the embedded one. */
export function issuerFor(partner: Partner): string {
  return partner.effective.sso?.issuer ?? env().SSO_ISSUER ?? localIssuer();
}

/** The callback every SSO partner registers: on the partner's own public origin. */
export function ssoRedirectUri(partner: Partner): string {
  return `${partnerOrigin(partner.effective)}/api/sso/callback`;
}

/** The SSO partners that rely on the embedded provider, as its clients. */
export function localClients(): LocalClient[] {
  return allPartners()
    .filter((partner) => partner.effective.enrollmentType === "sso" && issuerFor(partner) === localIssuer())
    .map((partner) => ({
      clientId: partner.effective.sso?.clientId ?? partner.config.code,
      partnerCode: partner.config.code,
      programName: partner.effective.programName,
      redirectUri: ssoRedirectUri(partner),
    }));
}
