import { featureFlagsSchema, type FeatureFlags } from "@/partners/feature-flags-schema";
import { effectivePartnerConfig } from "./effective-config";
import { partnerFolders, type PartnerFolder } from "./registry.generated";
import { resolvePartner } from "./resolve-partner";
import { partnerConfigSchema, type PartnerConfig } from "./schema";

/** A partner as the app uses it: its parsed config, its flags, and the two merged. */
export interface Partner {
  readonly config: PartnerConfig;
  readonly flags: FeatureFlags;
  /** defaults ← config ← flags: what every rule in the app reads. */
  readonly effective: PartnerConfig;
}

function load({ folder, config: input, flags }: PartnerFolder): Partner {
  const config = partnerConfigSchema.parse(input);
  // The folder's name is the code everywhere else (content files, PUBLIC_ORIGIN_<CODE>, the
  // local subdomain): a config that says otherwise would be served under the wrong one.
  if (config.code !== folder) throw new Error(`partners/${folder}/config.ts has code "${config.code}"`);
  const parsedFlags = featureFlagsSchema.parse(flags);
  return { config, flags: parsedFlags, effective: effectivePartnerConfig(config, parsedFlags) };
}

/**
 * Every folder in partners/ is a partner: registry.generated.ts imports each of them, written
 * from the folders by scripts/partner-registry.mjs (docs/decisions/0055).
 */
const registry: ReadonlyMap<string, Partner> = new Map(
  partnerFolders.map(load).map((partner) => [partner.config.code, partner]),
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
