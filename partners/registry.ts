import { featureFlagsSchema, type FeatureFlags } from "@/partners/feature-flags-schema";
import { effectivePartnerConfig } from "./effective-config";
import greenleafConfig from "./greenleaf/config";
import greenleafFlags from "./greenleaf/feature-flags";
import harborConfig from "./harbor/config";
import harborFlags from "./harbor/feature-flags";
import { resolvePartner } from "./resolve-partner";
import roadtripConfig from "./roadtrip/config";
import roadtripFlags from "./roadtrip/feature-flags";
import { partnerConfigSchema, type PartnerConfig, type PartnerConfigInput } from "./schema";
import skywayConfig from "./skyway/config";
import skywayFlags from "./skyway/feature-flags";

/** A partner as the app uses it: its parsed config, its flags, and the two merged. */
export interface Partner {
  readonly config: PartnerConfig;
  readonly flags: FeatureFlags;
  /** defaults ← config ← flags: what every rule in the app reads. */
  readonly effective: PartnerConfig;
}

function load(input: PartnerConfigInput, flags: FeatureFlags): Partner {
  const config = partnerConfigSchema.parse(input);
  const parsedFlags = featureFlagsSchema.parse(flags);
  return { config, flags: parsedFlags, effective: effectivePartnerConfig(config, parsedFlags) };
}

const registry: ReadonlyMap<string, Partner> = new Map(
  [
    load(harborConfig, harborFlags),
    load(skywayConfig, skywayFlags),
    load(greenleafConfig, greenleafFlags),
    load(roadtripConfig, roadtripFlags),
  ].map((partner) => [partner.config.code, partner]),
);

export const partnerCodes: readonly string[] = [...registry.keys()];

export function getPartner(code: string): Partner | undefined {
  return registry.get(code);
}

export function allPartners(): Partner[] {
  return [...registry.values()];
}

const hosts = allPartners().map((p) => ({ code: p.config.code, hostnames: p.config.hostnames }));

/** Host header → partner, with the deployment's default partner for plain localhost. */
export function partnerForHost(host: string | null | undefined, defaultPartner: string): Partner | undefined {
  const code = resolvePartner(host, hosts, defaultPartner);
  return code ? registry.get(code) : undefined;
}
