import "server-only";
import type { AppEnv } from "@/platform/env";
import type { PartnerConfig } from "@/partners/schema";

/**
 * Which routes exist for a partner (public-and-shared §2), decided from its effective
 * configuration. Paths match by whole segments and case-sensitively, as the spec writes them:
 * "/join" gates "/join" and "/join/x", never "/joiner".
 */
type Rule = (config: PartnerConfig, appEnv: AppEnv["APP_ENV"]) => boolean;

const hasEnrollment: Rule = (config) => config.enrollmentType !== "none";
const isDirect: Rule = (config) => config.enrollmentType === "direct";

const gates: readonly (readonly [prefix: string, rule: Rule])[] = [
  ["/activate", hasEnrollment],
  ["/join", hasEnrollment],
  ["/add_card", hasEnrollment],
  ["/card_added", hasEnrollment],
  ["/login", hasEnrollment],
  ["/account", hasEnrollment],
  ["/fix_credentials", isDirect],
  ["/recover", isDirect],
  ["/discover", (config) => config.hasDiscoverPage],
  ["/stgtools", (_config, appEnv) => appEnv !== "production"],
];

function underPrefix(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isRouteAvailable(
  pathname: string,
  config: PartnerConfig,
  appEnv: AppEnv["APP_ENV"],
): boolean {
  const gate = gates.find(([prefix]) => underPrefix(pathname, prefix));
  return gate ? gate[1](config, appEnv) : true;
}
